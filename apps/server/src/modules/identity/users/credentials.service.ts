import { AuthMessages, decodePassword, LoginMethod, LoginResult } from '@haoduo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDb } from '../../../platform/db/database';
import { badRequest, conflict, unauthorized } from '../../../platform/http/errors';
import { findActiveLock, lockedError, lockIfTooManyFailures } from '../auth/login-guard';
import {
  mobileAccount,
  nameAccount,
  recordLogin,
  type TLoginAccount,
  type TRequestMeta,
} from '../auth/login-records';
import { revokeUserSessions } from '../auth/sessions.service';
import { revokeSsoSessionsOfUser } from '../sso/sso-sessions.service';
import { confirmedPasswordFrom, newPasswordFrom } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { findUserById, type TUserRow } from './users.queries';

/** A signed-in person's own password: does one exist, set the first one, change it. */

export async function passwordExists(db: TDb, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user.passwordHash !== null;
}

/** The initial password of someone who has none yet (a teacher who signed in by code). */
export async function setInitialPassword(
  db: TDb,
  input: { userId: number; encodedPassword: string; encodedRepeat: string; ip?: string },
  now = new Date(),
): Promise<void> {
  const password = confirmedPasswordFrom(input.encodedPassword, input.encodedRepeat);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, input.userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict(AuthMessages.PASSWORD_ALREADY_SET);
    await recordAudit(tx, {
      actorUserId: input.userId,
      action: 'user.password.initial',
      targetType: 'user',
      targetId: input.userId,
      ip: input.ip,
    });
  });
}

/** The name a user signs in with by password, for lockout and the login record. */
export function signInAccountOf(user: TUserRow): TLoginAccount {
  return user.username ? nameAccount(user.username) : mobileAccount(user.mobile ?? `#${user.id}`);
}

export interface TChangePasswordInput {
  userId: number;
  sessionId: number;
  encodedOld: string;
  encodedNew: string;
  meta: TRequestMeta;
}

/**
 * Change one's password knowing the old one. A wrong old password counts toward the
 * lockout like a wrong sign-in. Every other session of the user is revoked.
 */
export async function changePassword(
  db: TDb,
  input: TChangePasswordInput,
  now = new Date(),
): Promise<void> {
  const newPassword = newPasswordFrom(input.encodedNew, 'newPassword');
  const user = await findUserById(db, input.userId);
  if (!user) throw unauthorized();
  if (user.passwordHash === null) throw badRequest(AuthMessages.PASSWORD_NOT_SET);

  const account = signInAccountOf(user);
  const lock = await findActiveLock(db, account, now);
  if (lock) throw lockedError(lock.lockedUntil, now);
  const oldPassword = decodePassword(input.encodedOld) ?? '';
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await recordLogin(
      db,
      {
        account,
        userId: user.id,
        method: LoginMethod.CHANGE_PASSWORD,
        result: LoginResult.WRONG_PASSWORD,
        meta: input.meta,
      },
      now,
    );
    const locked = await lockIfTooManyFailures(db, account, user.id, now);
    if (locked) throw lockedError(locked.lockedUntil, now);
    throw badRequest(AuthMessages.OLD_PASSWORD_WRONG, [
      { field: 'oldPassword', message: AuthMessages.OLD_PASSWORD_WRONG },
    ]);
  }
  if (newPassword === oldPassword) {
    throw badRequest(AuthMessages.PASSWORD_SAME_AS_OLD, [
      { field: 'newPassword', message: AuthMessages.PASSWORD_SAME_AS_OLD },
    ]);
  }

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, input.sessionId);
    await revokeSsoSessionsOfUser(tx, user.id, now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'user.password.change',
      targetType: 'user',
      targetId: user.id,
      ip: input.meta.ip,
    });
  });
}
