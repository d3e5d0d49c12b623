import type { TAccountType, TTeacherRoleType } from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { hashPassword } from './passwords';

export interface TCreateUserInput {
  name: string;
  username?: string | null;
  mobile?: string | null;
  /** Plain password; null for people who sign in by code only. */
  password: string | null;
}

export async function createUser(db: TDb, input: TCreateUserInput): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      username: input.username ?? null,
      mobile: input.mobile ?? null,
      passwordHash: input.password === null ? null : await hashPassword(input.password),
    })
    .returning({ id: users.id });
  return row!.id;
}

export interface TEnsureAccountInput {
  userId: number;
  schoolId: number;
  accountType: TAccountType;
  name: string;
  tourist?: boolean;
  teacherRoleType?: TTeacherRoleType;
}

/** The user's account in a school of that type, created if missing. Returns its id. */
export async function ensureAccount(db: TDb, input: TEnsureAccountInput): Promise<number> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, input.userId),
        eq(accounts.schoolId, input.schoolId),
        eq(accounts.accountType, input.accountType),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(accounts)
    .values({
      userId: input.userId,
      schoolId: input.schoolId,
      accountType: input.accountType,
      name: input.name,
      tourist: input.tourist ? 1 : 0,
      teacherRoleType: input.teacherRoleType ?? null,
    })
    .returning({ id: accounts.id });
  return row!.id;
}
