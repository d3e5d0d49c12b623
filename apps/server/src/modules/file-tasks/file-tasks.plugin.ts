import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { createJobQueue } from '../../platform/jobs/job-queue';
import { fileTaskRoutes } from './file-tasks.mng.routes';
import {
  fileTaskJobHandler,
  removeExpiredTasks,
  type TFileTaskContext,
} from './file-tasks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What export and import calls start file tasks with (`startExport(app.fileTasks, ...)`). */
    fileTasks: TFileTaskContext;
  }
}

const CLEAN_EVERY_MS = 60 * 60 * 1000;

/**
 * File tasks: the job that runs exports and imports, the calls that follow them, and the
 * hourly removal of tasks (and files) kept 7 days. Answers the context the domains' export
 * and import calls start tasks with.
 */
export function createFileTasks(
  app: TApp,
  deps: TDeps,
  userNames: TFileTaskContext['userNames'],
): TFileTaskContext {
  // A queue of its own on the jobs table (only its kind): exports and imports neither wait
  // behind AI generations nor hold them up, one at a time per process.
  const jobs = createJobQueue({ db: deps.db, log: app.log, concurrency: 1, leaseMs: 120_000 });
  const ctx: TFileTaskContext = { db: deps.db, storage: deps.storage, jobs, userNames };
  jobs.register(fileTaskJobHandler(ctx));
  app.decorate('fileTasks', ctx);
  // JOBS=off: an HTTP-only process; a worker (or another process) runs the tasks.
  if (deps.config.jobs.run) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  return ctx;
}

export async function fileTasksFeature(app: TApp, ctx: TFileTaskContext): Promise<void> {
  await fileTaskRoutes(app, ctx);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeExpiredTasks(ctx.db, ctx.storage, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'file tasks: could not remove expired tasks'),
      );
    }, CLEAN_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
