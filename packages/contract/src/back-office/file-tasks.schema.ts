import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZOptionalInt } from '../schemas/query-fields';
type ValueOf<T> = T[keyof T];

/** File tasks: exports and imports that run as jobs, with progress and a result file. */
export const FileTaskType = { EXPORT: 1, IMPORT: 2 } as const;
export type TFileTaskType = ValueOf<typeof FileTaskType>;
export const FILE_TASK_TYPE_LABELS: Record<TFileTaskType, string> = { 1: '导出', 2: '导入' };

/** The task's status; the same values as the job that runs it. */
export const FileTaskStatus = {
  QUEUED: 'queued',
  RUNNING: 'running',
  DONE: 'done',
  FAILED: 'failed',
} as const;
export type TFileTaskStatus = ValueOf<typeof FileTaskStatus>;
export const FILE_TASK_STATUS_LABELS: Record<TFileTaskStatus, string> = {
  queued: '排队中',
  running: '进行中',
  done: '已完成',
  failed: '失败',
};

/** Result files are kept this many days, then removed with their task. */
export const FILE_TASK_KEEP_DAYS = 7;

/**
 * What a task exports or imports (`taskTag`). An export call of a domain creates its tag's
 * task; `file-task/mng/create-export` creates any of them by tag.
 */
export const FileTaskTag = {
  WORKS_EXPORT: 'works-export',
  CLASSES_EXPORT: 'classes-export',
  STUDENTS_EXPORT: 'students-export',
  TEACHERS_EXPORT: 'teachers-export',
  AI_POINT_RECORDS_EXPORT: 'ai-point-records-export',
  AUDIT_LOG_EXPORT: 'audit-log-export',
  SCHOOLS_EXPORT: 'schools-export',
  SAFETY_WEEKLY_EXPORT: 'safety-weekly-export',
  CLASS_ROSTER_IMPORT: 'class-roster-import',
  SCHOOL_ROSTER_IMPORT: 'school-roster-import',
  COMPETITION_REGISTRATIONS_EXPORT: 'competition-registrations-export',
  TECH_REGISTRATIONS_EXPORT: 'tech-registrations-export',
  TECH_WORKS_EXPORT: 'tech-works-export',
  PRINT_ORDERS_EXPORT: 'print-orders-export',
  LOGIN_RECORDS_EXPORT: 'login-records-export',
  FORM_QUESTIONS_EXPORT: 'form-questions-export',
  COURSES_EXPORT: 'courses-export',
} as const;
export type TFileTaskTag = ValueOf<typeof FileTaskTag>;

/** One row of an import that was refused, with why (Chinese, names the row). */
export const ZImportRowError = z.object({ rowNumber: z.number().int(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** What an import did: rows read, rows created, rows refused (with their errors). */
export const ZImportSummary = z.object({
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  errors: z.array(ZImportRowError),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

export const ZFileTask = z.object({
  id: z.number().int(),
  taskTag: z.string(),
  taskFileName: z.string(),
  /** The filters or settings the task was created with. */
  taskParam: z.record(z.string(), z.unknown()),
  taskType: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0-100. */
  percent: z.number().int(),
  /** Rows written (exports) or read (imports), once known. */
  rowCount: z.number().int().nullable(),
  /** Set when the result file can be downloaded (done, not expired). */
  downloadable: z.boolean(),
  /** Why it failed (Chinese), for failed tasks. */
  errorMessage: z.string().nullable(),
  /** Imports: what was created and the refused rows. */
  importSummary: ZImportSummary.nullable(),
  creatorUserId: z.number().int(),
  creatorName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the result file and the task are removed. */
  expiresAt: z.string(),
});
export type TFileTask = z.infer<typeof ZFileTask>;

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZFileTaskPageQuery = ZPageQuery.extend({
  taskType: ZOptionalInt,
  status: z.preprocess(
    empty,
    z
      .enum(['queued', 'running', 'done', 'failed'], { error: Messages.FIELD_INVALID_VALUE })
      .optional(),
  ),
  taskTag: z.preprocess(empty, z.string().max(64, Messages.FIELD_TOO_LONG).optional()),
});
export type TFileTaskPageQuery = z.infer<typeof ZFileTaskPageQuery>;

export const ZFileTaskIdQuery = z.object({ id: ZId });

/** POST file-task/mng/create-export: any export by its tag, with that export's filters. */
export const ZCreateExportBody = z.object({
  taskTag: z.string({ error: Messages.FIELD_REQUIRED }).min(1, Messages.FIELD_REQUIRED).max(64),
  taskParam: z.record(z.string(), z.unknown()).default({}),
});
