import type { TAccountType } from '@haoduo/contract';
import {
  boolean,
  index,
  jsonb,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Sessions of the CAS-style sign-in service, held in an HttpOnly cookie on /sso (only the
 * token's hash is stored). Owned by modules/identity.
 */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 teacher, 2 student, null for back-office staff. */
    accountType: smallint('account_type').$type<TAccountType>(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_sessions_token_hash_unique').on(t.tokenHash),
    index('sso_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Service tickets (ST-...) and proxy tickets (PT-..., with a proxy-granting ticket): single
 * use, short lived, bound to one service URL.
 */
export const ssoTickets = pgTable(
  'sso_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    ssoSessionId: integer('sso_session_id')
      .notNull()
      .references(() => ssoSessions.id),
    service: text('service').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Issued right after the user typed their credentials (not from an existing session). */
    fromNewLogin: boolean('from_new_login').notNull().default(false),
    /** Set for a proxy ticket: the proxy-granting ticket it came from. */
    proxyGrantingTicketId: integer('proxy_granting_ticket_id'),
    /** A proxy ticket's chain of proxies' callback URLs, nearest first. */
    proxies: jsonb('proxies').$type<string[]>(),
  },
  (t) => [uniqueIndex('sso_tickets_hash_unique').on(t.ticketHash)],
);

/**
 * Proxy-granting tickets (PGT-...), handed to a service's HTTPS callback after a validation
 * with pgtUrl; they live as long as the sign-in session and grant proxy tickets.
 */
export const ssoProxyGrantingTickets = pgTable(
  'sso_proxy_granting_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    ssoSessionId: integer('sso_session_id')
      .notNull()
      .references(() => ssoSessions.id),
    /** The chain of proxies' callback URLs, nearest (this ticket's holder) first. */
    proxies: jsonb('proxies').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sso_pgt_hash_unique').on(t.ticketHash)],
);
