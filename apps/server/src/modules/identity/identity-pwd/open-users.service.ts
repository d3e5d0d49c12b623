import { AuthMessages, IdentityMessages, OPEN_PLATFORM_LABELS, Messages } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { userOpenBindings, users } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import type { TDataScope } from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { scopeIncludesUser } from '../users/users.policy';

/** Third-party accounts bound to a person: listed and unbound by the back office. */

async function userIdOf(db: TDb, query: { userId?: number; mobile?: string }): Promise<number> {
  if (query.userId !== undefined) return query.userId;
  if (!query.mobile) {
    throw badRequest(Messages.FIELD_REQUIRED, [
      { field: 'userId', message: Messages.FIELD_REQUIRED },
    ]);
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, query.mobile))
    .limit(1);
  if (!user) throw notFound(AuthMessages.USER_NOT_FOUND);
  return user.id;
}

export async function findOpenUsers(
  db: TDb,
  scope: TDataScope,
  query: { userId?: number; mobile?: string },
) {
  const userId = await userIdOf(db, query);
  if (!(await scopeIncludesUser(db, scope, userId))) throw notFound(AuthMessages.USER_NOT_FOUND);
  const rows = await db
    .select()
    .from(userOpenBindings)
    .where(eq(userOpenBindings.userId, userId))
    .orderBy(userOpenBindings.id);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    platform: row.platform,
    platformName: OPEN_PLATFORM_LABELS[row.platform] ?? row.platform,
    appId: row.appId,
    openId: row.openId,
    nickname: row.nickname,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function unbindOpenUser(
  db: TDb,
  actor: { userId: number; scope: TDataScope; ip?: string },
  id: number,
): Promise<void> {
  const [row] = await db
    .select()
    .from(userOpenBindings)
    .where(eq(userOpenBindings.id, id))
    .limit(1);
  if (!row || !(await scopeIncludesUser(db, actor.scope, row.userId))) {
    throw notFound(IdentityMessages.OPEN_USER_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    await tx.delete(userOpenBindings).where(eq(userOpenBindings.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'user.open-user.unbind',
      targetType: 'user',
      targetId: row.userId,
      detail: { platform: row.platform, openId: row.openId },
      ip: actor.ip,
    });
  });
}
