import type { TAccountType } from '@haoduo/contract';
import { asc, eq, ilike, inArray } from 'drizzle-orm';
import { accounts, schools, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/** Batch reads of accounts and schools by id or name, for other modules' lists. */

/** One account's id and school, or null. */
export async function findAccountSchool(
  db: TDb,
  accountId: number,
): Promise<{ id: number; schoolId: number } | null> {
  const [row] = await db
    .select({ id: accounts.id, schoolId: accounts.schoolId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** The names and types of these accounts, by id. */
export async function accountsByIds(
  db: TDb,
  accountIds: readonly number[],
): Promise<Map<number, { name: string; accountType: TAccountType }>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, accountType: row.accountType }]));
}

/** These accounts with their person's username, ordered by name then id. */
export async function accountsWithUsernames(
  db: TDb,
  accountIds: readonly number[],
): Promise<{ id: number; name: string; username: string | null }[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ id: accounts.id, name: accounts.name, username: users.username })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(inArray(accounts.id, [...new Set(accountIds)]))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** The accounts of a type. */
export async function accountIdsOfType(db: TDb, accountType: TAccountType): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountType, accountType));
  return rows.map((row) => row.id);
}

/** The accounts whose name matches a LIKE pattern (case-insensitive). */
export async function accountIdsNamed(db: TDb, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(ilike(accounts.name, pattern));
  return rows.map((row) => row.id);
}

/** The names of these schools, by id. */
export async function schoolNamesByIds(
  db: TDb,
  schoolIds: readonly number[],
): Promise<Map<number, string>> {
  if (schoolIds.length === 0) return new Map();
  const rows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...new Set(schoolIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The schools whose name matches a LIKE pattern (case-insensitive). */
export async function schoolIdsNamed(db: TDb, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(ilike(schools.name, pattern));
  return rows.map((row) => row.id);
}
