import { loadConfig } from './platform/config';
import { closeOnSignals, reportStartFailure, startApp } from './start';

/**
 * The worker (`npm run worker`): the same build as the server, running only the job loops
 * (AI generations, file tasks) on the shared database; it never listens. HTTP processes may
 * then run with JOBS=off. Needs PostgreSQL (DATABASE_URL): the embedded database belongs to
 * one process.
 */
async function worker(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('The worker needs DATABASE_URL (PostgreSQL shared with the server processes).');
    process.exit(1);
  }
  const { app, database } = await startApp(
    { ...config, jobs: { ...config.jobs, run: true } },
    { demoData: false },
  );
  closeOnSignals(app, database, 0);
  await app.ready();
  app.log.info({ database: database.driver }, '好多AI worker is running jobs');
}

worker().catch(reportStartFailure);
