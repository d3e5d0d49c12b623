import { JobStatus, type TJobStatus } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The persisted job queue (platform/jobs): work that runs after the request that asked for
 * it, survives a restart, and is claimed by one worker at a time under a lease.
 * status: queued → running → done | failed (a running job whose lease ran out is claimed
 * again, or failed when it has used its attempts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. `ai-generation`. */
    kind: text('kind').notNull(),
    status: text('status').$type<TJobStatus>().notNull().default(JobStatus.QUEUED),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** A Chinese sentence for the person who asked (failed jobs). */
    error: text('error'),
    /** What went wrong, for the log and the back office (never shown to pupils). */
    errorDetail: text('error_detail'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The worker that holds the job, and until when (renewed while it runs). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    // What the workers look for: queued jobs due, and running jobs whose lease ran out.
    index('jobs_claimable_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
  ],
);
