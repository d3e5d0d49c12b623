import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AccountType, MemberStatus, type TMemberStatus, type TStudentRow } from '@haoduo/contract';
import {
  accounts,
  classStudents,
  courseClasses,
  schools,
  studentInitialPasswords,
  users,
} from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { likePattern } from './classes.mng-queries';

/** Read models of pupils for the class management pages and the back office. */

const initialUnchanged = sql<boolean>`(${studentInitialPasswords.passwordHash} is not null and ${studentInitialPasswords.passwordHash} = ${users.passwordHash})`;

function rosterSelect(db: TDb) {
  return db
    .select({
      worksStudentId: accounts.id,
      userId: users.id,
      name: accounts.name,
      username: users.username,
      worksCourseClassId: classStudents.classId,
      courseClassName: courseClasses.courseClassName,
      status: classStudents.status,
      accountStatus: accounts.status,
      userStatus: users.status,
      mac: classStudents.mac,
      joinedAt: classStudents.joinedAt,
      initialPasswordUnchanged: initialUnchanged,
    })
    .from(classStudents)
    .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .leftJoin(studentInitialPasswords, eq(studentInitialPasswords.userId, users.id))
    .$dynamic();
}

type TRosterRow = Awaited<ReturnType<typeof rosterAll>>[number];

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
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(accounts.name, pattern), ilike(users.username, pattern)));
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
    rosterSelect(db)
      .where(where)
      .orderBy(asc(classStudents.joinedAt), asc(accounts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(classStudents)
      .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return { list: rows.map(presentRosterRow), total: Number(count?.total ?? 0) };
}

/** Every pupil of a class (exports, cards, checks), at most 10,000. */
export async function rosterAll(db: TDb, classId: number) {
  return rosterSelect(db)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.joinedAt), asc(accounts.id))
    .limit(10_000);
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
      if (row.accountStatus !== 1) reasons.push('学校账号已停用');
      if (row.userStatus !== 1) reasons.push('账号已停用，无法登录');
      if ((nameCount.get(row.name) ?? 0) > 1) reasons.push('班内有同名学生，请用登录名区分');
      return { ...presentRosterRow(row), reasons };
    })
    .filter((row) => row.reasons.length > 0);
}

/** Pupils of a school by name or login name (at most 20), with their classes there. */
export async function searchStudents(db: TDb, schoolId: number, keyword: string) {
  const pattern = likePattern(keyword);
  const rows = await db
    .select({
      worksStudentId: accounts.id,
      name: accounts.name,
      username: users.username,
      schoolId: accounts.schoolId,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, AccountType.STUDENT),
        or(ilike(accounts.name, pattern), ilike(users.username, pattern)),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(20);
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

function mngWhere(filter: TStudentMngFilter) {
  const conditions: (SQL | undefined)[] = [eq(accounts.accountType, AccountType.STUDENT)];
  if (filter.schoolIds !== 'all') {
    conditions.push(
      filter.schoolIds.length === 0 ? sql`false` : inArray(accounts.schoolId, filter.schoolIds),
    );
  }
  if (filter.schoolId !== undefined) conditions.push(eq(accounts.schoolId, filter.schoolId));
  if (filter.classId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${classStudents} where ${classStudents.accountId} = ${accounts.id} and ${classStudents.classId} = ${filter.classId})`,
    );
  }
  if (filter.teacherAccountId !== undefined) {
    conditions.push(
      sql`exists (select 1 from class_students cs inner join class_teachers ct on ct.class_id = cs.class_id where cs.account_id = ${accounts.id} and ct.account_id = ${filter.teacherAccountId})`,
    );
  }
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(accounts.name, pattern), ilike(users.username, pattern)));
  }
  if (filter.status !== undefined) {
    conditions.push(eq(accounts.status, filter.status as TMemberStatus));
  }
  return and(...conditions);
}

function mngSelect(db: TDb) {
  return db
    .select({
      worksStudentId: accounts.id,
      name: accounts.name,
      username: users.username,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .$dynamic();
}

interface TMngRow {
  worksStudentId: number;
  name: string;
  username: string | null;
  schoolId: number;
  schoolName: string;
  createdAt: Date;
}

async function presentMng(db: TDb, rows: TMngRow[]) {
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
  const where = mngWhere(filter);
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    mngSelect(db).where(where).orderBy(desc(accounts.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return { list: await presentMng(db, rows), total: Number(count?.total ?? 0) };
}

export async function exportStudents(db: TDb, filter: TStudentMngFilter) {
  const rows = await mngSelect(db).where(mngWhere(filter)).orderBy(desc(accounts.id)).limit(10_000);
  return presentMng(db, rows);
}

/** Names of the pupils of a class (pre-validation of an add). */
export async function classMemberNames(db: TDb, classId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: accounts.name })
    .from(classStudents)
    .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
    .where(eq(classStudents.classId, classId));
  return new Set(rows.map((r) => r.name));
}
