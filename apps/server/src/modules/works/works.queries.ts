import { AuditStatus, WorksCreatorType, WorksStatus } from '@haoduo/contract';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { works, worksLikes } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import {
  classesOfPupils,
  classNamesByIds,
  pupilIdsOfTeacher,
  roleInClass,
  teacherTeachesPupil,
} from '../classes';
import { schoolNamesByIds, userNamesByIds } from '../identity';

/**
 * Reads of works. The school, author and class names shown beside works are asked of
 * identity and classes for the rows read (batched by ids), and so is class membership for
 * the teacher rule of works.policy.
 */

/**
 * Published and approved: the only works anyone may see. The values are written into the SQL
 * text, not sent as parameters: the gallery's partial indexes (`where status = 2 and
 * audit_status = 1`) can only serve a prepared statement's generic plan when its text says so
 * (with parameters, PostgreSQL fell back to reading and sorting every work, seconds on
 * 500,000).
 */
export const isPublicWork = (): SQL =>
  sql`(${works.status} = ${sql.raw(String(WorksStatus.PUBLISHED))} and ${works.auditStatus} = ${sql.raw(String(AuditStatus.APPROVED))})`;

/** Pages (book pages or media items) of a work. */
export const pageCountOf = sql<number>`(jsonb_array_length(${works.worksPageList}) + jsonb_array_length(${works.worksContentList}))::int`;

/** What a card needs (no real names). */
export const cardColumns = {
  id: works.id,
  worksName: works.worksName,
  authorPublicName: works.authorPublicName,
  customizeSchoolName: works.customizeSchoolName,
  schoolId: works.schoolId,
  type: works.type,
  kind: works.kind,
  version: works.version,
  worksCoverPic: works.worksCoverPic,
  coverThumbUrl: works.coverThumbUrl,
  coverPicRatioHigh: works.coverPicRatioHigh,
  coverPicRatioWide: works.coverPicRatioWide,
  worksIntro: works.worksIntro,
  likeCount: works.likeCount,
  copyCount: works.copyCount,
  recommend: works.recommend,
  tagIds: works.tagIds,
  publishedAt: works.publishedAt,
  status: works.status,
  auditStatus: works.auditStatus,
};

/** What the author's own list shows (no joins beyond the school). */
export const myItemColumns = {
  ...cardColumns,
  auditRemark: works.auditRemark,
  worksClassId: works.worksClassId,
  lessonId: works.lessonId,
  pageCount: pageCountOf,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
};

/** A list row's own columns; the author's and class names are read after, for its rows. */
const listColumns = {
  ...myItemColumns,
  authorUserId: works.authorUserId,
  authorAccountId: works.authorAccountId,
  schoolId: works.schoolId,
  sortScore: works.sortScore,
  worksCreatorType: works.worksCreatorType,
  worksCreatorId: works.worksCreatorId,
  submittedAt: works.submittedAt,
};

/** Cards without their school names: read a page of them, then `withSchoolNames`. */
export function selectCards(db: TDb) {
  return db.select(cardColumns).from(works).$dynamic();
}

/** A card as read, before its school name. */
export type TCardOwnRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A card: a public work as anyone sees it. */
export type TCardRow = TCardOwnRow & { schoolName: string | null };

/**
 * The public name of the school of each row: the work's custom school name, else the
 * school's, asked of identity for all the rows at once.
 */
export async function withSchoolNames<
  T extends { customizeSchoolName: string | null; schoolId: number },
>(db: TDb, rows: T[]): Promise<(T & { schoolName: string | null })[]> {
  const names = await schoolNamesByIds(
    db,
    rows.flatMap((row) => (row.customizeSchoolName === null ? [row.schoolId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    schoolName: row.customizeSchoolName ?? names.get(row.schoolId) ?? null,
  }));
}

/** List rows without their names: read a page of them, then `withNames`. */
export function selectListRows(db: TDb) {
  return db.select(listColumns).from(works).$dynamic();
}

type TListRowOwn = Awaited<ReturnType<typeof selectListRows>>[number];

/** A list row for the author, their teachers and staff. */
export type TListRow = TListRowOwn & {
  schoolName: string | null;
  authorName: string | null;
  className: string | null;
};

/**
 * The names beside list rows, read for all the rows at once from their owners: the author's
 * real name, and the class of the work (the one it was made in, else, for a pupil's work
 * saved outside a class, the first class of its school that the pupil belongs to).
 */
export async function withNames(db: TDb, rows: TListRowOwn[]): Promise<TListRow[]> {
  const pupilsWithoutClass = rows.flatMap((row) =>
    row.worksClassId === null &&
    row.worksCreatorType === WorksCreatorType.STUDENT &&
    row.authorAccountId !== null
      ? [row.authorAccountId]
      : [],
  );
  const [named, authorNames, classNames, pupilClasses] = await Promise.all([
    withSchoolNames(db, rows),
    userNamesByIds(
      db,
      rows.flatMap((row) => (row.authorUserId === null ? [] : [row.authorUserId])),
    ),
    classNamesByIds(
      db,
      rows.flatMap((row) => (row.worksClassId === null ? [] : [row.worksClassId])),
    ),
    classesOfPupils(db, pupilsWithoutClass),
  ]);
  return named.map((row) => {
    let className = row.worksClassId === null ? null : (classNames.get(row.worksClassId) ?? null);
    if (
      className === null &&
      row.worksCreatorType === WorksCreatorType.STUDENT &&
      row.authorAccountId !== null
    ) {
      const first = pupilClasses
        .get(row.authorAccountId)
        ?.find((pupilClass) => pupilClass.schoolId === row.schoolId);
      className = first?.name ?? null;
    }
    return {
      ...row,
      authorName: row.authorUserId === null ? null : (authorNames.get(row.authorUserId) ?? null),
      className,
    };
  });
}

/** The fields of myItemColumns (a list row has them all). */
export type TMyItemRow = Pick<TListRow, keyof typeof myItemColumns | 'schoolName'>;

/**
 * A whole work with the names its presenters need, and whether `likedBy` likes it (read in
 * the same round trip: the detail pages ask for both). Prepared once (the detail pages' read).
 */
export async function findWork(db: TDb, id: number, likedBy: number | null = null) {
  const [row] = await prepared(db, 'find_work', prepareFindWork).execute({ id, likedBy });
  if (!row) return null;
  const [named] = await withRecordNames(db, [row]);
  return named!;
}

/**
 * The names beside whole works, read for all of them at once from their owners: the class
 * it was made in and its author's real name.
 */
async function withRecordNames<
  T extends {
    work: { authorUserId: number | null; worksClassId: number | null; schoolId: number };
  },
>(
  db: TDb,
  rows: T[],
): Promise<
  (T & { schoolName: string | null; className: string | null; authorName: string | null })[]
> {
  const [schoolNames, classNames, authorNames] = await Promise.all([
    schoolNamesByIds(
      db,
      rows.map(({ work }) => work.schoolId),
    ),
    classNamesByIds(
      db,
      rows.flatMap(({ work }) => (work.worksClassId === null ? [] : [work.worksClassId])),
    ),
    userNamesByIds(
      db,
      rows.flatMap(({ work }) => (work.authorUserId === null ? [] : [work.authorUserId])),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    schoolName: schoolNames.get(row.work.schoolId) ?? null,
    className:
      row.work.worksClassId === null ? null : (classNames.get(row.work.worksClassId) ?? null),
    authorName:
      row.work.authorUserId === null ? null : (authorNames.get(row.work.authorUserId) ?? null),
  }));
}

/** A work's columns for reading it (its search tokens serve the gallery's index only). */
const { searchTokens: _searchTokens, ...workColumns } = getTableColumns(works);

/** A work (its school, class and author names are read after). */
const recordColumns = {
  work: workColumns,
};

function prepareFindWork(db: TDb) {
  // No liker (null) matches no like.
  const liked = sql<boolean>`exists (select 1 from ${worksLikes} where ${worksLikes.worksId} = ${works.id} and ${worksLikes.userId} = ${sql.placeholder('likedBy')})`;
  return db
    .select({ ...recordColumns, liked })
    .from(works)
    .where(eq(works.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_work');
}
export type TWorkRecord = NonNullable<Awaited<ReturnType<typeof findWork>>>;

/** Several works as findWork reads them, without a liker (any order; missing ids left out). */
export async function findWorks(db: TDb, ids: number[]): Promise<Omit<TWorkRecord, 'liked'>[]> {
  const rows = await prepared(db, 'find_works', prepareFindWorks).execute({
    ids: `{${ids.join(',')}}`,
  });
  return withRecordNames(db, rows);
}

function prepareFindWorks(db: TDb) {
  return db
    .select(recordColumns)
    .from(works)
    .where(sql`${works.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('find_works');
}
export type TWorkRow = TWorkRecord['work'];

/** Lock a work for the rest of the transaction. */
export async function lockWork(db: TDb, id: number): Promise<TWorkRow | null> {
  const [row] = await db.select().from(works).where(eq(works.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Is this teacher account a teacher of a class that this pupil account belongs to? */
export const teachesPupil = teacherTeachesPupil;

/**
 * Works whose author is a pupil account taught by a teacher account (optionally in one
 * class): the pupils are asked of the classes domain first, then sent as one array.
 */
export async function byPupilsOfTeacher(
  db: TDb,
  teacherAccountId: number,
  classId?: number,
): Promise<SQL> {
  const pupils = await pupilIdsOfTeacher(db, teacherAccountId, classId);
  return sql`${works.authorAccountId} = any(${`{${pupils.join(',')}}`}::integer[])`;
}

/** Is this account a member (pupil) or teacher of the class? */
export const classRole = roleInClass;

/** The account that made a work, or null when there is no such work. */
export async function authorAccountOfWork(db: TDb, worksId: number): Promise<number | null> {
  const [row] = await db
    .select({ author: works.authorAccountId })
    .from(works)
    .where(eq(works.id, worksId))
    .limit(1);
  return row ? (row.author ?? null) : null;
}
