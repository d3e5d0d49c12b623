import { SSO_TICKET_TTL_SECONDS, type TAccountType, UserStatus } from '@haoduo/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ssoSessions, ssoTickets, users } from '../../../db/schema';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { TDb } from '../../../platform/db/database';

/** Sessions of the sign-in service (cookie) and the service tickets they issue. */

export const SSO_SESSION_TTL_MS = 8 * 3600 * 1000;

export interface TSsoSession {
  id: number;
  userId: number;
  name: string;
  accountType: TAccountType | null;
}

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

function aliveSession(now: Date) {
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
    .select({
      id: ssoSessions.id,
      userId: ssoSessions.userId,
      name: users.name,
      accountType: ssoSessions.accountType,
    })
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

/** A service ticket for one service URL: `ST-` and 43 random characters. */
export async function issueTicket(
  db: TDb,
  input: { ssoSessionId: number; service: string },
  now = new Date(),
): Promise<string> {
  const ticket = `ST-${newToken()}`;
  await db.insert(ssoTickets).values({
    ticketHash: hashToken(ticket),
    ssoSessionId: input.ssoSessionId,
    service: input.service,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

export type TTicketCheck =
  | { ok: true; session: TSsoSession }
  | { ok: false; code: 'INVALID_TICKET' | 'INVALID_SERVICE'; message: string };

/**
 * CAS validation: the ticket is used up by any attempt, valid only until it expires, only
 * for the service it was issued for, and only while its sign-in session lives.
 */
export async function validateTicket(
  db: TDb,
  input: { ticket: string; service: string },
  now = new Date(),
): Promise<TTicketCheck> {
  const [ticket] = await db
    .update(ssoTickets)
    .set({ consumedAt: now })
    .where(and(eq(ssoTickets.ticketHash, hashToken(input.ticket)), isNull(ssoTickets.consumedAt)))
    .returning();
  if (!ticket || ticket.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, code: 'INVALID_TICKET', message: 'Ticket not recognized' };
  }
  if (ticket.service !== input.service) {
    return { ok: false, code: 'INVALID_SERVICE', message: 'Ticket was issued for another service' };
  }
  const [session] = await db
    .select({
      id: ssoSessions.id,
      userId: ssoSessions.userId,
      name: users.name,
      accountType: ssoSessions.accountType,
    })
    .from(ssoSessions)
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .where(and(eq(ssoSessions.id, ticket.ssoSessionId), aliveSession(now)))
    .limit(1);
  if (!session) return { ok: false, code: 'INVALID_TICKET', message: 'Ticket not recognized' };
  return { ok: true, session };
}
