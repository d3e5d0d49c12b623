import {
  JobStatus,
  AccountType,
  type TAiClassHistoryQuery,
  type TAiHistoryQuery,
  type TAiJobMngQuery,
  type TAiTool,
} from '@haoduo/contract';
import {
  and,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { accounts, aiGenerations, courseClasses, jobs, schools } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { likePattern } from '../classes';

/** Reads of generations: one, a person's history and favourites, class and back-office lists. */

export type TGenerationRow = typeof aiGenerations.$inferSelect;

export async function findGeneration(db: TDb, id: number): Promise<TGenerationRow | null> {
  const [row] = await db.select().from(aiGenerations).where(eq(aiGenerations.id, id)).limit(1);
  return row ?? null;
}

/** Generations queued before this one (null unless it is queued). */
export async function queuePosition(db: TDb, row: TGenerationRow): Promise<number | null> {
  if (row.status !== JobStatus.QUEUED || row.jobId === null) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, JobStatus.QUEUED),
        eq(jobs.kind, 'ai-generation'),
        lt(jobs.id, row.jobId),
      ),
    );
  return Number(count?.n ?? 0);
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

function authorSelect(db: TDb) {
  return db
    .select({
      generation: aiGenerations,
      authorName: accounts.name,
      schoolName: schools.name,
      className: courseClasses.courseClassName,
    })
    .from(aiGenerations)
    .innerJoin(accounts, eq(accounts.id, aiGenerations.accountId))
    .innerJoin(schools, eq(schools.id, aiGenerations.schoolId))
    .leftJoin(courseClasses, eq(courseClasses.id, aiGenerations.classId));
}
export type TAuthoredRow = Awaited<ReturnType<ReturnType<typeof authorSelect>['execute']>>[number];

async function authoredPage(
  db: TDb,
  where: SQL | undefined,
  query: { currentPage: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(query);
  const [list, [count]] = await Promise.all([
    authorSelect(db).where(where).orderBy(desc(aiGenerations.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiGenerations)
      .innerJoin(accounts, eq(accounts.id, aiGenerations.accountId))
      .where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
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
export function mngPage(db: TDb, query: TAiJobMngQuery, schoolIds: number[] | null) {
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
            ilike(accounts.name, likePattern(query.keyword)),
          ),
    ),
    query,
  );
}

/** Pupils of a class whose drawings failed or were refused in the last 30 days. */
export async function drawErrorStudents(db: TDb, classId: number) {
  const since = new Date(Date.now() - 30 * 86_400_000);
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
