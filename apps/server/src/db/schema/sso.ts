import type { TAccountType } from '@haoduo/contract';
import {
  index,
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

/** Service tickets (ST-...): single use, short lived, bound to one service URL. */
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
  },
  (t) => [uniqueIndex('sso_tickets_hash_unique').on(t.ticketHash)],
);
