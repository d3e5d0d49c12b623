import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { TAccountType } from '@haoduo/contract';
import { sessions, users } from '../../db/schema';
import type { TResolvedSession, TSessionResolver } from '../../platform/auth/auth-context';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { TDb } from '../../platform/db/database';
import { findAccountsOfUser, findStaffMember } from '../users/users.queries';

export const ACCESS_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export interface TNewSession {
  sessionId: number;
  token: string;
  refreshToken: string;
}

export interface TCreateSessionInput {
  userId: number;
  audience: 'learner' | 'staff';
  accountType: TAccountType | null;
  /** A trial visitor's session. */
  tourist?: boolean;
  ip?: string;
  userAgent?: string | null;
}

export async function createSession(
  db: TDb,
  input: TCreateSessionInput,
  now = new Date(),
): Promise<TNewSession> {
  const token = newToken();
  const refreshToken = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      audience: input.audience,
      accountType: input.accountType,
      tourist: input.tourist ? 1 : 0,
      tokenHash: hashToken(token),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  return { sessionId: row!.id, token, refreshToken };
}

/** Whether a session was opened by a trial visitor. */
export async function isTouristSession(db: TDb, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ tourist: sessions.tourist })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.tourist === 1;
}

export async function revokeSession(db: TDb, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every session of a user, except (optionally) the one making the change. */
export async function revokeUserSessions(
  db: TDb,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/**
 * Exchange a refresh token for a new pair. The old session is revoked (rotation), so a
 * stolen refresh token works at most once.
 */
export async function refreshSession(
  db: TDb,
  refreshToken: string,
  now = new Date(),
): Promise<TNewSession | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.refreshTokenHash, hashToken(refreshToken)),
          isNull(sessions.revokedAt),
          gt(sessions.refreshExpiresAt, now),
        ),
      )
      .returning();
    if (!old) return null;
    return createSession(
      tx,
      {
        userId: old.userId,
        audience: old.audience as 'learner' | 'staff',
        accountType: old.accountType as TAccountType | null,
        tourist: old.tourist === 1,
        ip: old.ip ?? undefined,
        userAgent: old.userAgent ?? undefined,
      },
      now,
    );
  });
}

export function createSessionResolver(db: TDb): TSessionResolver {
  return {
    async resolve(token) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          audience: sessions.audience,
          accountType: sessions.accountType,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.status, 1),
          ),
        )
        .limit(1);
      if (!row) return null;
      const audience = row.audience as 'learner' | 'staff';
      const accountType = row.accountType as TAccountType | null;
      if (audience === 'staff') {
        const staff = await findStaffMember(db, row.userId);
        if (!staff) return null;
        return {
          sessionId: row.sessionId,
          userId: row.userId,
          audience,
          accountType: null,
          staffType: staff.staffType,
          staffSchoolId: staff.schoolId,
          accounts: [],
        } satisfies TResolvedSession;
      }
      const accounts =
        accountType === null ? [] : await findAccountsOfUser(db, row.userId, accountType);
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        audience,
        accountType,
        staffType: null,
        staffSchoolId: null,
        accounts: accounts.map((a) => ({ accountId: a.accountId, schoolId: a.schoolId })),
      } satisfies TResolvedSession;
    },
  };
}
