import {
  WorksCreatorType,
  type TAuditStatus,
  type TPageQuery,
  type TWorkType,
  type TWorksKind,
  type TWorksStatus,
} from '@haoduo/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { KEPT_USER_READ_MS, readCacheForgottenOnWrite } from '../../platform/db/read-cache';
import { keptCountsForgottenOnWrite } from '../../platform/db/kept-counts';
import { pageWindow } from '../../platform/http/paging';
import { textContains } from '../../platform/db/text-search';
import { userIdsNamedSql } from '../identity';
import {
  myItemColumns,
  byPupilsOfTeacher,
  selectListRows,
  type TListRow,
  type TMyItemRow,
  withNames,
  withSchoolNames,
} from './works.queries';

export { forgetPublicCounts } from './works-gallery.queries';

/**
 * Pages of a pupil's own works without a filter (the list every pupil opens), kept as their
 * response text for a few seconds: works change through the works domain, reviews, likes,
 * names and tags, so any write request forgets them, and so does a finished AI result kept
 * in its author's works by the job worker (forgetMyWorks, once its transaction committed).
 */
export const myWorksPages = readCacheForgottenOnWrite<string>(
  'works.my-works-pages',
  KEPT_USER_READ_MS,
  20_000,
);

export function forgetMyWorks(db: TDb): void {
  myWorksPages.forget(db);
}

/** The list reads: gallery and search, my works, a teacher's classes, the back office. */

const NEWEST_FIRST = sql`${works.id} desc`;

async function countWhere(db: TDb, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(works)
    .where(where);
  return row?.total ?? 0;
}

/** The list filters; the query schemas keep type, status and auditStatus in their ranges. */
export interface TWorksFilter {
  type?: TWorkType | number;
  kind?: TWorksKind;
  status?: TWorksStatus | number;
  auditStatus?: TAuditStatus | number;
  keyword?: string;
  worksClassId?: number;
  schoolId?: number;
  tagId?: number;
  recommend?: boolean;
  authorName?: string;
  authorUserId?: number;
}

/**
 * Works whose author's real name matches: the people are a subquery of identity's, read as an
 * array so the author index serves it (works_author_user_idx).
 */
function authorNamed(text: string): SQL {
  return sql`${works.authorUserId} = any(array(${userIdsNamedSql(text)}))`;
}

/** A keyword in the title (works_name_grams_idx) or, for staff and teachers, the author's name. */
function keywordBranches(keyword: string, nameMatchesPupil: boolean): SQL[] {
  const inTitle = textContains(works.worksName, keyword);
  return nameMatchesPupil ? [inTitle, authorNamed(keyword)] : [inTitle];
}

async function filterConditions(
  db: TDb,
  filter: TWorksFilter,
  nameMatchesPupil: boolean,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(works.type, filter.type as TWorkType));
  if (filter.kind !== undefined) conditions.push(eq(works.kind, filter.kind));
  if (filter.status !== undefined) conditions.push(eq(works.status, filter.status as TWorksStatus));
  if (filter.auditStatus !== undefined)
    conditions.push(eq(works.auditStatus, filter.auditStatus as TAuditStatus));
  if (filter.worksClassId !== undefined)
    conditions.push(eq(works.worksClassId, filter.worksClassId));
  if (filter.schoolId !== undefined) conditions.push(eq(works.schoolId, filter.schoolId));
  if (filter.tagId !== undefined)
    conditions.push(sql`${works.tagIds} @> array[${filter.tagId}]::integer[]`);
  if (filter.recommend !== undefined) conditions.push(eq(works.recommend, filter.recommend));
  if (filter.authorUserId !== undefined)
    conditions.push(eq(works.authorUserId, filter.authorUserId));
  if (filter.authorName) conditions.push(authorNamed(filter.authorName));
  if (filter.keyword) conditions.push(or(...keywordBranches(filter.keyword, nameMatchesPupil))!);
  return conditions;
}

/** Whether a list asks for more than every work of its owner (a type, status, keyword ...). */
export function hasFilter(filter: TWorksFilter): boolean {
  return (
    filter.type !== undefined ||
    filter.kind !== undefined ||
    filter.status !== undefined ||
    filter.auditStatus !== undefined ||
    filter.worksClassId !== undefined ||
    filter.schoolId !== undefined ||
    filter.tagId !== undefined ||
    filter.recommend !== undefined ||
    filter.authorUserId !== undefined ||
    Boolean(filter.authorName) ||
    Boolean(filter.keyword)
  );
}

/** The back office's totals (kept-counts.ts: up to 5 s old, recounted behind the answer). */
const mngTotals = keptCountsForgottenOnWrite(5000, 60_000, 1000);

async function pageOfListRows(
  db: TDb,
  conditions: SQL[],
  page: TPageQuery,
  keptTotal = false,
): Promise<{ rows: TListRow[]; total: number }> {
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page);
  // The back office pages deep into hundreds of thousands of works: its page's ids come first
  // from an index alone (no row read for the rows skipped), then their rows.
  const pageRows = keptTotal
    ? selectListRows(db)
        .where(
          inArray(
            works.id,
            db
              .select({ id: works.id })
              .from(works)
              .where(where)
              .orderBy(NEWEST_FIRST)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(NEWEST_FIRST)
    : selectListRows(db).where(where).orderBy(NEWEST_FIRST).limit(limit).offset(offset);
  const [rows, total] = await Promise.all([
    pageRows,
    keptTotal
      ? mngTotals.get(db, 'works', where, () => countWhere(db, where))
      : countWhere(db, where),
  ]);
  return { rows: await withNames(db, rows), total };
}

/** The caller's own works in the active school. */
export async function listMyWorks(
  db: TDb,
  accountId: number,
  filter: TWorksFilter,
  page: TPageQuery,
): Promise<{ rows: TMyItemRow[]; total: number }> {
  if (!hasFilter(filter)) {
    // The page every pupil opens (no filter): one prepared read of the columns the list shows
    // (and its school names), its rows carrying the total (counted apart only
    // for a page past the end; the presenter takes the fields it shows, not the total).
    const { limit, offset } = pageWindow(page);
    const rows = await prepared(db, 'my_works_page', prepareMyWorksPage).execute({
      accountId,
      limit,
      offset,
    });
    if (rows.length === 0) {
      if (offset === 0) return { rows: [], total: 0 };
      const [counted] = await prepared(db, 'my_works_count', prepareMyWorksCount).execute({
        accountId,
      });
      return { rows: [], total: counted?.total ?? 0 };
    }
    return { rows: await withSchoolNames(db, rows), total: rows[0]!.total };
  }
  return pageOfListRows(
    db,
    [eq(works.authorAccountId, accountId), ...(await filterConditions(db, filter, false))],
    page,
  );
}

const byAuthorAccount = () => eq(works.authorAccountId, sql.placeholder('accountId'));

function prepareMyWorksPage(db: TDb) {
  return db
    .select({ ...myItemColumns, total: sql<number>`(count(*) over ())::int` })
    .from(works)
    .where(byAuthorAccount())
    .orderBy(NEWEST_FIRST)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('my_works_page');
}

function prepareMyWorksCount(db: TDb) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(works)
    .where(byAuthorAccount())
    .prepare('my_works_count');
}

/** Works of the pupils a teacher account teaches (optionally of one class). */
export async function listStudentWorks(
  db: TDb,
  teacherAccountId: number,
  filter: TWorksFilter,
  page: TPageQuery,
) {
  const pupils = await byPupilsOfTeacher(db, teacherAccountId, filter.worksClassId);
  const { worksClassId: _ignored, ...rest } = filter;
  return pageOfListRows(
    db,
    [
      eq(works.worksCreatorType, WorksCreatorType.STUDENT),
      pupils,
      ...(await filterConditions(db, rest, true)),
    ],
    page,
  );
}

/** The back office's list, within the caller's data scope (a condition on works; undefined: all). */
export async function listMngWorks(
  db: TDb,
  inScope: SQL | undefined,
  filter: TWorksFilter,
  page: TPageQuery,
  extra: SQL[] = [],
) {
  const { keyword, ...rest } = filter;
  const conditions = [...(await filterConditions(db, rest, true)), ...extra];
  if (inScope) conditions.push(inScope);
  if (keyword) return pageOfKeywordRows(db, conditions, keywordBranches(keyword, true), page);
  return pageOfListRows(db, conditions, page, true);
}

/**
 * A keyword page of the back office: title matches and the works of authors of that name are
 * two index reads (grams index; author index alone), each its newest rows up to the page's
 * end, joined by `union`. As one `or`, the planner cannot tell how many authors match and
 * read every matching work's row to sort them (0.1-0.5 s on 500,000 works).
 */
async function pageOfKeywordRows(
  db: TDb,
  conditions: SQL[],
  branches: SQL[],
  page: TPageQuery,
): Promise<{ rows: TListRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const ids = (end?: number) =>
    sql.join(
      branches.map((branch) => {
        const query = db
          .select({ id: works.id })
          .from(works)
          .where(and(...conditions, branch))
          .orderBy(NEWEST_FIRST);
        return sql`(${end === undefined ? query : query.limit(end)})`;
      }),
      sql` union `,
    );
  const where = and(...conditions, or(...branches));
  const [rows, total] = await Promise.all([
    selectListRows(db)
      .where(
        sql`${works.id} in (select m.id from (${ids(offset + limit)}) as m order by m.id desc limit ${limit} offset ${offset})`,
      )
      .orderBy(NEWEST_FIRST),
    mngTotals.get(db, 'works', where, async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(sql`(${ids()}) as m`);
      return row?.total ?? 0;
    }),
  ]);
  return { rows: await withNames(db, rows), total };
}

/** Rows for an export (the same filters, newest first, bounded; a window of them). */
export async function exportRows(
  db: TDb,
  conditions: SQL[],
  max: number,
  offset = 0,
): Promise<TListRow[]> {
  const rows = await selectListRows(db)
    .where(and(...conditions))
    .orderBy(NEWEST_FIRST)
    .limit(max)
    .offset(offset);
  return withNames(db, rows);
}

export { filterConditions };
