import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { announce } from '../cluster/cluster-bus';
import type { TDb } from '../db/database';
import {
  claimJob,
  countPending,
  insertJob,
  markDone,
  markFailed,
  renewLease,
  requeue,
} from './job-store';
import {
  JobInterruptedError,
  type TJobFailure,
  type TJobHandler,
  type TJobQueue,
  type TJobResult,
  type TJobRow,
} from './job-types';

export interface TJobQueueOptions {
  db: TDb;
  log: FastifyBaseLogger;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How long a claim holds a job without renewal; a dead worker's jobs wait this long. */
  leaseMs?: number;
  /** How often to look for due, delayed and abandoned jobs when nobody wakes the queue. */
  pollMs?: number;
  /** How long `stop()` waits for running jobs to put themselves back (main.ts allows 10 s). */
  stopTimeoutMs?: number;
}

/**
 * A job queue on the database, with an in-process worker of bounded concurrency. Jobs
 * survive restarts: a graceful stop puts running jobs back in the queue at once; a killed
 * process leaves them `running` until their lease runs out, when any worker claims them
 * again (or fails them, with their handler's `onFailed`, once their attempts are used).
 */
export function createJobQueue(options: TJobQueueOptions): TJobQueue {
  const { db, log } = options;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, TJobHandler>();
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  let started = false;
  let stopping = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const idleWaiters: (() => void)[] = [];

  const kinds = () => [...handlers.keys()];

  function schedule(delayMs: number): void {
    if (!started || stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  function tick(): Promise<void> {
    if (!started || stopping) return Promise.resolve();
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = claimWhileFree().finally(() => {
      ticking = null;
      schedule(pollMs);
    });
    return ticking;
  }

  async function claimWhileFree(): Promise<void> {
    try {
      do {
        again = false;
        while (!stopping && running.size < concurrency) {
          const job = await claimJob(db, kinds(), workerId, leaseMs);
          if (!job) break;
          if (stopping) {
            // Claimed while the queue was stopping: give it straight back.
            await requeue(db, job.id, workerId, { delayMs: 0, refundAttempt: true });
            break;
          }
          launch(job);
        }
      } while (again && !stopping);
    } catch (error) {
      log.warn({ err: error }, 'job queue: could not claim work');
    }
  }

  function launch(job: TJobRow): void {
    const controller = new AbortController();
    const done = execute(job, controller).finally(() => {
      running.delete(job.id);
      if (running.size === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
      schedule(0);
    });
    running.set(job.id, { controller, done });
  }

  async function execute(job: TJobRow, controller: AbortController): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const heartbeat = setInterval(
      () => {
        renewLease(db, job.id, workerId, leaseMs).catch((error: unknown) =>
          log.warn({ err: error, jobId: job.id }, 'job queue: lease renewal failed'),
        );
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (job.attempts > job.maxAttempts) {
        // Claimed again after its worker died, with no attempts left.
        await fail(handler, job, handler.classify(new JobInterruptedError(), job));
        return;
      }
      if (handler.onStart) await handler.onStart(db, job);
      let result: TJobResult;
      try {
        result = await handler.run({ job, signal: controller.signal, log });
      } catch (error) {
        if (controller.signal.aborted && stopping) {
          // Our own shutdown interrupted it: back in the queue, the attempt not counted.
          if (await requeue(db, job.id, workerId, { delayMs: 0, refundAttempt: true })) {
            await handler.onRequeue?.(db, job);
          }
          return;
        }
        const failure = handler.classify(error, job);
        log.warn({ jobId: job.id, kind: job.kind, detail: failure.detail }, 'job failed');
        if (failure.retryInMs !== undefined && job.attempts < job.maxAttempts) {
          const requeued = await requeue(db, job.id, workerId, {
            delayMs: failure.retryInMs,
            detail: failure.detail,
          });
          if (requeued) await handler.onRequeue?.(db, job);
        } else {
          await fail(handler, job, failure);
        }
        return;
      }
      const recorded = await db.transaction(async (tx) => {
        const row = await markDone(tx, job.id, workerId, result);
        if (row && handler.onDone) await handler.onDone(tx, row, result);
        return row !== null;
      });
      if (!recorded) {
        log.warn({ jobId: job.id }, 'job finished after it was taken over; result discarded');
        if (handler.discard) await handler.discard(job, result);
      }
      if (recorded) handler.afterDone?.(job);
    } catch (error) {
      // Recording the outcome failed (database down): the lease runs out and the job is
      // claimed again, by us or by another process.
      log.error({ err: error, jobId: job.id }, 'job queue: could not record a job outcome');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function fail(handler: TJobHandler, job: TJobRow, failure: TJobFailure): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await markFailed(tx, job.id, workerId, failure);
      if (row && handler.onFailed) await handler.onFailed(tx, row, failure);
    });
  }

  function wakeHere(): void {
    if (started && !stopping) setImmediate(() => void tick());
  }

  function idle(): Promise<void> {
    if (running.size === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    workerId,
    register(handler) {
      if (handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} registered twice`);
      handlers.set(handler.kind, handler);
    },
    enqueue: (tx, input) => {
      if (!handlers.has(input.kind)) throw new Error(`no handler for job kind ${input.kind}`);
      return insertJob(tx, input);
    },
    wake() {
      wakeHere();
      // Other processes' queues (a worker, when this process runs no jobs) look now too.
      announce(db, { wake: true });
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      queuesOf(db).add(wakeHere);
      schedule(0);
    },
    async stop() {
      if (!started) return;
      stopping = true;
      queuesOf(db).delete(wakeHere);
      if (timer) clearTimeout(timer);
      // A claim in flight finishes (and gives its job back) before running jobs are stopped.
      if (ticking) await ticking;
      for (const { controller } of running.values()) controller.abort();
      const all = Promise.allSettled([...running.values()].map((r) => r.done));
      const timeout = new Promise((resolve) =>
        setTimeout(resolve, options.stopTimeoutMs ?? 5000).unref(),
      );
      await Promise.race([all, timeout]);
      started = false;
    },
    async drain(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await idle();
        if (running.size === 0 && !ticking) {
          const pending = await countPending(db, kinds());
          // A claim may have started while counting: look again before calling it drained.
          if (pending === 0 && running.size === 0 && !ticking) return;
        }
        if (Date.now() > deadline) throw new Error('job queue: drain timed out');
        if (running.size === 0) await tick();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    active: () => running.size,
  };
}

/** The running queues of each database handle, woken when another process queued jobs. */
const wakers = new WeakMap<TDb, Set<() => void>>();

function queuesOf(db: TDb): Set<() => void> {
  let set = wakers.get(db);
  if (!set) wakers.set(db, (set = new Set()));
  return set;
}

/** Another process queued jobs: every queue running here looks for work now. */
export function wakeQueuesHere(db: TDb): void {
  for (const wake of queuesOf(db)) wake();
}
