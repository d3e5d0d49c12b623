import type { TOpenPlatform } from '@haoduo/contract';
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
import { sessions } from './sessions';
import { users } from './users';

/**
 * A staff member's identity password: a second password asked before sensitive actions
 * (unmasking personal fields, exports of personal data). Stored as an argon2id hash; five
 * wrong answers lock it for fifteen minutes. Owned by modules/identity.
 */
export const identityPasswords = pgTable('identity_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  passwordHash: text('password_hash').notNull(),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last successful identity check of a session: sensitive actions pass for fifteen minutes
 * after it. One row per session. Owned by modules/identity.
 */
export const identityChecks = pgTable('identity_checks', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * Third-party accounts bound to a user (WeChat mini-program, Zhejiang government app,
 * DingTalk): written by those sign-ins, listed and unbound by the user service. Owned by
 * modules/identity.
 */
export const userOpenBindings = pgTable(
  'user_open_bindings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** OpenPlatform of the contract: 'wx-ma', 'zlb', 'dd'. */
    platform: text('platform').$type<TOpenPlatform>().notNull(),
    appId: text('app_id').notNull().default(''),
    openId: text('open_id').notNull(),
    unionId: text('union_id'),
    nickname: text('nickname'),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_open_bindings_open_id_unique').on(t.platform, t.appId, t.openId),
    index('user_open_bindings_user_idx').on(t.userId),
  ],
);
