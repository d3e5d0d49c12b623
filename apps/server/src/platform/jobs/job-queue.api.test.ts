import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { TDatabase } from '../db/database';
import { createJobQueue } from './job-queue';
import {
  JobInterruptedError,
  type TJobFailure,
  type TJobHandler,
  type TJobQueue,
  type TJobRow,
} from './job-types';

/**
 * The job queue on the real database (PGlite here, PostgreSQL 15 in the pg project):
 * claims, outcomes recorded once, retries, a graceful stop, dead workers, concurrency.
 */

const log = pino({ level: process.env.JOB_TEST_LOG ?? 'silent' });
let database: TDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TProbe {
  runs: Map<number, number>;
  done: number[];
  failed: { id: number; failure: TJobFailure }[];
  active: number;
  maxActive: number;
}

function probeHandler(
  kind: string,
  run: (job: TJobRow, signal: AbortSignal) => Promise<Record<string, unknown>>,
): { handler: TJobHandler; probe: TProbe } {
  const probe: TProbe = { runs: new Map(), done: [], failed: [], active: 0, maxActive: 0 };
  const handler: TJobHandler = {
    kind,
    async run({ job, signal }) {
      probe.runs.set(job.id, (probe.runs.get(job.id) ?? 0) + 1);
      probe.active++;
      probe.maxActive = Math.max(probe.maxActive, probe.active);
      try {
        return await run(job, signal);
      } finally {
        probe.active--;
      }
    },
    async onDone(_db, job) {
      probe.done.push(job.id);
    },
    async onFailed(_db, job, failure) {
      probe.failed.push({ id: job.id, failure });
    },
    classify(error) {
      if (error instanceof JobInterruptedError) return { message: '中断了', detail: 'interrupted' };
      const text = (error as Error).message;
      return text === 'busy'
        ? { message: '忙', detail: text, retryInMs: 0 }
        : { message: '失败了', detail: text };
    },
  };
  return { handler, probe };
}

function queueOf(handler: TJobHandler, options: { concurrency?: number } = {}): TJobQueue {
  const queue = createJobQueue({
    db: database.db,
    log,
    concurrency: options.concurrency ?? 2,
    pollMs: 50,
    leaseMs: 5000,
  });
  queue.register(handler);
  return queue;
}

async function enqueue(queue: TJobQueue, kind: string, n: number, maxAttempts = 3) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await database.db.transaction((tx) =>
      queue.enqueue(tx, { kind, payload: { n: i }, maxAttempts }),
    );
    ids.push(row.id);
  }
  return ids;
}

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('job queue', () => {
  it('runs queued jobs once each, no more than `concurrency` at a time, and records results', async () => {
    const { handler, probe } = probeHandler('double', async (job) => {
      await wait(20);
      return { doubled: Number(job.payload.n) * 2 };
    });
    const queue = queueOf(handler, { concurrency: 2 });
    const ids = await enqueue(queue, 'double', 6);
    queue.start();
    await queue.drain();
    await queue.stop();
    expect(probe.maxActive).toBeLessThanOrEqual(2);
    expect([...probe.runs.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(probe.done.sort()).toEqual(ids);
    const last = await jobRow(ids[5]!);
    expect(last).toMatchObject({
      status: 'done',
      result: { doubled: 10 },
      attempts: 1,
      lockedBy: null,
    });
  });

  it('fails a job once with its handler, and retries one that asks to', async () => {
    let calls = 0;
    const { handler, probe } = probeHandler('flaky', async (job) => {
      calls++;
      if (job.payload.n === 0) throw new Error('broken');
      if (calls <= 2) throw new Error('busy');
      return { ok: true };
    });
    const queue = queueOf(handler, { concurrency: 1 });
    const [broken, flaky] = await enqueue(queue, 'flaky', 2);
    queue.start();
    await queue.drain();
    await queue.stop();
    expect(probe.failed).toEqual([
      { id: broken, failure: { message: '失败了', detail: 'broken' } },
    ]);
    expect(await jobRow(broken!)).toMatchObject({ status: 'failed', error: '失败了', attempts: 1 });
    expect(await jobRow(flaky!)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('puts a running job back in the queue when stopped, and a new worker finishes it', async () => {
    let started = false;
    const slow = probeHandler('slow', async (_job, signal) => {
      started = true;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 10_000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
      return {};
    });
    const first = queueOf(slow.handler);
    const [id] = await enqueue(first, 'slow', 1);
    first.start();
    while (!started) await wait(10);
    await first.stop();
    expect(await jobRow(id!)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(slow.probe.failed).toEqual([]);

    const quick = probeHandler('slow', async () => ({ finished: true }));
    const second = queueOf(quick.handler);
    second.start();
    await second.drain();
    await second.stop();
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('claims the jobs of a dead worker when their lease runs out, failing those out of attempts', async () => {
    const { handler, probe } = probeHandler('orphan', async () => ({ rescued: true }));
    const queue = queueOf(handler);
    const [retry, exhausted, alive] = await enqueue(queue, 'orphan', 3, 2);
    const dead = (id: number, attempts: number, leaseSeconds: number) =>
      database.db
        .update(jobs)
        .set({
          status: 'running',
          attempts,
          lockedBy: 'dead-worker',
          lockedUntil: sql`now() + (${String(leaseSeconds)} || ' seconds')::interval`,
        })
        .where(eq(jobs.id, id));
    await dead(retry!, 1, -1);
    await dead(exhausted!, 2, -1);
    await dead(alive!, 1, 3600); // its worker still holds a valid lease
    queue.start();
    await queue.drain();
    await queue.stop();
    expect(await jobRow(retry!)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(exhausted!)).toMatchObject({ status: 'failed', error: '中断了' });
    expect(probe.failed.map((f) => f.id)).toEqual([exhausted]);
    expect(await jobRow(alive!)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });
    expect(probe.runs.has(alive!)).toBe(false);
    await database.db.delete(jobs).where(eq(jobs.id, alive!));
  });

  it('lets two workers share a queue without running any job twice', async () => {
    const runs = new Map<number, number>();
    const make = () =>
      probeHandler('shared', async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await wait(5);
        return {};
      });
    const a = queueOf(make().handler);
    const b = queueOf(make().handler);
    const ids = await enqueue(a, 'shared', 20);
    a.start();
    b.start();
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });
});
