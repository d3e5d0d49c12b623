import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/platform/db/database';
import type { TTemplateKind } from './test-templates';

/**
 * A fresh, migrated database for one test file, copied from the run's template (see
 * test/global-setup.ts): PGlite in memory by default, or a new PostgreSQL database at
 * DATABASE_URL when TEST_DB=postgres (dropped on close). `demo` templates carry the demo
 * data (the steps that need no file storage).
 */
export async function openTestDatabase(kind: TTemplateKind = 'empty'): Promise<TDatabase> {
  const templates = inject('testTemplates');
  if (process.env.TEST_DB !== 'postgres') {
    const file = templates?.pglite?.[kind];
    if (!file) {
      const database = await openDatabase({ driver: 'pglite', dataDir: null });
      await database.migrate();
      return database;
    }
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: null,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await database.migrate();
    return database;
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (see README, "Testing")');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[kind];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
