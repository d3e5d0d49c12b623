import type { TDb } from '../db/database';
import type { TApp } from '../http/types';
import { createJobQueue, type TJobQueueOptions } from './job-queue';
import type { TJobQueue } from './job-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The persisted job queue; `await app.jobs.drain()` waits for queued work (tests). */
    jobs: TJobQueue;
  }
}

export type TJobSettings = Partial<Omit<TJobQueueOptions, 'db' | 'log'>>;

/**
 * The app's job queue: handlers register while the modules load, the worker starts when
 * the app is ready and stops (putting running jobs back in the queue) as it starts to close.
 */
export function installJobs(
  app: TApp,
  db: TDb,
  settings: TJobSettings = {},
  options: { run: boolean } = { run: true },
): TJobQueue {
  const queue = createJobQueue({ db, log: app.log, ...settings });
  app.decorate('jobs', queue);
  // JOBS=off: an HTTP-only process queues jobs; a worker (or another process) runs them.
  if (options.run) app.addHook('onReady', async () => queue.start());
  // preClose: before any plugin's onClose (children close first), so the services a running
  // job uses (the AI providers) are still there while it is put back in the queue.
  app.addHook('preClose', async () => queue.stop());
  return queue;
}
