import type { TAccountType, TLaunchKind } from '@haoduo/contract';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { schools } from './schools';
import { users } from './users';

/**
 * Launch tickets of the AI tools (community, agent, hardware): single use, five minutes.
 * The ticket code is random and stored only as its SHA-256. Owned by modules/launch.
 */
export const launchTickets = pgTable(
  'launch_tickets',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    /** 'community' | 'agent' | 'hardware'. */
    kind: text('kind').$type<TLaunchKind>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountType: integer('account_type').$type<TAccountType>().notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launch_tickets_code_hash_unique').on(t.codeHash),
    index('launch_tickets_expires_idx').on(t.expiresAt),
  ],
);
