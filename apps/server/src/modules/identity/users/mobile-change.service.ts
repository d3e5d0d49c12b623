import {
  AuthMessages,
  CaptchaRule,
  CodeChannel,
  CodePurpose,
  IdentityMessages,
} from '@haoduo/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import { users, verificationCodes } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDb } from '../../../platform/db/database';
import { badRequest, conflict, unauthorized } from '../../../platform/http/errors';
import type { TSmsPort } from '../../../providers/sms/sms-port';
import { consumeCode, requestCode } from '../captcha/captcha.service';
import { findUserById, findUserByMobile } from './users.queries';

/**
 * Moving a signed-in teacher or staff member to a new mobile: first a code to the current
 * mobile (when there is one) proves it is theirs, then a code sent to the new one moves them,
 * within ten minutes of that proof.
 */

const OLD_PROOF_MS = 10 * 60_000;

async function currentMobile(db: TDb, userId: number): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user.mobile;
}

/** A code to the current mobile (the first step). */
export async function requestOldMobileCode(
  db: TDb,
  sms: TSmsPort,
  input: { userId: number; ip?: string },
  now = new Date(),
): Promise<void> {
  const mobile = await currentMobile(db, input.userId);
  if (!mobile) throw badRequest(IdentityMessages.NO_MOBILE);
  await requestCode(
    db,
    sms,
    {
      mobile,
      purpose: CodePurpose.MOBILE_OLD,
      channel: CodeChannel.SMS,
      deliver: true,
      userId: input.userId,
      ip: input.ip,
    },
    now,
  );
}

/** Prove the current mobile with its code (used up). */
export async function checkOldMobileCode(
  db: TDb,
  input: { userId: number; captcha: string },
  now = new Date(),
): Promise<void> {
  const mobile = await currentMobile(db, input.userId);
  if (!mobile) throw badRequest(IdentityMessages.NO_MOBILE);
  const ok = await consumeCode(
    db,
    { mobile, purpose: CodePurpose.MOBILE_OLD, code: input.captcha, userId: input.userId },
    now,
  );
  if (!ok) throw badRequest(AuthMessages.CAPTCHA_WRONG);
}

/** Whether the user proved their current mobile (a used, not burnt, code) within ten minutes. */
async function provedOldMobile(db: TDb, userId: number, mobile: string, now: Date) {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.mobile, mobile),
        eq(verificationCodes.purpose, CodePurpose.MOBILE_OLD),
        eq(verificationCodes.userId, userId),
        lt(verificationCodes.attempts, CaptchaRule.MAX_ATTEMPTS),
        gt(verificationCodes.consumedAt, new Date(now.getTime() - OLD_PROOF_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether nobody (the caller included) uses the mobile yet. */
export async function isMobileAvailable(db: TDb, mobile: string): Promise<boolean> {
  return (await findUserByMobile(db, mobile)) === null;
}

async function assertUsable(db: TDb, userId: number, mobile: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (user.mobile === mobile) throw badRequest(AuthMessages.MOBILE_SAME_AS_CURRENT);
  if (!(await isMobileAvailable(db, mobile))) throw conflict(AuthMessages.MOBILE_TAKEN);
}

export async function requestMobileChangeCode(
  db: TDb,
  sms: TSmsPort,
  input: { userId: number; mobile: string; ip?: string },
  now = new Date(),
): Promise<void> {
  await assertUsable(db, input.userId, input.mobile);
  await requestCode(
    db,
    sms,
    {
      mobile: input.mobile,
      purpose: CodePurpose.MOBILE,
      channel: CodeChannel.SMS,
      deliver: true,
      userId: input.userId,
      ip: input.ip,
    },
    now,
  );
}

export async function changeMobile(
  db: TDb,
  input: { userId: number; mobile: string; captcha: string; ip?: string },
  now = new Date(),
): Promise<void> {
  await assertUsable(db, input.userId, input.mobile);
  const old = await currentMobile(db, input.userId);
  if (old && !(await provedOldMobile(db, input.userId, old, now))) {
    throw badRequest(IdentityMessages.OLD_MOBILE_CODE_FIRST);
  }
  const ok = await consumeCode(
    db,
    {
      mobile: input.mobile,
      purpose: CodePurpose.MOBILE,
      code: input.captcha,
      userId: input.userId,
    },
    now,
  );
  if (!ok) throw badRequest(AuthMessages.CAPTCHA_WRONG);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ mobile: input.mobile, updatedAt: now })
      .where(eq(users.id, input.userId));
    await recordAudit(tx, {
      actorUserId: input.userId,
      action: 'user.mobile.change',
      targetType: 'user',
      targetId: input.userId,
      ip: input.ip,
    });
  });
}
