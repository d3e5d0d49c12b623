import { AuthMessages, CodeChannel, CodePurpose } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDb } from '../../../platform/db/database';
import { badRequest, conflict, unauthorized } from '../../../platform/http/errors';
import type { TSmsPort } from '../../../providers/sms/sms-port';
import { consumeCode, requestCode } from '../captcha/captcha.service';
import { findUserById, findUserByMobile } from './users.queries';

/** Moving a signed-in teacher or staff member to a new mobile, proven by a code sent to it. */

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
