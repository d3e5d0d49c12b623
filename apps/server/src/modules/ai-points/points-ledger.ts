import {
  AiPointOwnerType,
  AiPointType,
  type TAiPointOwnerType,
  type TAiPointRuleType,
  type TAiPointType,
} from '@haoduo/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { aiPointAccounts, aiPointRecords } from '../../db/schema';
import { shanghaiDayStart } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';

/**
 * The ledger: balances and their records. A balance changes only through `debit` (one
 * conditional UPDATE that never takes it below zero, safe under any number of concurrent
 * requests) and `credit`, and every change writes a record with its reason in the same
 * transaction.
 */

export type TPointAccountRow = typeof aiPointAccounts.$inferSelect;

export type TPointOwner =
  | { ownerType: typeof AiPointOwnerType.SCHOOL; schoolId: number }
  | { ownerType: typeof AiPointOwnerType.CLASS; schoolId: number; classId: number }
  | { ownerType: typeof AiPointOwnerType.USER; schoolId: number; accountId: number };

function ownerWhere(owner: TPointOwner) {
  switch (owner.ownerType) {
    case AiPointOwnerType.SCHOOL:
      return and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.SCHOOL),
        eq(aiPointAccounts.schoolId, owner.schoolId),
      );
    case AiPointOwnerType.CLASS:
      return and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.CLASS),
        eq(aiPointAccounts.classId, owner.classId),
      );
    case AiPointOwnerType.USER:
      return and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.USER),
        eq(aiPointAccounts.accountId, owner.accountId),
      );
  }
}

export async function findPointAccount(
  db: TDb,
  owner: TPointOwner,
): Promise<TPointAccountRow | null> {
  const [row] = await db.select().from(aiPointAccounts).where(ownerWhere(owner)).limit(1);
  return row ?? null;
}

export async function findPointAccountById(db: TDb, id: number): Promise<TPointAccountRow | null> {
  const [row] = await db.select().from(aiPointAccounts).where(eq(aiPointAccounts.id, id)).limit(1);
  return row ?? null;
}

/** The owner's account, made (empty) the first time it is needed. */
export async function ensurePointAccount(db: TDb, owner: TPointOwner): Promise<TPointAccountRow> {
  await db
    .insert(aiPointAccounts)
    .values({
      ownerType: owner.ownerType as TAiPointOwnerType,
      schoolId: owner.schoolId,
      classId: owner.ownerType === AiPointOwnerType.CLASS ? owner.classId : null,
      accountId: owner.ownerType === AiPointOwnerType.USER ? owner.accountId : null,
    })
    .onConflictDoNothing();
  return (await findPointAccount(db, owner))!;
}

/** Take `points` if the balance allows it; null (and nothing changed) when it does not. */
export async function debit(
  db: TDb,
  pointAccountId: number,
  points: number,
): Promise<TPointAccountRow | null> {
  const [row] = await db
    .update(aiPointAccounts)
    .set({ points: sql`${aiPointAccounts.points} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(aiPointAccounts.id, pointAccountId), gte(aiPointAccounts.points, points)))
    .returning();
  return row ?? null;
}

export async function credit(
  db: TDb,
  pointAccountId: number,
  points: number,
): Promise<TPointAccountRow> {
  const [row] = await db
    .update(aiPointAccounts)
    .set({ points: sql`${aiPointAccounts.points} + ${points}`, updatedAt: sql`now()` })
    .where(eq(aiPointAccounts.id, pointAccountId))
    .returning();
  return row!;
}

/** Lock an account row for a read-then-write change (setting a balance). */
export async function lockPointAccount(db: TDb, id: number): Promise<TPointAccountRow | null> {
  const [row] = await db
    .select()
    .from(aiPointAccounts)
    .where(eq(aiPointAccounts.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateDailyLimit(
  db: TDb,
  pointAccountId: number,
  dailyLimit: number | null,
): Promise<void> {
  await db
    .update(aiPointAccounts)
    .set({ dailyLimit, updatedAt: sql`now()` })
    .where(eq(aiPointAccounts.id, pointAccountId));
}

export interface TRecordInput {
  pointType: TAiPointType;
  reason: string;
  ruleType?: TAiPointRuleType | null;
  /** The class the change belongs to; class accounts default to their own. */
  classId?: number | null;
  generationId?: number | null;
  operatorUserId?: number | null;
}

export async function writeRecord(
  db: TDb,
  account: TPointAccountRow,
  delta: number,
  input: TRecordInput,
): Promise<void> {
  await db.insert(aiPointRecords).values({
    pointAccountId: account.id,
    schoolId: account.schoolId,
    classId: input.classId ?? account.classId,
    accountId: account.accountId,
    pointType: input.pointType,
    ruleType: input.ruleType ?? null,
    points: delta,
    balance: account.points,
    reason: input.reason,
    generationId: input.generationId ?? null,
    operatorUserId: input.operatorUserId ?? null,
  });
}

/** Points a person spent today (charges less refunds), in one class or everywhere. */
export async function spentToday(
  db: TDb,
  personAccountIds: readonly number[],
  classId: number | null,
): Promise<Map<number, number>> {
  const spent = new Map<number, number>(personAccountIds.map((id) => [id, 0]));
  if (personAccountIds.length === 0) return spent;
  const rows = await db
    .select({
      accountId: aiPointRecords.accountId,
      spent: sql<number>`coalesce(-sum(${aiPointRecords.points}), 0)::int`,
    })
    .from(aiPointRecords)
    .where(
      and(
        inArray(aiPointRecords.accountId, [...personAccountIds]),
        inArray(aiPointRecords.pointType, [AiPointType.CHARGE, AiPointType.REFUND]),
        gte(aiPointRecords.createdAt, shanghaiDayStart()),
        classId === null ? undefined : eq(aiPointRecords.classId, classId),
      ),
    )
    .groupBy(aiPointRecords.accountId);
  for (const row of rows) {
    if (row.accountId !== null) spent.set(row.accountId, Math.max(0, Number(row.spent)));
  }
  return spent;
}
