import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';

/**
 * One database handle for both engines: PGlite (embedded, under DATA_DIR) and PostgreSQL
 * (DATABASE_URL). The same schema, migrations and queries run on both.
 */

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TDriver = 'pglite' | 'postgres';

export interface TDatabase {
  db: TDb;
  driver: TDriver;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar (backups, test templates). */
  dump?(): Promise<Blob>;
}

export type TDatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | {
      driver: 'pglite';
      dataDir: string | null;
      /** Start from a dump (tests' templates). */ loadDataDir?: Blob;
    };

export function migrationsFolder(): string {
  // Bundled server: dist/migrations beside dist/main.js. Source: src/db/migrations.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../db/migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.driver === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<TDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() });
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function ping(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
