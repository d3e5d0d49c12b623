import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TFileTaskPageQuery, TFileTaskStatus, TImportSummary } from '@haoduo/contract';
import { fileTasks } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';

export type TFileTaskRow = typeof fileTasks.$inferSelect;
export type TNewFileTask = typeof fileTasks.$inferInsert;

export async function insertFileTask(db: TDb, task: TNewFileTask): Promise<TFileTaskRow> {
  const [row] = await db.insert(fileTasks).values(task).returning();
  return row!;
}

export async function findFileTask(db: TDb, id: number): Promise<TFileTaskRow | null> {
  const [row] = await db.select().from(fileTasks).where(eq(fileTasks.id, id)).limit(1);
  return row ?? null;
}

/** A creator's tasks (or everyone's, creator null), newest first, with the filters. */
export async function pageFileTasks(
  db: TDb,
  creatorUserId: number | null,
  query: TFileTaskPageQuery,
): Promise<{ list: TFileTaskRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    creatorUserId === null ? undefined : eq(fileTasks.creatorUserId, creatorUserId),
    query.taskType === undefined ? undefined : eq(fileTasks.taskType, query.taskType as 1 | 2),
    query.status === undefined ? undefined : eq(fileTasks.status, query.status),
    query.taskTag === undefined ? undefined : eq(fileTasks.taskTag, query.taskTag),
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(fileTasks)
      .where(where)
      .orderBy(desc(fileTasks.createdAt), desc(fileTasks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(fileTasks).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function markFileTaskRunning(db: TDb, id: number): Promise<void> {
  await db
    .update(fileTasks)
    .set({ status: 'running', percent: 0, errorMessage: null })
    .where(eq(fileTasks.id, id));
}

export async function setFileTaskProgress(
  db: TDb,
  id: number,
  percent: number,
  rowCount?: number,
): Promise<void> {
  await db
    .update(fileTasks)
    .set({
      percent: Math.max(0, Math.min(99, Math.floor(percent))),
      ...(rowCount === undefined ? {} : { rowCount }),
    })
    .where(eq(fileTasks.id, id));
}

export async function finishFileTask(
  db: TDb,
  id: number,
  outcome: {
    status: Extract<TFileTaskStatus, 'done' | 'failed'>;
    resultKey?: string | null;
    rowCount?: number | null;
    importSummary?: TImportSummary | null;
    errorMessage?: string | null;
  },
): Promise<void> {
  await db
    .update(fileTasks)
    .set({
      status: outcome.status,
      percent: outcome.status === 'done' ? 100 : undefined,
      resultKey: outcome.resultKey,
      rowCount: outcome.rowCount,
      importSummary: outcome.importSummary,
      errorMessage: outcome.errorMessage ?? null,
      finishedAt: new Date(),
    })
    .where(eq(fileTasks.id, id));
}

/** Tasks kept past their time, oldest first (their files are removed with them). */
export async function expiredFileTasks(db: TDb, now: Date, limit: number) {
  return db
    .select({ id: fileTasks.id, resultKey: fileTasks.resultKey, sourceKey: fileTasks.sourceKey })
    .from(fileTasks)
    .where(lt(fileTasks.expiresAt, now))
    .orderBy(asc(fileTasks.expiresAt))
    .limit(limit);
}

export async function deleteFileTask(db: TDb, id: number): Promise<void> {
  await db.delete(fileTasks).where(eq(fileTasks.id, id));
}
