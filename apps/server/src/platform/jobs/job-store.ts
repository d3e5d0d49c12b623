import { JobStatus } from '@haoduo/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { TDb } from '../db/database';
import type { TEnqueueInput, TJobFailure, TJobResult, TJobRow } from './job-types';

/**
 * The job table's statements. Times come from the database clock (now()), so processes
 * with different clocks agree on leases. Every change after the claim is guarded by
 * `locked_by = worker and status = 'running'`: only the worker holding a job records its end.
 */

const interval = (ms: number) =>
  sql`(${String(Math.max(0, Math.round(ms)))} || ' milliseconds')::interval`;

export async function insertJob(db: TDb, input: TEnqueueInput): Promise<TJobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: input.kind, payload: input.payload, maxAttempts: input.maxAttempts ?? 3 })
    .returning();
  return row!;
}

/**
 * Claim one job: a queued one that is due, or a running one whose lease ran out (its worker
 * died). `FOR UPDATE SKIP LOCKED` lets several workers and processes claim side by side.
 */
export async function claimJob(
  db: TDb,
  kinds: readonly string[],
  workerId: string,
  leaseMs: number,
): Promise<TJobRow | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .update(jobs)
    .set({
      status: JobStatus.RUNNING,
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: sql`now() + ${interval(leaseMs)}`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      sql`${jobs.id} = (
        select j.id from ${jobs} j
        where j.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((j.status = 'queued' and j.run_after <= now())
            or (j.status = 'running' and j.locked_until < now()))
        order by j.id
        for update skip locked
        limit 1
      )`,
    )
    .returning();
  return row ?? null;
}

/** Renew the lease of a job we still hold; false when it is no longer ours. */
export async function renewLease(
  db: TDb,
  id: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${interval(leaseMs)}` })
    .where(ours(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

function ours(id: number, workerId: string) {
  return and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, JobStatus.RUNNING));
}

export async function markDone(
  db: TDb,
  id: number,
  workerId: string,
  result: TJobResult,
): Promise<TJobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: JobStatus.DONE,
      result,
      error: null,
      errorDetail: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(ours(id, workerId))
    .returning();
  return row ?? null;
}

export async function markFailed(
  db: TDb,
  id: number,
  workerId: string,
  failure: TJobFailure,
): Promise<TJobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: JobStatus.FAILED,
      error: failure.message,
      errorDetail: failure.detail.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(ours(id, workerId))
    .returning();
  return row ?? null;
}

/** Put a job back in the queue to run again after `delayMs`. */
export async function requeue(
  db: TDb,
  id: number,
  workerId: string,
  options: { delayMs: number; detail?: string; refundAttempt?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: JobStatus.QUEUED,
      lockedBy: null,
      lockedUntil: null,
      runAfter: sql`now() + ${interval(options.delayMs)}`,
      ...(options.detail !== undefined ? { errorDetail: options.detail.slice(0, 2000) } : {}),
      ...(options.refundAttempt ? { attempts: sql`greatest(${jobs.attempts} - 1, 0)` } : {}),
    })
    .where(ours(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Jobs of these kinds that are due or whose worker died: work a drain waits for. */
export async function countPending(db: TDb, kinds: readonly string[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        sql`((${jobs.status} = 'queued' and ${jobs.runAfter} <= now())
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Queued jobs of a kind enqueued before this one (its place in the queue). */
export async function countQueuedBefore(db: TDb, kind: string, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.status, JobStatus.QUEUED), eq(jobs.kind, kind), lt(jobs.id, jobId)));
  return Number(row?.n ?? 0);
}
