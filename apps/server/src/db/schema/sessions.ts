import type { TAccountType, TSessionAudience } from '@haoduo/contract';
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
 * Sign-in sessions. Tokens are random and stored only as SHA-256 hashes; a session is
 * revoked by setting revoked_at. Owned by modules/identity.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'learner' (teacher or student site) or 'staff' (back office). */
    audience: text('audience').$type<TSessionAudience>().notNull(),
    /** The account type this session signed in as (1 teacher, 2 student), null for staff. */
    accountType: smallint('account_type').$type<TAccountType>(),
    /** 1 when signed in as a trial visitor (teacher code login with tourist: true). */
    tourist: smallint('tourist').notNull().default(0),
    tokenHash: text('token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The first session of a chain of refreshes (null: this session is the first). Reusing a
     * spent refresh token revokes every session of the family.
     */
    familyId: integer('family_id'),
    /** When the refresh token was exchanged for the next session of the family. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    uniqueIndex('sessions_refresh_token_hash_unique').on(t.refreshTokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ],
);
