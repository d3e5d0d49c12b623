import path from 'node:path';
import { buildApp } from './app';
import { loadDemoData } from './demo/load-demo-data';
import { ConfigError, type TConfig } from './platform/config';
import { openDatabase, type TDatabase } from './platform/db/database';
import type { TApp } from './platform/http/types';
import { createStorage } from './providers/storage/create-storage';

/** How long a closing process may take, SIGTERM to exit (running work handed back inside it). */
export const CLOSE_WITHIN_MS = 10_000;

/**
 * What the server (main.ts) and the worker (worker.ts) start alike: the database and its
 * migrations, the file store, and the whole app. The same build either way; the worker only
 * never listens.
 */
export async function startApp(
  config: TConfig,
  options: { demoData: boolean },
): Promise<{ app: TApp; database: TDatabase }> {
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();

  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  if (options.demoData) {
    await loadDemoData(database.db, app.log, { appSecret: config.appSecret, storage });
  }
  return { app, database };
}

/**
 * SIGTERM (or SIGINT): say "not ready" at once (health answers 503), keep serving for
 * SHUTDOWN_DELAY_MS while the balancer notices, then close: stop listening, finish the
 * requests under way, hand running jobs back to the queue (any process claims them again),
 * close Redis and the database. Whatever is not done within CLOSE_WITHIN_MS is cut short:
 * the exit leaves the jobs' leases to run out, and they are claimed again then.
 */
export function closeOnSignals(app: TApp, database: TDatabase, delayMs: number): void {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.cluster.draining = true;
    app.log.info({ signal, delayMs }, 'closing');
    const timer = setTimeout(() => {
      app.log.error('did not close in time; exiting');
      process.exit(1);
    }, CLOSE_WITHIN_MS);
    timer.unref();
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'could not close cleanly');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

export function reportStartFailure(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
}
