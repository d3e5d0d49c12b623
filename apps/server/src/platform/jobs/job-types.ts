import type { FastifyBaseLogger } from 'fastify';
import type { jobs } from '../../db/schema';
import type { TDb } from '../db/database';

export type TJobRow = typeof jobs.$inferSelect;
export type TJobResult = Record<string, unknown>;

export interface TJobContext {
  job: TJobRow;
  /** Fires when the queue stops (the server closes): stop and throw. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** Why a job did not finish, as its handler tells it. */
export interface TJobFailure {
  /** For the person who asked (Chinese). */
  message: string;
  /** For the log and the back office. */
  detail: string;
  /** Try again after this long (while attempts remain); absent: fail now. */
  retryInMs?: number;
}

/**
 * What runs one kind of job. `run` does the work outside any transaction; `onDone` and
 * `onFailed` run inside the transaction that records the outcome, and only for the worker
 * that still holds the job, so each happens exactly once (a refund in `onFailed` is never
 * paid twice).
 */
export interface TJobHandler {
  kind: string;
  run(context: TJobContext): Promise<TJobResult>;
  /** The job started (or restarted after an interruption). */
  onStart?(db: TDb, job: TJobRow): Promise<void>;
  /** The job went back to the queue (the server stopped, or it will be retried later). */
  onRequeue?(db: TDb, job: TJobRow): Promise<void>;
  onDone?(db: TDb, job: TJobRow, result: TJobResult): Promise<void>;
  /** The done outcome committed (forget reads kept in memory that it changed). */
  afterDone?(job: TJobRow): void;
  onFailed?(db: TDb, job: TJobRow, failure: TJobFailure): Promise<void>;
  /** A result that could not be recorded (the job was no longer ours): undo its side effects. */
  discard?(job: TJobRow, result: TJobResult): Promise<void>;
  /** How an error thrown by `run` ends the attempt (JobInterruptedError included). */
  classify(error: unknown, job: TJobRow): TJobFailure;
}

/** A job found running after its worker died, with no attempts left. */
export class JobInterruptedError extends Error {
  constructor() {
    super('the worker running this job stopped before it finished');
    this.name = 'JobInterruptedError';
  }
}

export interface TEnqueueInput {
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
}

export interface TJobQueue {
  readonly workerId: string;
  register(handler: TJobHandler): void;
  /** Insert a job in the caller's transaction; call `wake()` after it commits. */
  enqueue(db: TDb, input: TEnqueueInput): Promise<TJobRow>;
  /** Look for work now (after an enqueue has committed). */
  wake(): void;
  start(): void;
  /** Stop claiming, interrupt running jobs and put them back in the queue. */
  stop(): Promise<void>;
  /** Resolve when no due job is waiting and none of ours is running (tests, benchmarks). */
  drain(timeoutMs?: number): Promise<void>;
  /** Jobs this worker is running now. */
  active(): number;
}
