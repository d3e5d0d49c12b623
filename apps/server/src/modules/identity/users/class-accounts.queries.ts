import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  AccountType,
  MemberStatus,
  type TAccountType,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import { accounts, schools, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/**
 * The reads and writes the classes module makes on people and their accounts: pupils it
 * creates and manages, teacher and pupil accounts it checks. Lists are read in one query
 * for many ids. Writes take the caller's transaction.
 */

/** Login names (lower-cased) of those given that a user has already. */
export async function takenUsernames(db: TDb, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, lower));
  return new Set(rows.map((r) => (r.username ?? '').toLowerCase()));
}

/** The current password hashes of these users, by user id (one query). */
export async function passwordHashesOfUsers(
  db: TDb,
  userIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.passwordHash]));
}

/** A new pupil: the user and its student account in the school. */
export async function insertPupilUser(
  tx: TDb,
  pupil: { name: string; username: string; passwordHash: string; schoolId: number },
): Promise<{ userId: number; accountId: number }> {
  const [user] = await tx
    .insert(users)
    .values({ name: pupil.name, username: pupil.username, passwordHash: pupil.passwordHash })
    .returning({ id: users.id });
  const accountId = await insertStudentAccount(tx, {
    userId: user!.id,
    schoolId: pupil.schoolId,
    name: pupil.name,
  });
  return { userId: user!.id, accountId };
}

/** A student account for an existing person in a school; answers its id. */
export async function insertStudentAccount(
  tx: TDb,
  input: { userId: number; schoolId: number; name: string },
): Promise<number> {
  const [account] = await tx
    .insert(accounts)
    .values({
      userId: input.userId,
      schoolId: input.schoolId,
      accountType: AccountType.STUDENT,
      name: input.name,
    })
    .returning({ id: accounts.id });
  return account!.id;
}

export async function setUserPasswordHash(
  tx: TDb,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setUsername(db: TDb, userId: number, username: string): Promise<void> {
  await db
    .update(users)
    .set({ username, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A student account with its user's login name. */
export async function findStudentAccount(db: TDb, accountId: number) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      userId: accounts.userId,
      schoolId: accounts.schoolId,
      name: accounts.name,
      status: accounts.status,
      username: users.username,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.id, accountId), eq(accounts.accountType, AccountType.STUDENT)))
    .limit(1);
  return row ?? null;
}

/** The person's student account in the school, if any. */
export async function findStudentAccountInSchool(
  db: TDb,
  userId: number,
  schoolId: number,
): Promise<{ id: number; status: TMemberStatus } | null> {
  const [row] = await db
    .select({ id: accounts.id, status: accounts.status })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, AccountType.STUDENT),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Account names of these accounts, in id order (one query). */
export async function accountNamesByIds(
  db: TDb,
  accountIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]))
    .orderBy(asc(accounts.id));
}

/** Those of the accounts that are accounts of the given type in the school. */
async function accountIdsInSchool(
  db: TDb,
  accountIds: readonly number[],
  schoolId: number,
  accountType: TAccountType,
  status?: TMemberStatus,
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, [...accountIds]),
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, accountType),
        status === undefined ? undefined : eq(accounts.status, status),
      ),
    );
  return rows.map((r) => r.id);
}

/** Those of the accounts that are student accounts of the school. */
export function studentAccountIdsInSchool(
  db: TDb,
  accountIds: readonly number[],
  schoolId: number,
): Promise<number[]> {
  return accountIdsInSchool(db, accountIds, schoolId, AccountType.STUDENT);
}

/** Those of the accounts that are enabled teacher accounts of the school. */
export function enabledTeacherAccountIdsInSchool(
  db: TDb,
  accountIds: readonly number[],
  schoolId: number,
): Promise<number[]> {
  return accountIdsInSchool(db, accountIds, schoolId, AccountType.TEACHER, MemberStatus.ENABLED);
}

/** The schools of a district. */
export async function schoolIdsOfDistrict(db: TDb, districtId: number): Promise<number[]> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.districtId, districtId));
  return rows.map((r) => r.id);
}

/** A teacher account's role, or null (no account, or no role set). */
export async function teacherRoleOf(db: TDb, accountId: number): Promise<TTeacherRoleType | null> {
  const [row] = await db
    .select({ role: accounts.teacherRoleType })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.role ?? null;
}

/**
 * A subquery of the ids of a person's enabled accounts, for conditions of other modules'
 * queries (the user id may be a placeholder of a prepared statement).
 */
export function enabledAccountIdsOfUserSql(userId: number | SQLWrapper): SQL {
  return sql`select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId} and ${accounts.status} = ${MemberStatus.ENABLED}`;
}

/** Has the person an enabled account of the type in the school? */
export async function hasEnabledAccountInSchool(
  db: TDb,
  userId: number,
  schoolId: number,
  accountType: TAccountType,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.schoolId, schoolId),
        eq(accounts.accountType, accountType),
        eq(accounts.status, MemberStatus.ENABLED),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The person's enabled student accounts with their schools' names, in id order. */
export async function enabledStudentAccountsWithSchool(db: TDb, userId: number) {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.accountType,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
    })
    .from(accounts)
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, AccountType.STUDENT),
        eq(accounts.status, MemberStatus.ENABLED),
      ),
    )
    .orderBy(asc(accounts.id));
}

/** A school row, or null. */
export async function findSchool(db: TDb, schoolId: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row ?? null;
}
