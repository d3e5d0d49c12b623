import {} from '@haoduo/contract';
import type { TLockListQuery } from '@haoduo/contract';
import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { loginLocks, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { pageOf, pageWindow } from '../../../platform/http/paging';
import type { TStaffScope } from '../users/users.policy';
import { userInScope } from '../users/users.policy';

/** The back office's view of password locks: active locks, and releasing them. */

function activeNow(now: Date): SQL {
  return and(isNull(loginLocks.releasedAt), gt(loginLocks.lockedUntil, now))!;
}

export async function pageActiveLocks(
  db: TDb,
  scope: TStaffScope,
  query: TLockListQuery,
  now = new Date(),
) {
  const conditions: (SQL | null)[] = [activeNow(now), userInScope(db, scope, loginLocks.userId)];
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(loginLocks.account, pattern), ilike(users.name, pattern)) ?? null);
  }
  const where = and(...conditions.filter((c): c is SQL => c !== null));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: loginLocks.id,
      accountKind: loginLocks.accountKind,
      account: loginLocks.account,
      userId: loginLocks.userId,
      userName: users.name,
      failures: loginLocks.failures,
      lockedAt: loginLocks.lockedAt,
      lockedUntil: loginLocks.lockedUntil,
    })
    .from(loginLocks)
    .leftJoin(users, eq(users.id, loginLocks.userId))
    .where(where)
    .orderBy(desc(loginLocks.lockedAt), desc(loginLocks.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(loginLocks)
    .leftJoin(users, eq(users.id, loginLocks.userId))
    .where(where);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      accountKind: row.accountKind,
      account: row.account,
      userId: row.userId,
      userName: row.userName,
      failures: row.failures,
      lockedAt: row.lockedAt.toISOString(),
      lockedUntil: row.lockedUntil.toISOString(),
    })),
    total?.n ?? 0,
    query,
  );
}

export async function findActiveLocks(
  db: TDb,
  target: { id?: number; userId?: number },
  now = new Date(),
) {
  const byTarget =
    target.id !== undefined ? eq(loginLocks.id, target.id) : eq(loginLocks.userId, target.userId!);
  return db
    .select({ id: loginLocks.id, userId: loginLocks.userId, account: loginLocks.account })
    .from(loginLocks)
    .where(and(byTarget, activeNow(now)));
}

/** Release locks by id. Returns how many were active. */
export async function releaseLocks(
  db: TDb,
  ids: number[],
  releasedBy: number | null,
  now = new Date(),
): Promise<number> {
  let released = 0;
  for (const id of ids) {
    const rows = await db
      .update(loginLocks)
      .set({ releasedAt: now, releasedBy })
      .where(and(eq(loginLocks.id, id), isNull(loginLocks.releasedAt)))
      .returning({ id: loginLocks.id });
    released += rows.length;
  }
  return released;
}

/** Release every lock of a user's login name and mobile (after a password reset). */
export async function releaseLocksOfUser(
  db: TDb,
  user: { id: number; username: string | null; mobile: string | null },
  now = new Date(),
): Promise<void> {
  const targets: SQL[] = [eq(loginLocks.userId, user.id)];
  if (user.username) {
    targets.push(
      and(eq(loginLocks.accountKind, 'name'), eq(loginLocks.account, user.username.toLowerCase()))!,
    );
  }
  if (user.mobile) {
    targets.push(and(eq(loginLocks.accountKind, 'mobile'), eq(loginLocks.account, user.mobile))!);
  }
  await db
    .update(loginLocks)
    .set({ releasedAt: now })
    .where(and(isNull(loginLocks.releasedAt), or(...targets)));
}
