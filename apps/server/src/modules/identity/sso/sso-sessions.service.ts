import { type TAccountType, UserStatus } from '@haoduo/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ssoSessions, users } from '../../../db/schema';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { TDb } from '../../../platform/db/database';

/** Sessions of the sign-in service (cookie); their tickets are in sso-tickets.service.ts. */

export const SSO_SESSION_TTL_MS = 8 * 3600 * 1000;

export interface TSsoSession {
  id: number;
  userId: number;
  name: string;
  /** The login name (pupils, staff) or else the mobile: what a VPN gateway knows. */
  loginName: string;
  accountType: TAccountType | null;
  /** When the user typed their credentials. */
  authenticatedAt: Date;
}

/** The columns of a live sign-in session and its user, for a select. */
export const ssoSessionColumns = {
  id: ssoSessions.id,
  userId: ssoSessions.userId,
  name: users.name,
  loginName: sql<string>`coalesce(${users.username}, ${users.mobile}, '')`,
  accountType: ssoSessions.accountType,
  authenticatedAt: ssoSessions.createdAt,
};

export async function createSsoSession(
  db: TDb,
  input: { userId: number; accountType: TAccountType | null },
  now = new Date(),
): Promise<{ token: string; session: { id: number } }> {
  const token = newToken();
  const [row] = await db
    .insert(ssoSessions)
    .values({
      userId: input.userId,
      accountType: input.accountType,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_SESSION_TTL_MS),
    })
    .returning({ id: ssoSessions.id });
  return { token, session: { id: row!.id } };
}

export function aliveSession(now: Date) {
  return and(
    isNull(ssoSessions.revokedAt),
    gt(ssoSessions.expiresAt, now),
    eq(users.status, UserStatus.ACTIVE),
  );
}

export async function findSsoSession(
  db: TDb,
  token: string,
  now = new Date(),
): Promise<TSsoSession | null> {
  const [row] = await db
    .select(ssoSessionColumns)
    .from(ssoSessions)
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .where(and(eq(ssoSessions.tokenHash, hashToken(token)), aliveSession(now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSsoSession(db: TDb, token: string, now = new Date()): Promise<void> {
  await db
    .update(ssoSessions)
    .set({ revokedAt: now })
    .where(and(eq(ssoSessions.tokenHash, hashToken(token)), isNull(ssoSessions.revokedAt)));
}

/** After a password change or reset: the sign-in service forgets the user too. */
export async function revokeSsoSessionsOfUser(
  db: TDb,
  userId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(ssoSessions)
    .set({ revokedAt: now })
    .where(and(eq(ssoSessions.userId, userId), isNull(ssoSessions.revokedAt)));
}
