import { AuthMessages, formatMessage, LoginLockRule, LoginResult } from '@haoduo/contract';
import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { loginLocks, loginRecords } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/errors';
import type { TLoginAccount } from './login-records';

/**
 * Password lockout: five wrong passwords for one login name or mobile within fifteen
 * minutes lock password sign-in for it for fifteen minutes. Counted per name or mobile
 * as typed, so a name that matches nobody locks the same way and the answer reveals nothing.
 */

const MINUTE_MS = 60_000;

export interface TActiveLock {
  id: number;
  lockedUntil: Date;
}

export function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
  const error = new AppError(429, formatMessage(AuthMessages.ACCOUNT_LOCKED, { minutes }));
  return error;
}

export async function findActiveLock(
  db: TDb,
  account: TLoginAccount,
  now: Date,
): Promise<TActiveLock | null> {
  const [row] = await db
    .select({ id: loginLocks.id, lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(
      and(
        eq(loginLocks.accountKind, account.kind),
        eq(loginLocks.account, account.value),
        isNull(loginLocks.releasedAt),
        gt(loginLocks.lockedUntil, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * After a wrong password has been recorded: count the wrong passwords in the window (since
 * the last success, lock or release) and lock when there are enough. Returns the lock.
 */
export async function lockIfTooManyFailures(
  db: TDb,
  account: TLoginAccount,
  userId: number | null,
  now: Date,
): Promise<TActiveLock | null> {
  const sameAccount = and(
    eq(loginRecords.accountKind, account.kind),
    eq(loginRecords.account, account.value),
  );
  const [lastSuccess] = await db
    .select({ at: max(loginRecords.at) })
    .from(loginRecords)
    .where(and(sameAccount, eq(loginRecords.result, LoginResult.SUCCESS)));
  const [lastLock] = await db
    .select({ lockedAt: loginLocks.lockedAt, releasedAt: loginLocks.releasedAt })
    .from(loginLocks)
    .where(and(eq(loginLocks.accountKind, account.kind), eq(loginLocks.account, account.value)))
    .limit(1);
  const since = Math.max(
    now.getTime() - LoginLockRule.WINDOW_MINUTES * MINUTE_MS,
    lastSuccess?.at?.getTime() ?? 0,
    lastLock?.lockedAt.getTime() ?? 0,
    lastLock?.releasedAt?.getTime() ?? 0,
  );
  const [failures] = await db
    .select({ n: count() })
    .from(loginRecords)
    .where(
      and(
        sameAccount,
        eq(loginRecords.result, LoginResult.WRONG_PASSWORD),
        gt(loginRecords.at, new Date(since)),
      ),
    );
  const n = failures?.n ?? 0;
  if (n < LoginLockRule.MAX_FAILURES) return null;

  const lockedUntil = new Date(now.getTime() + LoginLockRule.LOCK_MINUTES * MINUTE_MS);
  const [lock] = await db
    .insert(loginLocks)
    .values({
      accountKind: account.kind,
      account: account.value,
      userId,
      failures: n,
      lockedAt: now,
      lockedUntil,
    })
    .onConflictDoUpdate({
      target: [loginLocks.accountKind, loginLocks.account],
      set: {
        userId: sql`excluded.user_id`,
        failures: sql`excluded.failures`,
        lockedAt: sql`excluded.locked_at`,
        lockedUntil: sql`excluded.locked_until`,
        releasedAt: null,
        releasedBy: null,
      },
    })
    .returning({ id: loginLocks.id, lockedUntil: loginLocks.lockedUntil });
  return lock ?? null;
}
