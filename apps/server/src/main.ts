import { buildApp } from './app';
import { loadDemoData } from './demo/load-demo-data';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { createStorage } from './providers/storage/create-storage';
import path from 'node:path';

/** Start: configuration, database and migrations, demo data, listen; close gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();

  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  if (config.demoData) {
    await loadDemoData(database.db, app.log, { appSecret: config.appSecret, storage });
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.driver },
    '好多AI is serving web, console and API',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
