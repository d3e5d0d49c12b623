import { loadConfig } from './platform/config';
import { closeOnSignals, reportStartFailure, startApp } from './start';

/** Start: configuration, database and migrations, demo data, listen; close gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database } = await startApp(config, { demoData: config.demoData });
  closeOnSignals(app, database, config.shutdownDelayMs);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.driver, jobs: config.jobs.run },
    '好多AI is serving web, console and API',
  );
}

main().catch(reportStartFailure);
