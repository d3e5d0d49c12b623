import { randomInt } from 'node:crypto';
import {
  AiPointOwnerType,
  AiPointType,
  AiWorkshopMessages,
  type TAiPointCodeCreateBody,
} from '@haoduo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { aiPointCodes } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { assertOnSchool, type TClassActor } from '../classes';
import { credit, ensurePointAccount, writeRecord } from './points-ledger';

/**
 * Points codes: the back office makes a batch for a school and hands them out; a teacher
 * or pupil of that school redeems one (once) into their own points.
 */

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export async function createCodes(
  db: TDb,
  actor: TClassActor,
  body: TAiPointCodeCreateBody,
  operatorUserId: number,
): Promise<string[]> {
  assertOnSchool(actor, body.schoolId, 'administer');
  const codes = new Set<string>();
  while (codes.size < body.count) codes.add(newCode());
  const rows = await db
    .insert(aiPointCodes)
    .values(
      [...codes].map((code) => ({
        code,
        schoolId: body.schoolId,
        points: body.points,
        reason: body.reason,
        createdByUserId: operatorUserId,
      })),
    )
    .returning({ code: aiPointCodes.code });
  return rows.map((row) => row.code);
}

/** Redeem a code into the caller's points in the active school; returns the new balance. */
export async function redeemCode(
  db: TDb,
  person: { schoolId: number; accountId: number },
  code: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(aiPointCodes)
      .set({ usedAt: new Date(), usedByAccountId: person.accountId })
      .where(
        and(
          eq(aiPointCodes.code, code),
          eq(aiPointCodes.schoolId, person.schoolId),
          isNull(aiPointCodes.usedAt),
        ),
      )
      .returning();
    if (!used) {
      const [other] = await tx
        .select({ schoolId: aiPointCodes.schoolId, usedAt: aiPointCodes.usedAt })
        .from(aiPointCodes)
        .where(eq(aiPointCodes.code, code))
        .limit(1);
      const message =
        other && other.usedAt === null
          ? AiWorkshopMessages.CODE_OTHER_SCHOOL
          : AiWorkshopMessages.CODE_INVALID;
      throw badRequest(message, [{ field: 'code', message }]);
    }
    const account = await ensurePointAccount(tx, {
      ownerType: AiPointOwnerType.USER,
      schoolId: person.schoolId,
      accountId: person.accountId,
    });
    const after = await credit(tx, account.id, used.points);
    await writeRecord(tx, after, used.points, {
      pointType: AiPointType.REDEEM,
      reason: `${AiWorkshopMessages.REASON_REDEEM}（${used.reason}）`,
    });
    return after.points;
  });
}
