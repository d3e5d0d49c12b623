import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AccountType,
  MemberStatus,
  TeacherRoleType,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import { accounts, schools, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/**
 * Accounts and people as other modules need them: teacher accounts (type 1) with their
 * person and school for the teachers module (their classes are the classes domain's, which
 * counts them), names by user id, a person's pupil accounts.
 */

export interface TTeacherAccountFilter {
  schoolIds: number[] | 'all';
  schoolId?: number;
  /** A LIKE pattern (already escaped) matched against the name and the mobile. */
  keywordPattern?: string;
  status?: number;
  teacherRoleType?: number;
}

function teacherWhere(filter: TTeacherAccountFilter) {
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
  if (filter.keywordPattern) {
    const pattern = filter.keywordPattern;
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
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .$dynamic();
}

export type TTeacherAccount = NonNullable<Awaited<ReturnType<typeof findTeacherAccount>>>;

export async function findTeacherAccount(db: TDb, accountId: number) {
  const [row] = await teacherSelect(db)
    .where(and(eq(accounts.id, accountId), eq(accounts.accountType, AccountType.TEACHER)))
    .limit(1);
  return row ?? null;
}

/** One page of teacher accounts, newest first, and how many match. */
export async function queryTeacherAccounts(
  db: TDb,
  filter: TTeacherAccountFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TTeacherAccount[]; total: number }> {
  const where = teacherWhere(filter);
  const [rows, [count]] = await Promise.all([
    teacherSelect(db)
      .where(where)
      .orderBy(desc(accounts.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every matching teacher account (up to `limit`), newest first. */
export async function listTeacherAccounts(
  db: TDb,
  filter: TTeacherAccountFilter,
  limit: number,
): Promise<TTeacherAccount[]> {
  return teacherSelect(db).where(teacherWhere(filter)).orderBy(desc(accounts.id)).limit(limit);
}

/** The person's teacher account in the school, if any. */
export async function findTeacherAccountId(
  db: TDb,
  userId: number,
  schoolId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, AccountType.TEACHER),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertTeacherAccount(
  db: TDb,
  input: { userId: number; schoolId: number; name: string; teacherRoleType: TTeacherRoleType },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      userId: input.userId,
      schoolId: input.schoolId,
      accountType: AccountType.TEACHER,
      name: input.name,
      teacherRoleType: input.teacherRoleType,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/** Whether the person has an account (of any type) in another school than this one. */
export async function hasAccountInOtherSchool(
  db: TDb,
  userId: number,
  schoolId: number,
): Promise<boolean> {
  const [other] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), ne(accounts.schoolId, schoolId)))
    .limit(1);
  return other !== undefined;
}

export async function setUserMobile(db: TDb, userId: number, mobile: string): Promise<void> {
  await db
    .update(users)
    .set({ mobile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateTeacherAccount(
  db: TDb,
  accountId: number,
  changes: { name?: string; teacherRoleType?: TTeacherRoleType },
): Promise<void> {
  await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
}

export async function setAccountStatus(
  db: TDb,
  accountId: number,
  status: TMemberStatus,
): Promise<void> {
  await db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
}

export async function deleteAccount(db: TDb, accountId: number): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, accountId));
}

/** The names of these people, by user id (one query). */
export async function userNamesByIds(
  db: TDb,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The person's enabled pupil accounts (any school status) and their schools. */
export async function enabledStudentAccountsOfUser(
  db: TDb,
  userId: number,
): Promise<{ accountId: number; schoolId: number }[]> {
  return db
    .select({ accountId: accounts.id, schoolId: accounts.schoolId })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, AccountType.STUDENT),
        eq(accounts.status, MemberStatus.ENABLED),
      ),
    );
}
