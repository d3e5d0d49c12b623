import { randomBytes } from 'node:crypto';
import {
  BackOfficeMessages,
  FileTaskType,
  formatMessage,
  type TFileTask,
  type TImportSummary,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { XLSX_CONTENT_TYPE } from '../../platform/http/attachment';
import { AppError, badRequest } from '../../platform/http/errors';
import type { TJobHandler, TJobQueue } from '../../platform/jobs/job-types';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { exportKindOf, importKindOf, type TExportKind, type TImportKind } from './file-task-kinds';
import {
  deleteFileTask,
  expiredFileTasks,
  finishFileTask,
  findFileTask,
  insertFileTask,
  markFileTaskRunning,
  setFileTaskProgress,
  type TFileTaskRow,
} from './file-tasks.queries';
import { writeXlsx } from './xlsx-writer';

export const FILE_TASK_JOB = 'file-task';

export interface TFileTaskContext {
  db: TDb;
  storage: TStoragePort;
  jobs: TJobQueue;
  /** Names of users by id (the identity module's, passed in by the app). */
  userNames: (db: TDb, ids: readonly number[]) => Promise<Map<number, string>>;
}

/**
 * The asker's session (with their staff access, sets kept as lists), stored with the task:
 * the job reads the rows as the asker may see them.
 */
function authSnapshot(auth: TAuth): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(auth, (_key, value: unknown) =>
      value instanceof Set ? { $set: [...(value as Set<unknown>)] } : value,
    ),
  ) as Record<string, unknown>;
}

function authOf(task: TFileTaskRow): TAuth {
  return JSON.parse(JSON.stringify(task.creatorAuth), (_key, value: unknown) =>
    value !== null && typeof value === 'object' && '$set' in value
      ? new Set((value as { $set: unknown[] }).$set)
      : value,
  ) as TAuth;
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|\r\n\t]/g, '_').slice(0, 120);

async function enqueue(
  ctx: TFileTaskContext,
  task: Parameters<typeof insertFileTask>[1],
): Promise<TFileTaskRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertFileTask(tx, task);
    await ctx.jobs.enqueue(tx, {
      kind: FILE_TASK_JOB,
      payload: { taskId: inserted.id, taskType: inserted.taskType },
      maxAttempts: 1,
    });
    return inserted;
  });
  ctx.jobs.wake();
  return row;
}

/** Start an export: refuses now what the asker may not export, then queues the job. */
export async function startExport<TParams, TRow>(
  ctx: TFileTaskContext,
  auth: TAuth,
  kind: TExportKind<TParams, TRow>,
  params: TParams,
): Promise<TFileTask> {
  await kind.authorize(ctx.db, auth, params);
  const row = await enqueue(ctx, {
    taskTag: kind.tag,
    taskFileName: safeName(kind.fileName(params)),
    taskParam: params as Record<string, unknown>,
    taskType: FileTaskType.EXPORT,
    creatorUserId: auth.userId,
    creatorAuth: authSnapshot(auth),
  });
  await removeExpiredTasks(ctx.db, ctx.storage, new Date(), 20);
  return presentTasks(ctx, [row]).then((list) => list[0]!);
}

/** Start an import of an uploaded file (kept in storage until the task is removed). */
export async function startImport<TParams>(
  ctx: TFileTaskContext,
  auth: TAuth,
  kind: TImportKind<TParams>,
  params: TParams,
  file: Buffer,
): Promise<TFileTask> {
  const sourceKey = `file-tasks/import-${Date.now()}-${randomBytes(6).toString('hex')}.xlsx`;
  await ctx.storage.put(sourceKey, file, XLSX_CONTENT_TYPE);
  const row = await enqueue(ctx, {
    taskTag: kind.tag,
    taskFileName: safeName(kind.fileName(params)),
    taskParam: params as Record<string, unknown>,
    taskType: FileTaskType.IMPORT,
    sourceKey,
    creatorUserId: auth.userId,
    creatorAuth: authSnapshot(auth),
  });
  return presentTasks(ctx, [row]).then((list) => list[0]!);
}

/** The job that runs every file task: the export's xlsx, or the import's rows. */
export function fileTaskJobHandler(ctx: TFileTaskContext): TJobHandler {
  const { db, storage } = ctx;
  return {
    kind: FILE_TASK_JOB,
    async run({ job }) {
      const taskId = Number(job.payload['taskId']);
      const task = await findFileTask(db, taskId);
      if (!task) return { missing: true };
      await markFileTaskRunning(db, taskId);
      const auth = authOf(task);
      if (task.taskType === FileTaskType.IMPORT) {
        const kind = importKindOf(task.taskTag);
        const file = task.sourceKey ? await storage.get(task.sourceKey) : null;
        if (!kind || !file) throw badRequest(BackOfficeMessages.FILE_TASK_IMPORT_FAILED);
        const summary = await kind.run(db, auth, task.taskParam, file, (percent) =>
          setFileTaskProgress(db, taskId, percent),
        );
        return { taskId, importSummary: summary, rowCount: summary.total };
      }
      const kind = exportKindOf(task.taskTag);
      if (!kind) throw badRequest(BackOfficeMessages.FILE_TASK_UNKNOWN_TAG);
      const params = kind.parse(task.taskParam);
      const total = Math.max(1, await kind.count(db, auth, params));
      const { body, rows } = await writeXlsx(
        kind.sheetName,
        kind.columns,
        kind.pages(db, auth, params),
        (written) => setFileTaskProgress(db, taskId, (written * 100) / total, written),
      );
      const resultKey = `file-tasks/${taskId}-${randomBytes(6).toString('hex')}.xlsx`;
      await storage.put(resultKey, body, XLSX_CONTENT_TYPE);
      return { taskId, resultKey, rowCount: rows };
    },
    async onDone(tx, job, result) {
      if (result['missing']) return;
      await finishFileTask(tx, Number(job.payload['taskId']), {
        status: 'done',
        resultKey: (result['resultKey'] as string | undefined) ?? null,
        rowCount: (result['rowCount'] as number | undefined) ?? null,
        importSummary: (result['importSummary'] as TImportSummary | undefined) ?? null,
      });
    },
    async onFailed(tx, job, failure) {
      await finishFileTask(tx, Number(job.payload['taskId']), {
        status: 'failed',
        errorMessage: failure.message,
      });
    },
    classify(error, job) {
      const importing = String(job.payload['taskType'] ?? '') === String(FileTaskType.IMPORT);
      if (error instanceof AppError) return { message: error.message, detail: error.message };
      return {
        message: importing
          ? BackOfficeMessages.FILE_TASK_IMPORT_FAILED
          : BackOfficeMessages.FILE_TASK_EXPORT_FAILED,
        detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    },
  };
}

/** Remove tasks older than their keeping time, with their files. */
export async function removeExpiredTasks(
  db: TDb,
  storage: TStoragePort,
  now: Date,
  limit = 200,
): Promise<number> {
  const expired = await expiredFileTasks(db, now, limit);
  for (const task of expired) {
    for (const key of [task.resultKey, task.sourceKey]) {
      if (key) await storage.delete(key).catch(() => undefined);
    }
    await deleteFileTask(db, task.id);
  }
  return expired.length;
}

export async function presentTasks(
  ctx: Pick<TFileTaskContext, 'db' | 'userNames'>,
  rows: readonly TFileTaskRow[],
  now = new Date(),
): Promise<TFileTask[]> {
  const names = await ctx.userNames(
    ctx.db,
    rows.map((row) => row.creatorUserId),
  );
  return rows.map((row) => ({
    id: row.id,
    taskTag: row.taskTag,
    taskFileName: row.taskFileName,
    taskParam: row.taskParam,
    taskType: row.taskType,
    status: row.status,
    percent: row.percent,
    rowCount: row.rowCount,
    downloadable:
      row.status === 'done' && row.resultKey !== null && row.expiresAt.getTime() > now.getTime(),
    errorMessage:
      row.status === 'failed'
        ? formatMessage(BackOfficeMessages.FILE_TASK_FAILED, {
            message: row.errorMessage ?? BackOfficeMessages.FILE_TASK_EXPORT_FAILED,
          })
        : null,
    importSummary: row.importSummary ?? null,
    creatorUserId: row.creatorUserId,
    creatorName: names.get(row.creatorUserId) ?? '',
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  }));
}
