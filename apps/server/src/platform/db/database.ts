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
import { nameStatements } from './statement-names';

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

/**
 * A checked-out client must go back to the pool even when its connection drops. Drizzle's
 * transaction sends `begin` before its try/finally, so a connection killed at that moment (a
 * PostgreSQL restart, a failover) left the client checked out for ever: the pool shrank by one
 * each time until every request waited for a connection, and `end()` never returned. Here a
 * client whose connection fails while checked out is handed back at once with the error (the
 * pool discards it); the holder's own release later does nothing.
 */
function releasedOnFailure(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  const onError = (error: Error) => releaseOnce(error);
  client.on('error', onError);
  client.release = releaseOnce;
  return client;
}

/** The pool drizzle is given: its promised clients are released when they fail (above). */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // pg's own pool.query checks out with a callback and guards its client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnFailure);
  }
}

/** The advisory lock key migrations are run under (any fixed number, the same in every build). */
const MIGRATION_LOCK = 7_023_001;

async function openPostgres(url: string, poolSize: number): Promise<TDatabase> {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process; the next query reconnects. The pool's
  // own listener covers idle clients only: a checked-out client (a transaction's, between two
  // queries) whose connection drops emits 'error' with nobody listening, which ends the
  // process. Every client gets a listener of its own from the start; the transaction's next
  // query then fails (503 to the caller) and the pool discards the client on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  // Queries run as statements prepared once per connection (statement-names.ts).
  pool.on('connect', (client) => nameStatements(client));
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    migrate: async () => {
      // Several processes may start at once (a rolling deploy, a server and a worker): one
      // migrates while the others wait on the lock, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => null);
        client.release();
      }
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
