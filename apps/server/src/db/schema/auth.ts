import {
  CodeChannel,
  type TCodeChannel,
  type TCodePurpose,
  type TLoginAccountKind,
  type TLoginException,
  type TLoginMethod,
  type TLoginResult,
} from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Verification codes sent by SMS or voice. One row per request, also when no message was
 * sent (a mobile with no matching account), so the per-mobile limits answer the same either
 * way. Only a salted hash of the code is stored. Owned by modules/identity.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'login' (teacher and trial sign-in), 'staff', 'reset' (password), 'mobile' (change). */
    purpose: text('purpose').$type<TCodePurpose>().notNull(),
    /** 'sms' or 'voice'. */
    channel: text('channel').$type<TCodeChannel>().notNull().default(CodeChannel.SMS),
    /** Null when no code was sent. */
    codeHash: text('code_hash'),
    codeSalt: text('code_salt'),
    /** For 'mobile' codes: the signed-in user who asked to move to this mobile. */
    userId: integer('user_id').references(() => users.id),
    ip: text('ip'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('verification_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.id),
  ],
);

/**
 * Every sign-in attempt: when, from where, how, as whom, and what came of it. `account` is
 * the login name or mobile as typed (normalised); `userId` only when it matched a user.
 * Owned by modules/identity.
 */
export const loginRecords = pgTable(
  'login_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** 'name' (login name) or 'mobile'. */
    accountKind: text('account_kind').$type<TLoginAccountKind>().notNull(),
    account: text('account').notNull(),
    /** LoginMethod of the contract. */
    method: text('method').$type<TLoginMethod>().notNull(),
    /** LoginResult of the contract. */
    result: text('result').$type<TLoginResult>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Back-office code sign-in: the client's device trace id. */
    traceId: text('trace_id'),
    /** City of the IP from the shipped table ('内网' for private addresses), null when unknown. */
    city: text('city'),
    /** Browser and system read from the user agent (e.g. 'Chrome / Windows'). */
    device: text('device'),
    /** Exception flags of a sign-in (LoginException), null for an ordinary one. */
    exceptions: jsonb('exceptions').$type<TLoginException[]>(),
  },
  (t) => [
    index('login_records_at_idx').on(t.at),
    index('login_records_account_idx').on(t.accountKind, t.account, t.at),
    index('login_records_user_idx').on(t.userId, t.at),
  ],
);

/**
 * Password sign-in locks, one row per login name or mobile (also for names that match no
 * user, so a lock says nothing about whether an account exists). A lock is active while
 * locked_until is in the future and it has not been released. Owned by modules/identity.
 */
export const loginLocks = pgTable(
  'login_locks',
  {
    id: serial('id').primaryKey(),
    accountKind: text('account_kind').$type<TLoginAccountKind>().notNull(),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id),
    failures: smallint('failures').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: integer('released_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('login_locks_account_unique').on(t.accountKind, t.account),
    index('login_locks_active_idx')
      .on(t.lockedUntil)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/** Short-lived, single-use tokens of the forgot-password flow, stored hashed. Owned by modules/identity. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Free mobiles: numbers that may receive verification codes without the per-day limit (test
 * devices, school front desks), each with its owner, reason and type; only enabled ones count.
 */
export const freeMobiles = pgTable(
  'free_mobiles',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    owner: text('owner').notNull(),
    reason: text('reason').notNull(),
    /** 1 test device, 2 school front desk, 3 other. */
    type: smallint('type').notNull(),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('free_mobiles_mobile_unique').on(t.mobile)],
);
