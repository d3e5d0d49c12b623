import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MemberStatus, type TMemberStatus, type TStudentRow, UserStatus } from '@haoduo/contract';
import { classStudents, courseClasses, studentInitialPasswords } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import {
  accountIdsMatchingSql,
  accountNamesByIds,
  pupilAccountsByIds,
  queryPupilAccounts,
  searchSchoolPupils,
  type TPupilAccountFilter,
  type TPupilAccountRow,
} from '../identity';
import { likePattern } from './classes.mng-queries';

/**
 * Read models of pupils for the class management pages and the back office. The people
 * (names, login names, account states) come from the identity module, in one batch per list.
 */

function membershipSelect(db: TDb) {
  return db
    .select({
      accountId: classStudents.accountId,
      worksCourseClassId: classStudents.classId,
      courseClassName: courseClasses.courseClassName,
      status: classStudents.status,
      mac: classStudents.mac,
      joinedAt: classStudents.joinedAt,
    })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .$dynamic();
}

type TMembershipRow = Awaited<ReturnType<ReturnType<typeof membershipSelect>['execute']>>[number];

export interface TRosterRow {
  worksStudentId: number;
  userId: number;
  name: string;
  username: string | null;
  worksCourseClassId: number;
  courseClassName: string;
  status: TMemberStatus;
  accountStatus: number;
  userStatus: number;
  mac: string | null;
  joinedAt: Date;
  initialPasswordUnchanged: boolean;
}

/** The memberships with their people, in the same order (one batch each). */
async function withPeople(db: TDb, rows: TMembershipRow[]): Promise<TRosterRow[]> {
  const people = await pupilAccountsByIds(
    db,
    rows.map((row) => row.accountId),
  );
  const userIds = [...new Set([...people.values()].map((p) => p.userId))];
  const initials =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: studentInitialPasswords.userId,
            passwordHash: studentInitialPasswords.passwordHash,
          })
          .from(studentInitialPasswords)
          .where(inArray(studentInitialPasswords.userId, userIds));
  const initialHash = new Map(initials.map((row) => [row.userId, row.passwordHash]));
  return rows.flatMap((row) => {
    const person = people.get(row.accountId);
    if (!person) return [];
    const initial = initialHash.get(person.userId);
    return [
      {
        worksStudentId: row.accountId,
        userId: person.userId,
        name: person.name,
        username: person.username,
        worksCourseClassId: row.worksCourseClassId,
        courseClassName: row.courseClassName,
        status: row.status,
        accountStatus: person.accountStatus,
        userStatus: person.userStatus,
        mac: row.mac,
        joinedAt: row.joinedAt,
        initialPasswordUnchanged: initial != null && initial === person.passwordHash,
      },
    ];
  });
}

export function presentRosterRow(row: TRosterRow): TStudentRow {
  return {
    worksStudentId: row.worksStudentId,
    name: row.name,
    username: row.username ?? '',
    worksCourseClassId: row.worksCourseClassId,
    courseClassName: row.courseClassName,
    status: row.status,
    mac: row.mac,
    joinedAt: row.joinedAt.toISOString(),
    initialPasswordUnchanged: Boolean(row.initialPasswordUnchanged),
  };
}

function rosterWhere(classId: number, filter: { keyword?: string; status?: number }) {
  const conditions: (SQL | undefined)[] = [eq(classStudents.classId, classId)];
  if (filter.keyword) {
    conditions.push(
      sql`${classStudents.accountId} in (${accountIdsMatchingSql(likePattern(filter.keyword))})`,
    );
  }
  if (filter.status !== undefined) {
    conditions.push(eq(classStudents.status, filter.status as TMemberStatus));
  }
  return and(...conditions);
}

export async function rosterPage(
  db: TDb,
  classId: number,
  query: { keyword?: string; status?: number; currentPage: number; pageSize: number },
) {
  const where = rosterWhere(classId, query);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    membershipSelect(db)
      .where(where)
      .orderBy(asc(classStudents.joinedAt), asc(classStudents.accountId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(classStudents)
      .where(where),
  ]);
  const list = await withPeople(db, rows);
  return { list: list.map(presentRosterRow), total: Number(count?.total ?? 0) };
}

/** Every pupil of a class (exports, cards, checks), at most 10,000. */
export async function rosterAll(db: TDb, classId: number): Promise<TRosterRow[]> {
  const rows = await membershipSelect(db)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.joinedAt), asc(classStudents.accountId))
    .limit(10_000);
  return withPeople(db, rows);
}

/** Pupils who cannot use the class now, with the reasons in Chinese. */
export async function errorStudents(db: TDb, classId: number) {
  const rows = await rosterAll(db, classId);
  const nameCount = new Map<string, number>();
  for (const row of rows) nameCount.set(row.name, (nameCount.get(row.name) ?? 0) + 1);
  return rows
    .map((row) => {
      const reasons: string[] = [];
      if (row.status !== MemberStatus.ENABLED) reasons.push('已在本班停用');
      if (row.accountStatus !== MemberStatus.ENABLED) reasons.push('学校账号已停用');
      if (row.userStatus !== UserStatus.ACTIVE) reasons.push('账号已停用，无法登录');
      if ((nameCount.get(row.name) ?? 0) > 1) reasons.push('班内有同名学生，请用登录名区分');
      return { ...presentRosterRow(row), reasons };
    })
    .filter((row) => row.reasons.length > 0);
}

/** Pupils of a school by name or login name (at most 20), with their classes there. */
export async function searchStudents(db: TDb, schoolId: number, keyword: string) {
  const rows = await searchSchoolPupils(db, schoolId, likePattern(keyword), 20);
  const classes = await classNamesOf(
    db,
    rows.map((r) => r.worksStudentId),
  );
  return rows.map((row) => ({
    ...row,
    username: row.username ?? '',
    classNames: (classes.get(row.worksStudentId) ?? []).map((c) => c.courseClassName),
    classIds: (classes.get(row.worksStudentId) ?? []).map((c) => c.id),
  }));
}

async function classNamesOf(db: TDb, accountIds: number[]) {
  const result = new Map<number, { id: number; courseClassName: string; status: number }[]>();
  if (accountIds.length === 0) return result;
  const rows = await db
    .select({
      accountId: classStudents.accountId,
      id: courseClasses.id,
      courseClassName: courseClasses.courseClassName,
      status: classStudents.status,
    })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(inArray(classStudents.accountId, accountIds))
    .orderBy(asc(courseClasses.id));
  for (const row of rows) {
    const list = result.get(row.accountId) ?? [];
    list.push({ id: row.id, courseClassName: row.courseClassName, status: row.status });
    result.set(row.accountId, list);
  }
  return result;
}

export interface TStudentMngFilter {
  schoolIds: number[] | 'all';
  schoolId?: number;
  classId?: number;
  keyword?: string;
  status?: number;
  /** Plain teachers: only pupils of the classes they teach. */
  teacherAccountId?: number;
}

/** The identity search for the filter; class conditions are subqueries of class tables. */
function pupilFilter(filter: TStudentMngFilter): TPupilAccountFilter {
  const accountIdsIn: SQL[] = [];
  if (filter.classId !== undefined) {
    accountIdsIn.push(
      sql`select ${classStudents.accountId} from ${classStudents} where ${classStudents.classId} = ${filter.classId}`,
    );
  }
  if (filter.teacherAccountId !== undefined) {
    accountIdsIn.push(
      sql`select cs.account_id from class_students cs inner join class_teachers ct on ct.class_id = cs.class_id where ct.account_id = ${filter.teacherAccountId}`,
    );
  }
  return {
    schoolIds: filter.schoolIds,
    schoolId: filter.schoolId,
    pattern: filter.keyword ? likePattern(filter.keyword) : undefined,
    status: filter.status,
    accountIdsIn,
  };
}

async function presentMng(db: TDb, rows: TPupilAccountRow[]) {
  const classes = await classNamesOf(
    db,
    rows.map((r) => r.worksStudentId),
  );
  return rows.map((row) => ({
    worksStudentId: row.worksStudentId,
    name: row.name,
    username: row.username ?? '',
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    classList: classes.get(row.worksStudentId) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function queryStudents(
  db: TDb,
  filter: TStudentMngFilter,
  page: { currentPage: number; pageSize: number },
) {
  const { rows, total } = await queryPupilAccounts(db, pupilFilter(filter), pageWindow(page));
  return { list: await presentMng(db, rows), total };
}

/** Names of the pupils of a class (pre-validation of an add). */
export async function classMemberNames(db: TDb, classId: number): Promise<Set<string>> {
  const rows = await db
    .select({ accountId: classStudents.accountId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId));
  const people = await accountNamesByIds(
    db,
    rows.map((r) => r.accountId),
  );
  return new Set(people.map((r) => r.name));
}
