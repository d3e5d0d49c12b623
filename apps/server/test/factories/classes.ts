import { AccountType, StaffType, TeacherRoleType, type TTeacherRoleType } from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  accounts,
  classStudents,
  courseClasses,
  schools,
  staffMembers,
  users,
} from '../../src/db/schema';
import { createSession, createUser, ensureAccount } from '../../src/modules/identity';
import type { TCallOptions, TTestApp } from '../helpers/test-app';

/**
 * Test factories for classes, pupils and teachers: sessions for the demo people (made
 * directly, so these tests do not depend on the sign-in calls), extra teachers and staff,
 * and lookups by class code.
 */

export interface TCaller {
  token: string;
  /** Call options with the token and the tenancy headers of the wire contract. */
  opts(schoolId?: number): TCallOptions;
}

function caller(token: string, accountType: number | null, defaultSchool?: number): TCaller {
  return {
    token,
    opts(schoolId = defaultSchool) {
      const headers: Record<string, string> = {};
      if (accountType !== null) headers['accounts-info'] = String(accountType);
      if (schoolId !== undefined) headers['tenant-info'] = String(schoolId);
      return { token, headers };
    },
  };
}

async function userId(t: TTestApp, where: { username?: string; mobile?: string }) {
  const db = t.database.db;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      where.username
        ? sql`lower(${users.username}) = lower(${where.username})`
        : eq(users.mobile, where.mobile!),
    )
    .limit(1);
  if (!row) throw new Error(`no user ${JSON.stringify(where)}`);
  return row.id;
}

export async function studentCaller(t: TTestApp, username: string, schoolId?: number) {
  const session = await createSession(t.database.db, {
    userId: await userId(t, { username }),
    audience: 'learner',
    accountType: AccountType.STUDENT,
  });
  return caller(session.token, AccountType.STUDENT, schoolId);
}

export async function teacherCaller(t: TTestApp, mobile: string, schoolId?: number) {
  const session = await createSession(t.database.db, {
    userId: await userId(t, { mobile }),
    audience: 'learner',
    accountType: AccountType.TEACHER,
  });
  return caller(session.token, AccountType.TEACHER, schoolId);
}

export async function superAdmin(t: TTestApp) {
  return caller(await t.api.staffToken(), null);
}

/** A back-office school manager of one school. */
export async function schoolManagerStaff(t: TTestApp, schoolId: number, mobile: string) {
  const db = t.database.db;
  const id = await createUser(db, { name: '校管理员', mobile, password: null });
  await db
    .insert(staffMembers)
    .values({ userId: id, staffType: StaffType.SCHOOL_MANAGER, schoolId });
  const session = await createSession(db, { userId: id, audience: 'staff', accountType: null });
  return caller(session.token, null);
}

/** A teacher of one school only; role 2 makes them the school's manager. */
export async function newTeacher(
  t: TTestApp,
  input: { mobile: string; name: string; schoolId: number; role?: TTeacherRoleType },
) {
  const db = t.database.db;
  const id = await createUser(db, { name: input.name, mobile: input.mobile, password: null });
  const accountId = await ensureAccount(db, {
    userId: id,
    schoolId: input.schoolId,
    accountType: AccountType.TEACHER,
    name: input.name,
    teacherRoleType: input.role ?? TeacherRoleType.TEACHER,
  });
  const session = await createSession(db, {
    userId: id,
    audience: 'learner',
    accountType: AccountType.TEACHER,
  });
  return { ...caller(session.token, AccountType.TEACHER, input.schoolId), accountId, userId: id };
}

export async function classByCode(t: TTestApp, code: string) {
  const [row] = await t.database.db
    .select()
    .from(courseClasses)
    .where(eq(courseClasses.classCode, code))
    .limit(1);
  if (!row) throw new Error(`no class ${code}`);
  return row;
}

export async function schoolIds(t: TTestApp): Promise<{ primary: number; middle: number }> {
  const rows = await t.database.db.select().from(schools);
  const find = (name: string) => rows.find((r) => r.name === name)!.id;
  return { primary: find('好多AI实验小学'), middle: find('未来科技中学') };
}

/** The student account of a login name in a school. */
export async function studentAccountId(t: TTestApp, username: string, schoolId: number) {
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, AccountType.STUDENT),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no student account ${username}`);
  return row.id;
}

export async function memberCount(t: TTestApp, classId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(classStudents)
    .where(eq(classStudents.classId, classId));
  return Number(row?.n ?? 0);
}

export async function userCount(t: TTestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}
