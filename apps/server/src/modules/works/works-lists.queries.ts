import type { TPageQuery, TWorksSort } from '@haoduo/contract';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { courseClasses, users, works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { queryTokens } from './search-tokens';
import {
  isPublicWork,
  pupilsOfTeacher,
  selectCards,
  selectListRows,
  type TCardRow,
  type TListRow,
} from './works.queries';

/** The list reads: gallery and search, my works, a teacher's classes, the back office. */

const ORDERS: Record<TWorksSort, SQL> = {
  recommend: sql`${works.recommend} desc nulls last, ${works.sortScore} desc nulls last, ${works.id} desc nulls last`,
  newest: sql`${works.publishedAt} desc nulls last, ${works.id} desc nulls last`,
  popular: sql`${works.likeCount} desc nulls last, ${works.id} desc nulls last`,
};
const NEWEST_FIRST = sql`${works.id} desc`;

async function countWhere(db: TDb, where: SQL | undefined, joinClass = false): Promise<number> {
  const base = db
    .select({ total: sql<number>`count(*)::int` })
    .from(works)
    .$dynamic();
  const query = joinClass
    ? base
        .leftJoin(users, eq(users.id, works.authorUserId))
        .leftJoin(courseClasses, eq(courseClasses.id, works.worksClassId))
    : base;
  const [row] = await query.where(where);
  return row?.total ?? 0;
}

export interface TWorksIndexFilter {
  keyword?: string;
  type?: number;
  tagId?: number;
  sort: TWorksSort;
}

/** Public works, filtered and searched (works-index and the gallery). */
export async function listPublicCards(
  db: TDb,
  filter: TWorksIndexFilter,
  page: TPageQuery,
): Promise<{ rows: TCardRow[]; total: number }> {
  const conditions: SQL[] = [isPublicWork()];
  if (filter.type !== undefined) conditions.push(eq(works.type, filter.type));
  if (filter.tagId !== undefined)
    conditions.push(sql`${works.tagIds} @> array[${filter.tagId}]::integer[]`);
  const tokens = filter.keyword ? queryTokens(filter.keyword) : [];
  if (tokens.length > 0) {
    conditions.push(
      sql`${works.searchTokens} @> array[${sql.join(
        tokens.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page);
  const countKey = JSON.stringify([filter.type, filter.tagId, tokens]);
  const [rows, total] = await Promise.all([
    selectCards(db).where(where).orderBy(ORDERS[filter.sort]).limit(limit).offset(offset),
    publicCounts.get(db, countKey, () => countWhere(db, where)),
  ]);
  return { rows, total };
}

/**
 * Totals of the gallery's lists, kept for a short while: counting tens of thousands of public
 * works costs far more than reading a page of them. Changes made through this process clear
 * them at once; other processes see them within the time to live.
 */
export const PUBLIC_COUNT_TTL_MS = 30_000;
const PUBLIC_COUNT_MAX = 2000;
const publicCounts = {
  byDb: new WeakMap<TDb, Map<string, { total: number; at: number }>>(),
  async get(db: TDb, key: string, count: () => Promise<number>): Promise<number> {
    let cache = this.byDb.get(db);
    if (!cache) this.byDb.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < PUBLIC_COUNT_TTL_MS) return hit.total;
    const total = await count();
    if (cache.size >= PUBLIC_COUNT_MAX) cache.clear();
    cache.set(key, { total, at: Date.now() });
    return total;
  },
};

/** Forget the gallery totals (a work became public or stopped being public). */
export function forgetPublicCounts(db: TDb): void {
  publicCounts.byDb.delete(db);
}

export interface TWorksFilter {
  type?: number;
  status?: number;
  auditStatus?: number;
  keyword?: string;
  worksClassId?: number;
  schoolId?: number;
  tagId?: number;
  recommend?: boolean;
  authorName?: string;
  authorUserId?: number;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filter: TWorksFilter, nameMatchesPupil: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(works.type, filter.type));
  if (filter.status !== undefined) conditions.push(eq(works.status, filter.status));
  if (filter.auditStatus !== undefined) conditions.push(eq(works.auditStatus, filter.auditStatus));
  if (filter.worksClassId !== undefined)
    conditions.push(eq(works.worksClassId, filter.worksClassId));
  if (filter.schoolId !== undefined) conditions.push(eq(works.schoolId, filter.schoolId));
  if (filter.tagId !== undefined)
    conditions.push(sql`${works.tagIds} @> array[${filter.tagId}]::integer[]`);
  if (filter.recommend !== undefined) conditions.push(eq(works.recommend, filter.recommend));
  if (filter.authorUserId !== undefined)
    conditions.push(eq(works.authorUserId, filter.authorUserId));
  if (filter.authorName) conditions.push(ilike(users.name, escapeLike(filter.authorName)));
  if (filter.keyword) {
    const like = escapeLike(filter.keyword);
    conditions.push(
      nameMatchesPupil
        ? or(ilike(works.worksName, like), ilike(users.name, like))!
        : ilike(works.worksName, like),
    );
  }
  return conditions;
}

async function pageOfListRows(
  db: TDb,
  conditions: SQL[],
  page: TPageQuery,
): Promise<{ rows: TListRow[]; total: number }> {
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page);
  const [rows, total] = await Promise.all([
    selectListRows(db).where(where).orderBy(NEWEST_FIRST).limit(limit).offset(offset),
    countWhere(db, where, true),
  ]);
  return { rows, total };
}

/** The caller's own works in the active school. */
export function listMyWorks(db: TDb, accountId: number, filter: TWorksFilter, page: TPageQuery) {
  return pageOfListRows(
    db,
    [eq(works.authorAccountId, accountId), ...filterConditions(filter, false)],
    page,
  );
}

/** Works of the pupils a teacher account teaches (optionally of one class). */
export function listStudentWorks(
  db: TDb,
  teacherAccountId: number,
  filter: TWorksFilter,
  page: TPageQuery,
) {
  const pupils = pupilsOfTeacher(db, teacherAccountId, filter.worksClassId);
  const { worksClassId: _ignored, ...rest } = filter;
  return pageOfListRows(
    db,
    [
      eq(works.worksCreatorType, 2),
      inArray(works.authorAccountId, pupils),
      ...filterConditions(rest, true),
    ],
    page,
  );
}

/** The back office's list (school managers: their school only). */
export function listMngWorks(
  db: TDb,
  schoolScope: number | null,
  filter: TWorksFilter,
  page: TPageQuery,
  extra: SQL[] = [],
) {
  const conditions = [...filterConditions(filter, true), ...extra];
  if (schoolScope !== null) conditions.push(eq(works.schoolId, schoolScope));
  return pageOfListRows(db, conditions, page);
}

/** Rows for an export (the same filters, newest first, bounded). */
export async function exportRows(db: TDb, conditions: SQL[], max: number): Promise<TListRow[]> {
  return selectListRows(db)
    .where(and(...conditions))
    .orderBy(NEWEST_FIRST)
    .limit(max);
}

export { filterConditions };
