import { AuditStatus, WorksStatus } from '@haoduo/contract';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  classStudents,
  courseClasses,
  schools,
  users,
  works,
  worksLikes,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { pupilIdsOfTeacher, roleInClass, teacherTeachesPupil } from '../classes';

/**
 * Reads of works. The author's real name (users.name) and the class and school names are
 * joined read-only for presenters; class membership (class_teachers, class_students) is read
 * for the teacher rule of works.policy.
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

/** The public name of the school: the work's custom school name, else the school's. */
export const schoolNameOf = sql<
  string | null
>`coalesce(${works.customizeSchoolName}, ${schools.name})`;

/** Pages (book pages or media items) of a work. */
export const pageCountOf = sql<number>`(jsonb_array_length(${works.worksPageList}) + jsonb_array_length(${works.worksContentList}))::int`;

/** What a card needs (no real names). */
export const cardColumns = {
  id: works.id,
  worksName: works.worksName,
  authorPublicName: works.authorPublicName,
  schoolName: schoolNameOf,
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
  pageCount: pageCountOf,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
};

/**
 * The class of a work: the one it was made in, else (a work saved outside a class) the
 * first class of its school that its pupil author belongs to.
 */
const classNameOf = sql<
  string | null
>`coalesce(${courseClasses.courseClassName}, (select cc.course_class_name from ${classStudents} cs join ${courseClasses} cc on cc.id = cs.class_id where cs.account_id = ${works.authorAccountId} and cc.school_id = ${works.schoolId} and ${works.worksCreatorType} = 2 order by cs.class_id limit 1))`;

/** A list row for the author, their teachers and staff. */
export const listColumns = {
  ...myItemColumns,
  authorName: users.name,
  authorUserId: works.authorUserId,
  authorAccountId: works.authorAccountId,
  className: classNameOf,
  schoolId: works.schoolId,
  sortScore: works.sortScore,
  worksCreatorType: works.worksCreatorType,
  worksCreatorId: works.worksCreatorId,
  submittedAt: works.submittedAt,
};

export function selectCards(db: TDb) {
  return db
    .select(cardColumns)
    .from(works)
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .$dynamic();
}

export function selectListRows(db: TDb) {
  return db
    .select(listColumns)
    .from(works)
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .leftJoin(users, eq(users.id, works.authorUserId))
    .leftJoin(courseClasses, eq(courseClasses.id, works.worksClassId))
    .$dynamic();
}

export type TCardRow = Awaited<ReturnType<typeof selectCards>>[number];
export type TListRow = Awaited<ReturnType<typeof selectListRows>>[number];
/** The fields of myItemColumns (a list row has them all). */
export type TMyItemRow = Pick<TListRow, keyof typeof myItemColumns>;

/**
 * A whole work with the names its presenters need, and whether `likedBy` likes it (read in
 * the same round trip: the detail pages ask for both). Prepared once (the detail pages' read).
 */
export async function findWork(db: TDb, id: number, likedBy: number | null = null) {
  const [row] = await prepared(db, 'find_work', prepareFindWork).execute({ id, likedBy });
  return row ?? null;
}

/** A work's columns for reading it (its search tokens serve the gallery's index only). */
const { searchTokens: _searchTokens, ...workColumns } = getTableColumns(works);

/** A work with the names shown beside it (its school, class and author). */
const recordColumns = {
  work: workColumns,
  schoolName: schools.name,
  className: courseClasses.courseClassName,
  authorName: users.name,
};

function prepareFindWork(db: TDb) {
  // No liker (null) matches no like.
  const liked = sql<boolean>`exists (select 1 from ${worksLikes} where ${worksLikes.worksId} = ${works.id} and ${worksLikes.userId} = ${sql.placeholder('likedBy')})`;
  return db
    .select({ ...recordColumns, liked })
    .from(works)
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .leftJoin(users, eq(users.id, works.authorUserId))
    .leftJoin(courseClasses, eq(courseClasses.id, works.worksClassId))
    .where(eq(works.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_work');
}
export type TWorkRecord = NonNullable<Awaited<ReturnType<typeof findWork>>>;

/** Several works as findWork reads them, without a liker (any order; missing ids left out). */
export async function findWorks(db: TDb, ids: number[]): Promise<Omit<TWorkRecord, 'liked'>[]> {
  return prepared(db, 'find_works', prepareFindWorks).execute({ ids: `{${ids.join(',')}}` });
}

function prepareFindWorks(db: TDb) {
  return db
    .select(recordColumns)
    .from(works)
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .leftJoin(users, eq(users.id, works.authorUserId))
    .leftJoin(courseClasses, eq(courseClasses.id, works.worksClassId))
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
