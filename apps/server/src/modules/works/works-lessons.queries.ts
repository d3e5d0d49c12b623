import type { TMyWorksItem, TPageQuery } from '@haoduo/contract';
import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import type { TMediaUrls } from '../media';
import { presentMyItem } from './works.presenter';
import { isPublicWork, selectListRows, withNames } from './works.queries';

/** Works saved from course lessons (hand-ins), as the week schedule reads them. */

export interface TLessonHandInRow {
  lessonId: number;
  authorAccountId: number;
  workId: number;
  worksName: string;
  createdAt: Date;
}

/** The first work each of these accounts saved from each of these lessons. */
export async function lessonHandIns(
  db: TDb,
  lessonIds: readonly number[],
  accountIds: readonly number[],
): Promise<TLessonHandInRow[]> {
  if (lessonIds.length === 0 || accountIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([works.lessonId, works.authorAccountId], {
      lessonId: works.lessonId,
      authorAccountId: works.authorAccountId,
      workId: works.id,
      worksName: works.worksName,
      createdAt: works.createdAt,
    })
    .from(works)
    .where(
      and(
        inArray(works.lessonId, [...new Set(lessonIds)]),
        inArray(works.authorAccountId, [...new Set(accountIds)]),
      ),
    )
    .orderBy(asc(works.lessonId), asc(works.authorAccountId), asc(works.id));
  return rows.map((row) => ({
    ...row,
    lessonId: row.lessonId!,
    authorAccountId: row.authorAccountId!,
  }));
}

export interface TClassWorksFilter {
  classId: number;
  /** Only works saved from these lessons. */
  lessonIds?: readonly number[];
  authorAccountId?: number;
  /** A pupil sees their own works and classmates' public ones; a teacher every work. */
  viewer: { role: 'teacher' | 'student'; accountId: number };
}

export type TClassWorkItem = TMyWorksItem & {
  authorAccountId: number | null;
  /** The author's real name (for teachers and the author). */
  authorName: string | null;
  /** Pen name or masked name. */
  authorPublicName: string;
};

/** A class's works, newest first, with the lesson each was saved from. */
export async function classWorksPage(
  db: TDb,
  urls: TMediaUrls,
  filter: TClassWorksFilter,
  page: TPageQuery,
): Promise<{ items: TClassWorkItem[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(works.worksClassId, filter.classId)];
  if (filter.lessonIds) {
    if (filter.lessonIds.length === 0) return { items: [], total: 0 };
    conditions.push(inArray(works.lessonId, [...filter.lessonIds]), isNotNull(works.lessonId));
  }
  if (filter.authorAccountId !== undefined) {
    conditions.push(eq(works.authorAccountId, filter.authorAccountId));
  }
  if (filter.viewer.role === 'student') {
    conditions.push(or(isPublicWork(), eq(works.authorAccountId, filter.viewer.accountId)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    selectListRows(db)
      .where(where)
      .orderBy(sql`coalesce(${works.publishedAt}, ${works.createdAt}) desc, ${works.id} desc`)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(works)
      .where(where),
  ]);
  const named = await withNames(db, rows);
  const items = named.map((row) => ({
    ...presentMyItem(row, urls),
    authorAccountId: row.authorAccountId,
    authorName: row.authorName,
    authorPublicName: row.authorPublicName,
  }));
  return { items, total: count?.total ?? 0 };
}
