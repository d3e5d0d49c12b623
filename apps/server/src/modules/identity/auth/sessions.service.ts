import { SessionAudience, type TSessionAudience, UserStatus } from '@haoduo/contract';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { TAccountType } from '@haoduo/contract';
import { accounts, schools, sessions, staffMembers, users } from '../../../db/schema';
import type { TResolvedSession, TSessionResolver } from '../../../platform/auth/auth-context';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { keepsReads } from '../../../platform/cluster/cluster-bus';
import type { TDb } from '../../../platform/db/database';
import { forgetWithWrites } from '../../../platform/db/read-cache';

export const ACCESS_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export interface TNewSession {
  sessionId: number;
  token: string;
  refreshToken: string;
}

export interface TCreateSessionInput {
  userId: number;
  audience: TSessionAudience;
  accountType: TAccountType | null;
  /** A trial visitor's session. */
  tourist?: boolean;
  ip?: string;
  userAgent?: string | null;
  /** The first session of the refresh chain this one continues. */
  familyId?: number;
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
      familyId: input.familyId ?? null,
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
 * refresh token works once; presenting a spent one again (a stolen copy, or the thief's
 * use found out by the owner) revokes every session of its family.
 */
export async function refreshSession(
  db: TDb,
  refreshToken: string,
  now = new Date(),
): Promise<TNewSession | null> {
  const refreshTokenHash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(sessions)
      .set({ revokedAt: now, rotatedAt: now })
      .where(
        and(
          eq(sessions.refreshTokenHash, refreshTokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.refreshExpiresAt, now),
        ),
      )
      .returning();
    if (!old) {
      const [spent] = await tx
        .select({ id: sessions.id, familyId: sessions.familyId, rotatedAt: sessions.rotatedAt })
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, refreshTokenHash))
        .limit(1);
      if (spent?.rotatedAt) await revokeFamily(tx, spent.familyId ?? spent.id, now);
      return null;
    }
    return createSession(
      tx,
      {
        userId: old.userId,
        audience: old.audience,
        accountType: old.accountType,
        tourist: old.tourist === 1,
        ip: old.ip ?? undefined,
        userAgent: old.userAgent ?? undefined,
        familyId: old.familyId ?? old.id,
      },
      now,
    );
  });
}

async function revokeFamily(db: TDb, familyId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(sessions.id, familyId), eq(sessions.familyId, familyId)),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * The caller of every signed-in request, in one prepared query: the live session, its user
 * (active), the staff role and the active accounts of the session's account type (in active
 * schools) together, so authentication costs one database round trip.
 */
function prepareResolve(db: TDb) {
  const accountsOfSession = sql<[number, number][] | null>`(
    select json_agg(json_build_array(a.id, a.school_id) order by a.id)
    from ${accounts} a inner join ${schools} sc on sc.id = a.school_id
    where a.user_id = ${sessions.userId} and a.account_type = ${sessions.accountType}
      and a.status = 1 and sc.status = 1)`;
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      audience: sessions.audience,
      accountType: sessions.accountType,
      staffUserId: staffMembers.userId,
      staffType: staffMembers.staffType,
      staffSchoolId: staffMembers.schoolId,
      staffRegionId: staffMembers.districtId,
      expiresAt: sessions.expiresAt,
      accounts: accountsOfSession,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffMembers, eq(staffMembers.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}`,
        eq(users.status, UserStatus.ACTIVE),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

/**
 * Resolves bearer tokens. With `cacheMs`, a verified session (or a refused token) is kept
 * that long in memory, keyed by the token's hash: every write request (sign-out, password
 * change, disabling, class moves) forgets them all, in this process and in every other
 * (forgetWithWrites: told over the cluster bus). While the processes cannot hear each other,
 * nothing is kept.
 */
export function createSessionResolver(
  db: TDb,
  options: { cacheMs?: number } = {},
): TSessionResolver {
  const cacheMs = options.cacheMs ?? 0;
  let statement: ReturnType<typeof prepareResolve> | null = null;
  let kept = new Map<string, { session: TResolvedSession | null; until: number }>();
  const forgetAll = () => {
    kept = new Map();
  };
  if (cacheMs > 0) forgetWithWrites(db, forgetAll);
  const lookup = async (tokenHash: string) => {
    statement ??= prepareResolve(db);
    const [row] = await statement.execute({ tokenHash, now: new Date().toISOString() });
    return { session: row ? toResolved(row) : null, expiresAt: row?.expiresAt.getTime() };
  };
  return {
    async resolve(token) {
      const tokenHash = hashToken(token);
      if (cacheMs <= 0 || !keepsReads(db)) return (await lookup(tokenHash)).session;
      const now = Date.now();
      const hit = kept.get(tokenHash);
      if (hit && hit.until > now) return hit.session;
      const generation = kept;
      const { session, expiresAt } = await lookup(tokenHash);
      // Keep it only if nothing was forgotten while it was read, and never past its expiry.
      if (generation === kept) {
        if (kept.size >= SESSION_CACHE_MAX) kept.clear();
        kept.set(tokenHash, { session, until: Math.min(now + cacheMs, expiresAt ?? Infinity) });
      }
      return session;
    },
    forgetAll,
  };
}

const SESSION_CACHE_MAX = 20_000;

type TResolveRow = Awaited<ReturnType<ReturnType<typeof prepareResolve>['execute']>>[number];

function toResolved(row: TResolveRow): TResolvedSession | null {
  const audience = row.audience;
  const accountType = row.accountType;
  if (audience === SessionAudience.STAFF) {
    if (row.staffUserId === null || row.staffType === null) return null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      audience,
      accountType: null,
      staffType: row.staffType,
      staffSchoolId: row.staffSchoolId,
      staffRegionId: row.staffRegionId,
      accounts: [],
    } satisfies TResolvedSession;
  }
  const pairs = accountType === null ? [] : (row.accounts ?? []);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    audience,
    accountType,
    staffType: null,
    staffSchoolId: null,
    staffRegionId: null,
    accounts: pairs.map(([accountId, schoolId]) => ({ accountId, schoolId })),
  } satisfies TResolvedSession;
}
