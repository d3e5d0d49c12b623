import { AuthMessages, CodePurpose, RESET_TOKEN_TTL_SECONDS, UserStatus } from '@haoduo/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { TDb } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { releaseLocksOfUser } from '../auth/login-locks';
import { revokeUserSessions } from '../auth/sessions.service';
import { consumeCode } from '../captcha/captcha.service';
import { revokeSsoSessionsOfUser } from '../sso/sso-sessions.service';
import { confirmedPasswordFrom } from './password-rules';
import { hashPassword } from './passwords';
import { findUserByMobile } from './users.queries';

/**
 * Forgot password: a reset code (SMS or voice) buys a short-lived, single-use token; the
 * token sets a new password, revokes every session of the user and releases their locks.
 */

export async function issueResetToken(
  db: TDb,
  input: { mobile: string; captcha: string },
  now = new Date(),
): Promise<string> {
  const ok = await consumeCode(
    db,
    { mobile: input.mobile, purpose: CodePurpose.RESET, code: input.captcha },
    now,
  );
  const user = ok ? await findUserByMobile(db, input.mobile) : null;
  if (!user || user.status !== UserStatus.ACTIVE) throw badRequest(AuthMessages.CAPTCHA_WRONG);
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

export async function resetPassword(
  db: TDb,
  input: { token: string; encodedPassword: string; encodedRepeat: string; ip?: string },
  now = new Date(),
): Promise<void> {
  const password = confirmedPasswordFrom(input.encodedPassword, input.encodedRepeat);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(AuthMessages.RESET_TOKEN_INVALID);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, username: users.username, mobile: users.mobile });
    await revokeUserSessions(tx, used.userId);
    await revokeSsoSessionsOfUser(tx, used.userId, now);
    if (user) await releaseLocksOfUser(tx, user, now);
    await recordAudit(tx, {
      actorUserId: used.userId,
      action: 'user.password.reset',
      targetType: 'user',
      targetId: used.userId,
      ip: input.ip,
    });
  });
}
