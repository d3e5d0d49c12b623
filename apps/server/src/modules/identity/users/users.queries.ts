import { MemberStatus, SchoolStatus } from '@haoduo/contract';
import type { TAccountType } from '@haoduo/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { accounts, schools, staffMembers, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

export type TUserRow = typeof users.$inferSelect;

export async function findUserById(db: TDb, id: number): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByUsername(db: TDb, username: string): Promise<TUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByMobile(db: TDb, mobile: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export interface TAccountRow {
  accountId: number;
  accountName: string;
  accountType: TAccountType;
  schoolId: number;
  schoolName: string;
  tourist: boolean;
}

/** Active accounts of a user, of one account type, in active schools, oldest first. */
export async function findAccountsOfUser(
  db: TDb,
  userId: number,
  accountType: TAccountType,
): Promise<TAccountRow[]> {
  const rows = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.accountType,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
      tourist: accounts.tourist,
    })
    .from(accounts)
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, accountType),
        eq(accounts.status, MemberStatus.ENABLED),
        eq(schools.status, SchoolStatus.ENABLED),
      ),
    )
    .orderBy(asc(accounts.id));
  return rows.map((row) => ({ ...row, tourist: row.tourist === 1 }));
}

export async function findStaffMember(db: TDb, userId: number) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Trial (tourist) accounts: how many, and the newest with their owner's mobile. */
export async function findTrialClaims(db: TDb, limit: number) {
  const active = and(eq(accounts.tourist, 1), eq(accounts.status, MemberStatus.ENABLED));
  const [total] = await db.select({ n: count() }).from(accounts).where(active);
  const rows = await db
    .select({ accountName: accounts.name, mobile: users.mobile })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(active)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

/** Whether a user has an active account of the type (optionally trial accounts only). */
export async function hasActiveAccount(
  db: TDb,
  userId: number,
  accountType: TAccountType,
  touristOnly = false,
): Promise<boolean> {
  const rows = await findAccountsOfUser(db, userId, accountType);
  return rows.some((row) => !touristOnly || row.tourist);
}
