import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, schools, users } from '../src/db/schema';
import { loadDemoData } from '../src/demo/load-demo-data';
import { openDatabase, type TDatabaseOptions } from '../src/platform/db/database';

const silentLog = { info: () => undefined } as unknown as Parameters<typeof loadDemoData>[1];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Where a restarted server finds its data again: a PGlite folder, or a PostgreSQL database. */
async function durableLocation(): Promise<TDatabaseOptions> {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-persist-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { driver: 'pglite', dataDir: dir };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `persist_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { driver: 'postgres', url: url.toString() };
}

describe('restart', () => {
  it('keeps all data and loads the demo data only once', { timeout: 180_000 }, async () => {
    const location = await durableLocation();

    const first = await openDatabase(location);
    await first.migrate();
    await loadDemoData(first.db, silentLog);
    const [before] = await first.db.select({ n: count() }).from(users);
    await first.close();

    const second = await openDatabase(location);
    await second.migrate();
    await loadDemoData(second.db, silentLog);
    const [schoolCount] = await second.db.select({ n: count() }).from(schools);
    const [after] = await second.db.select({ n: count() }).from(users);
    const [accountCount] = await second.db.select({ n: count() }).from(accounts);
    await second.close();

    expect(schoolCount?.n).toBe(2);
    expect(after?.n).toBe(before?.n);
    expect(accountCount?.n).toBeGreaterThan(0);
  });
});
