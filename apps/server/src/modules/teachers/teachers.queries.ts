import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AccountType,
  TeacherRoleType,
  type TMemberStatus,
  type TTeacherRoleType,
  type TTeacherRow,
} from '@haoduo/contract';
import { accounts, classTeachers, schools, users } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { likePattern } from '../classes';

export interface TTeacherFilter {
  schoolIds: number[] | 'all';
  schoolId?: number;
  keyword?: string;
  status?: number;
  teacherRoleType?: number;
}

function teacherWhere(filter: TTeacherFilter) {
  const conditions: (SQL | undefined)[] = [eq(accounts.accountType, AccountType.TEACHER)];
  if (filter.schoolIds !== 'all') {
    conditions.push(
      filter.schoolIds.length === 0 ? sql`false` : inArray(accounts.schoolId, filter.schoolIds),
    );
  }
  if (filter.schoolId !== undefined) conditions.push(eq(accounts.schoolId, filter.schoolId));
  if (filter.status !== undefined) {
    conditions.push(eq(accounts.status, filter.status as TMemberStatus));
  }
  if (filter.teacherRoleType !== undefined) {
    conditions.push(
      filter.teacherRoleType === TeacherRoleType.TEACHER
        ? or(
            eq(accounts.teacherRoleType, TeacherRoleType.TEACHER),
            sql`${accounts.teacherRoleType} is null`,
          )
        : eq(accounts.teacherRoleType, filter.teacherRoleType as TTeacherRoleType),
    );
  }
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(or(ilike(accounts.name, pattern), ilike(users.mobile, pattern)));
  }
  return and(...conditions);
}

function teacherSelect(db: TDb) {
  return db
    .select({
      worksTeacherId: accounts.id,
      userId: accounts.userId,
      name: accounts.name,
      mobile: users.mobile,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
      teacherRoleType: accounts.teacherRoleType,
      status: accounts.status,
      tourist: accounts.tourist,
      createdAt: accounts.createdAt,
      classCount: sql<number>`(select count(*)::int from ${classTeachers} where ${classTeachers.accountId} = ${accounts.id})`,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .$dynamic();
}

type TTeacherSelectRow = NonNullable<Awaited<ReturnType<typeof findTeacherAccount>>>;

export function presentTeacher(row: TTeacherSelectRow): TTeacherRow {
  return {
    worksTeacherId: row.worksTeacherId,
    name: row.name,
    mobile: row.mobile,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    teacherRoleType: row.teacherRoleType ?? 1,
    status: row.status,
    classCount: Number(row.classCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findTeacherAccount(db: TDb, accountId: number) {
  const [row] = await teacherSelect(db)
    .where(and(eq(accounts.id, accountId), eq(accounts.accountType, AccountType.TEACHER)))
    .limit(1);
  return row ?? null;
}

export async function queryTeachers(
  db: TDb,
  filter: TTeacherFilter,
  page: { currentPage: number; pageSize: number },
) {
  const where = teacherWhere(filter);
  const { limit, offset } = pageWindow(page);
  const [rows, [count]] = await Promise.all([
    teacherSelect(db).where(where).orderBy(desc(accounts.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return { list: rows.map(presentTeacher), total: Number(count?.total ?? 0) };
}

export async function exportTeachers(db: TDb, filter: TTeacherFilter) {
  const rows = await teacherSelect(db)
    .where(teacherWhere(filter))
    .orderBy(desc(accounts.id))
    .limit(10_000);
  return rows.map(presentTeacher);
}
