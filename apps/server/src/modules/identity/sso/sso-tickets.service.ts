import { SSO_TICKET_TTL_SECONDS } from '@haoduo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ssoProxyGrantingTickets, ssoSessions, ssoTickets, users } from '../../../db/schema';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { TDb } from '../../../platform/db/database';
import {
  aliveSession,
  SSO_SESSION_TTL_MS,
  ssoSessionColumns,
  type TSsoSession,
} from './sso-sessions.service';

/**
 * The tickets of the sign-in service (CAS 3.0): service tickets (ST-) and proxy tickets
 * (PT-) are single use, live five minutes and are bound to one service URL; proxy-granting
 * tickets (PGT-) live as long as the sign-in session that led to them.
 */

export type TCasFailureCode =
  | 'INVALID_REQUEST'
  | 'INVALID_TICKET_SPEC'
  | 'INVALID_TICKET'
  | 'INVALID_SERVICE'
  | 'INVALID_PROXY_CALLBACK'
  | 'UNAUTHORIZED_SERVICE_PROXY'
  | 'INTERNAL_ERROR';

export interface TValidated {
  session: TSsoSession;
  fromNewLogin: boolean;
  /** A proxy ticket's chain of proxies, nearest first; empty for a service ticket. */
  proxies: string[];
}

export type TTicketCheck =
  ({ ok: true } & TValidated) | { ok: false; code: TCasFailureCode; message: string };

/** A service ticket for one service URL: `ST-` and 43 random characters. */
export async function issueTicket(
  db: TDb,
  input: { ssoSessionId: number; service: string; fromNewLogin: boolean; prefix?: string },
  now = new Date(),
): Promise<string> {
  const ticket = `${input.prefix ?? 'ST'}-${newToken()}`;
  await db.insert(ssoTickets).values({
    ticketHash: hashToken(ticket),
    ssoSessionId: input.ssoSessionId,
    service: input.service,
    fromNewLogin: input.fromNewLogin,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

const NOT_RECOGNIZED = {
  ok: false,
  code: 'INVALID_TICKET',
  message: 'Ticket not recognized',
} as const;

/**
 * CAS validation: the ticket is used up by any attempt, valid only until it expires, only
 * for the service it was issued for, only while its sign-in session lives, and with
 * `renew` only when it came straight from the user's credentials. Proxy tickets pass only
 * where `allowProxy` (the proxyValidate calls).
 */
export async function validateTicket(
  db: TDb,
  input: { ticket: string; service: string; renew: boolean; allowProxy: boolean },
  now = new Date(),
): Promise<TTicketCheck> {
  const [ticket] = await db
    .update(ssoTickets)
    .set({ consumedAt: now })
    .where(and(eq(ssoTickets.ticketHash, hashToken(input.ticket)), isNull(ssoTickets.consumedAt)))
    .returning();
  if (!ticket || ticket.expiresAt.getTime() <= now.getTime()) return NOT_RECOGNIZED;
  const isProxyTicket = ticket.proxyGrantingTicketId !== null;
  if (isProxyTicket && !input.allowProxy) {
    return { ok: false, code: 'INVALID_TICKET', message: 'Proxy tickets are not accepted here' };
  }
  if (ticket.service !== input.service) {
    return { ok: false, code: 'INVALID_SERVICE', message: 'Ticket was issued for another service' };
  }
  if (input.renew && !ticket.fromNewLogin) {
    return {
      ok: false,
      code: 'INVALID_TICKET',
      message: 'Ticket was not issued from a new sign-in (renew)',
    };
  }
  const session = await liveSession(db, ticket.ssoSessionId, now);
  if (!session) return NOT_RECOGNIZED;
  return { ok: true, session, fromNewLogin: ticket.fromNewLogin, proxies: ticket.proxies ?? [] };
}

async function liveSession(db: TDb, ssoSessionId: number, now: Date) {
  const [session] = await db
    .select(ssoSessionColumns)
    .from(ssoSessions)
    .innerJoin(users, eq(users.id, ssoSessions.userId))
    .where(and(eq(ssoSessions.id, ssoSessionId), aliveSession(now)))
    .limit(1);
  return session ?? null;
}

/** A proxy-granting ticket for the callback `pgtUrl`, after the chain it extends. */
export async function issueProxyGrantingTicket(
  db: TDb,
  input: { ssoSessionId: number; pgtUrl: string; proxies: string[] },
  now = new Date(),
): Promise<{ pgtId: string; remove: () => Promise<void> }> {
  const pgtId = `PGT-${newToken()}`;
  const [row] = await db
    .insert(ssoProxyGrantingTickets)
    .values({
      ticketHash: hashToken(pgtId),
      ssoSessionId: input.ssoSessionId,
      proxies: [input.pgtUrl, ...input.proxies],
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_SESSION_TTL_MS),
    })
    .returning({ id: ssoProxyGrantingTickets.id });
  const remove = async () => {
    await db.delete(ssoProxyGrantingTickets).where(eq(ssoProxyGrantingTickets.id, row!.id));
  };
  return { pgtId, remove };
}

/** A proxy ticket for `targetService` from a live proxy-granting ticket, or null. */
export async function issueProxyTicket(
  db: TDb,
  input: { pgt: string; targetService: string },
  now = new Date(),
): Promise<string | null> {
  const [pgt] = await db
    .select()
    .from(ssoProxyGrantingTickets)
    .where(eq(ssoProxyGrantingTickets.ticketHash, hashToken(input.pgt)))
    .limit(1);
  if (!pgt || pgt.expiresAt.getTime() <= now.getTime()) return null;
  if (!(await liveSession(db, pgt.ssoSessionId, now))) return null;
  const ticket = `PT-${newToken()}`;
  await db.insert(ssoTickets).values({
    ticketHash: hashToken(ticket),
    ssoSessionId: pgt.ssoSessionId,
    service: input.targetService,
    fromNewLogin: false,
    proxyGrantingTicketId: pgt.id,
    proxies: pgt.proxies,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}
