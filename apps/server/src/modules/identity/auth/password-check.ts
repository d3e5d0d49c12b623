import { AuthMessages, LoginResult, type TLoginMethod, UserStatus } from '@haoduo/contract';
import { badRequest, forbidden } from '../../../platform/http/errors';
import type { TDb } from '../../../platform/db/database';
import { verifyPassword } from '../users/passwords';
import type { TUserRow } from '../users/users.queries';
import { findActiveLock, lockedError, lockIfTooManyFailures } from './login-guard';
import { recordLogin, type TLoginAccount, type TRequestMeta } from './login-records';

export interface TPasswordCheck {
  account: TLoginAccount;
  /** The decoded password (an undecodable one is checked as the empty string). */
  password: string;
  method: TLoginMethod;
  /** Said for a wrong password and for an account that does not exist, alike. */
  wrongMessage: string;
  meta: TRequestMeta;
  /** The user this sign-in may be for, or null (then a decoy hash is checked). */
  findUser: () => Promise<TUserRow | null>;
}

/**
 * The password step of every password sign-in: refuse while locked, check the password
 * (as long for a missing account as for a wrong password), record the attempt, lock after
 * too many failures. Returns the user; the caller opens the session and records success.
 */
export async function checkPassword(db: TDb, check: TPasswordCheck, now: Date): Promise<TUserRow> {
  const record = (result: (typeof LoginResult)[keyof typeof LoginResult], userId: number | null) =>
    recordLogin(
      db,
      { account: check.account, userId, method: check.method, result, meta: check.meta },
      now,
    );

  const lock = await findActiveLock(db, check.account, now);
  const user = await check.findUser();
  if (lock) {
    await record(LoginResult.LOCKED, user?.id ?? null);
    throw lockedError(lock.lockedUntil, now);
  }

  const valid = await verifyPassword(user?.passwordHash ?? null, check.password);
  if (!valid || !user) {
    await record(LoginResult.WRONG_PASSWORD, user?.id ?? null);
    const locked = await lockIfTooManyFailures(db, check.account, user?.id ?? null, now);
    if (locked) throw lockedError(locked.lockedUntil, now);
    throw badRequest(check.wrongMessage);
  }
  if (user.status !== UserStatus.ACTIVE) {
    await record(LoginResult.DISABLED, user.id);
    throw forbidden(AuthMessages.ACCOUNT_DISABLED);
  }
  return user;
}
