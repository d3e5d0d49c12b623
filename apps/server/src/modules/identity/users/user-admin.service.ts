import { AccountType, AuthMessages } from '@haoduo/contract';
import { recordAudit } from '../../../platform/audit/audit';
import type { TAuth } from '../../../platform/auth/auth-context';
import type { TDb } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/http/errors';
import { findActiveLock } from '../auth/login-guard';
import { findActiveLocks, releaseLocks } from '../auth/login-locks';
import { signInAccountOf } from './credentials.service';
import { presentAccount } from './users.presenter';
import { scopeIncludesUser, staffScope } from './users.policy';
import { findAccountsOfUser, findStaffMember, findUserByMobile } from './users.queries';

/** The back office looking after people: find one by mobile, release password locks. */

export async function userByMobileForStaff(db: TDb, auth: TAuth, mobile: string, now = new Date()) {
  const user = await findUserByMobile(db, mobile);
  if (!user) throw notFound(AuthMessages.USER_NOT_FOUND);
  const scope = await staffScope(db, auth);
  if (!(await scopeIncludesUser(db, scope, user.id))) throw forbidden();
  const accounts = [
    ...(await findAccountsOfUser(db, user.id, AccountType.TEACHER)),
    ...(await findAccountsOfUser(db, user.id, AccountType.STUDENT)),
  ];
  const staff = await findStaffMember(db, user.id);
  return {
    userId: user.id,
    name: user.name,
    mobile: user.mobile,
    username: user.username,
    status: user.status,
    hasPassword: user.passwordHash !== null,
    locked: (await findActiveLock(db, signInAccountOf(user), now)) !== null,
    staffType: staff?.staffType ?? null,
    accounts: accounts.map((row) => ({ ...presentAccount(row), tourist: row.tourist })),
  };
}

/** Release a lock (by its id) or every lock of a user; only within the caller's scope. */
export async function unlockUser(
  db: TDb,
  auth: TAuth,
  target: { id?: number; userId?: number },
  ip: string,
  now = new Date(),
): Promise<void> {
  const locks = await findActiveLocks(db, target, now);
  if (locks.length === 0) throw notFound(AuthMessages.LOCK_NOT_FOUND);
  const scope = await staffScope(db, auth);
  for (const lock of locks) {
    if (!(await scopeIncludesUser(db, scope, lock.userId))) throw forbidden();
  }
  await db.transaction(async (tx) => {
    await releaseLocks(
      tx,
      locks.map((lock) => lock.id),
      auth.userId,
      now,
    );
    for (const lock of locks) {
      await recordAudit(tx, {
        actorUserId: auth.userId,
        action: 'user.unlock',
        targetType: 'login_lock',
        targetId: lock.id,
        detail: { account: lock.account, userId: lock.userId },
        ip,
      });
    }
  });
}
