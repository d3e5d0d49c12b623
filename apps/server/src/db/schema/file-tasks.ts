import type { TFileTaskStatus, TFileTaskType, TImportSummary } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * File tasks: exports and imports run as jobs (platform/jobs), with their progress and result
 * file (in storage under `resultKey`). Removed with their file once `expiresAt` has passed
 * (7 days). Owned by modules/file-tasks.
 */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: serial('id').primaryKey(),
    taskTag: text('task_tag').notNull(),
    taskFileName: text('task_file_name').notNull(),
    taskParam: jsonb('task_param').$type<Record<string, unknown>>().notNull(),
    /** FileTaskType: 1 export, 2 import. */
    taskType: smallint('task_type').$type<TFileTaskType>().notNull(),
    status: text('status').$type<TFileTaskStatus>().notNull().default('queued'),
    percent: smallint('percent').notNull().default(0),
    rowCount: integer('row_count'),
    /** Storage key of the result file (exports) or of the uploaded file (imports). */
    resultKey: text('result_key'),
    sourceKey: text('source_key'),
    errorMessage: text('error_message'),
    importSummary: jsonb('import_summary').$type<TImportSummary>(),
    creatorUserId: integer('creator_user_id').notNull(),
    /** Who asked, as the job re-reads their scope: the session's audience, role and school. */
    creatorAuth: jsonb('creator_auth').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  (t) => [
    // "My tasks", newest first; and the cleaner's look for expired ones.
    index('file_tasks_creator_idx').on(t.creatorUserId, t.createdAt, t.id),
    index('file_tasks_created_idx').on(t.createdAt, t.id),
    index('file_tasks_expires_idx').on(t.expiresAt),
  ],
);
