import { WorkType, type TPageQuery } from '@haoduo/contract';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import {
  isPublicWork,
  pageCountOf,
  selectCards,
  selectListRows,
  type TCardOwnRow,
  type TCardRow,
  type TListRow,
  withNames,
  withSchoolNames,
} from './works.queries';

const RECOMMEND_ORDER = sql`${works.recommend} desc nulls last, ${works.sortScore} desc nulls last, ${works.id} desc nulls last`;
const CANDIDATES = 100;

/**
 * Related public works for a work page: the same type first, those sharing more tags ahead,
 * then the best of the rest. Reads at most two short index ranges.
 */
export async function recommendWorks(
  db: TDb,
  currentId: number,
  count: number,
): Promise<TCardRow[]> {
  const [current] = await db
    .select({ type: works.type, tagIds: works.tagIds })
    .from(works)
    .where(eq(works.id, currentId))
    .limit(1);
  const picked: TCardOwnRow[] = [];
  if (current) {
    const sameType = await selectCards(db)
      .where(and(isPublicWork(), eq(works.type, current.type), ne(works.id, currentId)))
      .orderBy(RECOMMEND_ORDER)
      .limit(CANDIDATES);
    const shared = (row: TCardOwnRow) =>
      row.tagIds.filter((id) => current.tagIds.includes(id)).length;
    sameType
      .map((row, index) => ({ row, index, shared: shared(row) }))
      .sort((a, b) => b.shared - a.shared || a.index - b.index)
      .slice(0, count)
      .forEach(({ row }) => picked.push(row));
  }
  if (picked.length < count) {
    const exclude = [currentId, ...picked.map((row) => row.id)];
    const rest = await selectCards(db)
      .where(
        and(
          isPublicWork(),
          sql`${works.id} not in (${sql.join(
            exclude.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(RECOMMEND_ORDER)
      .limit(count - picked.length);
    picked.push(...rest);
  }
  return withSchoolNames(db, picked);
}

export interface TStatCounts {
  totalWorks: number;
  draftWorks: number;
  pendingWorks: number;
  publishedWorks: number;
  rejectedWorks: number;
  totalLikes: number;
  totalCopies: number;
}

/** Counts and the most liked public works of a set of works (a pupil's, or a teacher's pupils'). */
export async function popularity(db: TDb, scope: SQL): Promise<TStatCounts & { top: TCardRow[] }> {
  const [counts] = await db
    .select({
      totalWorks: sql<number>`count(*)::int`,
      draftWorks: sql<number>`(count(*) filter (where ${works.status} = 0))::int`,
      pendingWorks: sql<number>`(count(*) filter (where ${works.status} = 1))::int`,
      publishedWorks: sql<number>`(count(*) filter (where ${works.status} = 2 and ${works.auditStatus} = 1))::int`,
      rejectedWorks: sql<number>`(count(*) filter (where ${works.auditStatus} = 2))::int`,
      totalLikes: sql<number>`coalesce(sum(${works.likeCount}), 0)::int`,
      totalCopies: sql<number>`coalesce(sum(${works.copyCount}), 0)::int`,
    })
    .from(works)
    .where(scope);
  const top = await selectCards(db)
    .where(and(scope, isPublicWork()))
    .orderBy(sql`${works.likeCount} desc, ${works.id} desc`)
    .limit(5);
  return { ...counts!, top: await withSchoolNames(db, top) };
}

/** The caller's public picture books with pages: what can be sent to print. */
export async function printableWorks(db: TDb, authorAccountId: number) {
  return db
    .select({
      id: works.id,
      worksName: works.worksName,
      worksCoverPic: works.worksCoverPic,
      coverThumbUrl: works.coverThumbUrl,
      pageCount: pageCountOf,
      publishedAt: works.publishedAt,
      status: works.status,
      auditStatus: works.auditStatus,
    })
    .from(works)
    .where(
      and(
        eq(works.authorAccountId, authorAccountId),
        eq(works.type, WorkType.PICTURE_BOOK),
        isPublicWork(),
        sql`jsonb_array_length(${works.worksPageList}) > 0`,
      ),
    )
    .orderBy(sql`${works.publishedAt} desc nulls last, ${works.id} desc`)
    .limit(200);
}

/**
 * A class's timeline: for its teachers every work made in the class; for a pupil of the
 * class their own works and their classmates' public works. Newest first.
 */
export async function classTimeline(
  db: TDb,
  classId: number,
  viewer: { role: 'teacher' | 'student'; accountId: number },
  page: TPageQuery,
): Promise<{ rows: TListRow[]; total: number }> {
  const conditions: SQL[] = [eq(works.worksClassId, classId)];
  if (viewer.role === 'student') {
    conditions.push(or(isPublicWork(), eq(works.authorAccountId, viewer.accountId))!);
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
  return { rows: await withNames(db, rows), total: count?.total ?? 0 };
}
