import {
  JobStatus,
  AccountType,
  type TAiClassHistoryQuery,
  type TAiHistoryQuery,
  type TAiJobMngQuery,
  type TAiTool,
} from '@haoduo/contract';
import { and, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { countQueuedBefore } from '../../platform/jobs/job-store';
import { classNamesByIds, likePattern } from '../classes';
import { accountIdsNamed, accountsByIds, schoolNamesByIds } from '../identity';

/** Reads of generations: one, a person's history and favourites, class and back-office lists. */

export type TGenerationRow = typeof aiGenerations.$inferSelect;

export async function findGeneration(db: TDb, id: number): Promise<TGenerationRow | null> {
  const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.id, id)).limit(1);
  return row ?? null;
}

/** Generations queued before this one (null unless it is queued). */
export async function queuePosition(db: TDb, row: TGenerationRow): Promise<number | null> {
  if (row.status !== JobStatus.QUEUED || row.jobId === null) return null;
  return countQueuedBefore(db, 'ai-generation', row.jobId);
}

async function page(
  db: TDb,
  where: SQL | undefined,
  query: { currentPage: number; pageSize: number },
  order: SQL[],
) {
  const { limit, offset } = pageWindow(query);
  const [list, [count]] = await Promise.all([
    db
      .select()
      .from(aiGenerations)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiGenerations)
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** A person's generations with one tool, newest first. */
export function historyPage(db: TDb, userId: number, tool: TAiTool, query: TAiHistoryQuery) {
  return page(
    db,
    and(
      eq(aiGenerations.userId, userId),
      eq(aiGenerations.tool, tool),
      query.status === undefined ? undefined : eq(aiGenerations.status, query.status),
    ),
    query,
    [desc(aiGenerations.id)],
  );
}

/** A person's favourites with one tool, latest collected first. */
export function collectedPage(
  db: TDb,
  userId: number,
  tool: TAiTool,
  query: { currentPage: number; pageSize: number },
) {
  return page(
    db,
    and(
      eq(aiGenerations.userId, userId),
      eq(aiGenerations.tool, tool),
      isNotNull(aiGenerations.collectedAt),
    ),
    query,
    [desc(aiGenerations.collectedAt), desc(aiGenerations.id)],
  );
}

/** A generation with the names of its author, school and class. */
export interface TAuthoredRow {
  generation: TGenerationRow;
  authorName: string;
  schoolName: string;
  className: string | null;
}

/** One page of generations, newest first, with the names of the page's people and places. */
async function authoredPage(
  db: TDb,
  where: SQL | undefined,
  query: { currentPage: number; pageSize: number },
): Promise<{ list: TAuthoredRow[]; total: number }> {
  const { list: rows, total } = await page(db, where, query, [desc(aiGenerations.id)]);
  const [people, schoolNames, classNames] = await Promise.all([
    accountsByIds(
      db,
      rows.map((row) => row.accountId),
    ),
    schoolNamesByIds(
      db,
      rows.map((row) => row.schoolId),
    ),
    classNamesByIds(
      db,
      rows.flatMap((row) => (row.classId === null ? [] : [row.classId])),
    ),
  ]);
  return {
    list: rows.map((generation) => ({
      generation,
      authorName: people.get(generation.accountId)?.name ?? '',
      schoolName: schoolNames.get(generation.schoolId) ?? '',
      className: generation.classId === null ? null : (classNames.get(generation.classId) ?? null),
    })),
    total,
  };
}

/** The pupils' generations in a class (the teacher's view), refused prompts included. */
export function classHistoryPage(db: TDb, query: TAiClassHistoryQuery) {
  return authoredPage(
    db,
    and(
      eq(aiGenerations.classId, query.classId),
      eq(aiGenerations.accountType, AccountType.STUDENT),
      query.accountId === undefined ? undefined : eq(aiGenerations.accountId, query.accountId),
      query.tool === undefined ? undefined : eq(aiGenerations.tool, query.tool),
    ),
    query,
  );
}

/** The back office's list (schools in scope: null = every school). */
export async function mngPage(db: TDb, query: TAiJobMngQuery, schoolIds: number[] | null) {
  // Authors named like the keyword: their ids, from identity.
  const namedAuthors =
    query.keyword === undefined ? [] : await accountIdsNamed(db, likePattern(query.keyword));
  return authoredPage(
    db,
    and(
      schoolIds === null
        ? undefined
        : schoolIds.length
          ? inArray(aiGenerations.schoolId, schoolIds)
          : sql`false`,
      query.schoolId === undefined ? undefined : eq(aiGenerations.schoolId, query.schoolId),
      query.classId === undefined ? undefined : eq(aiGenerations.classId, query.classId),
      query.tool === undefined ? undefined : eq(aiGenerations.tool, query.tool),
      query.status === undefined ? undefined : eq(aiGenerations.status, query.status),
      query.startTm === undefined ? undefined : gte(aiGenerations.createdAt, query.startTm),
      query.endTm === undefined ? undefined : lte(aiGenerations.createdAt, query.endTm),
      query.keyword === undefined
        ? undefined
        : or(
            ilike(aiGenerations.prompt, likePattern(query.keyword)),
            namedAuthors.length ? inArray(aiGenerations.accountId, namedAuthors) : undefined,
          ),
    ),
    query,
  );
}

/** Pupils of a class whose drawings failed or were refused since `since` (default 30 days). */
export async function drawErrorStudents(
  db: TDb,
  classId: number,
  since: Date = new Date(Date.now() - 30 * 86_400_000),
) {
  return db
    .select({
      accountUserId: aiGenerations.accountId,
      failedCount: sql<number>`count(*) filter (where not ${aiGenerations.refused})::int`,
      refusedCount: sql<number>`count(*) filter (where ${aiGenerations.refused})::int`,
      lastFailedAt: sql<Date>`max(${aiGenerations.createdAt})`,
      lastId: sql<number>`max(${aiGenerations.id})::int`,
    })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.classId, classId),
        eq(aiGenerations.accountType, AccountType.STUDENT),
        inArray(aiGenerations.tool, ['draw', 'draw-color']),
        eq(aiGenerations.status, JobStatus.FAILED),
        gte(aiGenerations.createdAt, since),
      ),
    )
    .groupBy(aiGenerations.accountId);
}
