import {
  AiPointOwnerType,
  AiPointType,
  AiWorkshopMessages,
  formatMessage,
  type TAiPointRuleType,
} from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { aiPointRecords } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { unprocessable } from '../../platform/http/errors';
import {
  credit,
  debit,
  findPointAccount,
  findPointAccountById,
  spentToday,
  writeRecord,
} from './points-ledger';

/**
 * Charging a person for a generation or a chat message, and refunding it. Callers run
 * these inside the transaction that creates (or fails) the work, so a charge without its
 * job, or a refund without the failure, can never be committed.
 */

export interface TChargeInput {
  schoolId: number;
  /** The person's school account (teacher or pupil). */
  accountId: number;
  /** The class the person creates in (daily limits are per class). */
  classId: number | null;
  ruleType: TAiPointRuleType;
  cost: number;
  reason: string;
  generationId?: number | null;
  /** The class's per-pupil daily limit, or null. */
  dailyLimit?: number | null;
}

export interface TCharge {
  /** The account charged (null when the cost was 0 and the person has no account yet). */
  pointAccountId: number | null;
  /** The balance after the charge. */
  balance: number;
}

export async function chargePerson(db: TDb, input: TChargeInput): Promise<TCharge> {
  const owner = {
    ownerType: AiPointOwnerType.USER,
    schoolId: input.schoolId,
    accountId: input.accountId,
  } as const;
  const account = await findPointAccount(db, owner);
  if (input.cost === 0) {
    return { pointAccountId: account?.id ?? null, balance: account?.points ?? 0 };
  }
  const charged = account ? await debit(db, account.id, input.cost) : null;
  if (!charged) {
    throw unprocessable(
      formatMessage(AiWorkshopMessages.POINTS_NOT_ENOUGH, {
        cost: input.cost,
        points: account?.points ?? 0,
      }),
    );
  }
  if (input.dailyLimit != null) {
    // The UPDATE above holds the balance row's lock until the transaction ends, so
    // concurrent charges of this person are counted one after another.
    const spent = (await spentToday(db, [input.accountId], input.classId)).get(input.accountId)!;
    if (spent + input.cost > input.dailyLimit) {
      throw unprocessable(
        formatMessage(AiWorkshopMessages.DAILY_LIMIT_REACHED, { limit: input.dailyLimit }),
      );
    }
  }
  await writeRecord(db, charged, -input.cost, {
    pointType: AiPointType.CHARGE,
    reason: input.reason,
    ruleType: input.ruleType,
    classId: input.classId,
    generationId: input.generationId ?? null,
  });
  return { pointAccountId: charged.id, balance: charged.points };
}

export interface TRefundInput {
  pointAccountId: number;
  points: number;
  /** A rule type as the generation row keeps it. */
  ruleType: number;
  classId: number | null;
  reason: string;
  /** A generation is refunded at most once, whatever calls this. */
  generationId?: number | null;
}

/** Give a charge back; returns the balance after, or null when nothing was refunded. */
export async function refundCharge(db: TDb, input: TRefundInput): Promise<number | null> {
  if (input.points <= 0) return null;
  if (input.generationId != null) {
    const [already] = await db
      .select({ id: aiPointRecords.id })
      .from(aiPointRecords)
      .where(
        and(
          eq(aiPointRecords.generationId, input.generationId),
          eq(aiPointRecords.pointType, AiPointType.REFUND),
        ),
      )
      .limit(1);
    if (already) return null;
  }
  const account = await findPointAccountById(db, input.pointAccountId);
  if (!account) return null;
  const after = await credit(db, account.id, input.points);
  await writeRecord(db, after, input.points, {
    pointType: AiPointType.REFUND,
    reason: input.reason,
    ruleType: input.ruleType as TAiPointRuleType,
    classId: input.classId,
    generationId: input.generationId ?? null,
  });
  return after.points;
}

/** A person's balance in a school (0 without an account). */
export async function balanceOf(db: TDb, schoolId: number, accountId: number) {
  const account = await findPointAccount(db, {
    ownerType: AiPointOwnerType.USER,
    schoolId,
    accountId,
  });
  return { pointAccountId: account?.id ?? null, points: account?.points ?? 0 };
}
