import type {
  TAccountType,
  TSafetyAlertKind,
  TSafetyAlertSeverity,
  TSafetyAlertStatus,
  TSafetyDirection,
  TSafetyOutcome,
  TSafetyStrictness,
  TSafetyTool,
  TWorksKind,
} from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { schools } from './schools';
import { accounts } from './users';

/** The safety of minors. Owned by modules/safety. */

/** A message before a disclosure, kept with its alert. */
export interface TSafetyContextRow {
  role: 'pupil' | 'assistant';
  text: string;
  at: string | null;
}

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * What the safety gate refused or flagged of a pupil's input or an AI's output for a pupil.
 * The text is kept for the pupil's teachers only (never shown on any public page).
 */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The classes whose teachers see it (the class of the request, or the pupil's classes). */
    classIds: integer('class_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id').notNull(),
    /** A pupil's (kept for their classes' teachers) or a teacher's own (for the school's staff). */
    accountType: smallint('account_type').$type<TAccountType>().notNull().default(2),
    tool: text('tool').$type<TSafetyTool>().notNull(),
    direction: text('direction').$type<TSafetyDirection>().notNull(),
    outcome: text('outcome').$type<TSafetyOutcome>().notNull(),
    text: text('text').notNull(),
    categories: textArray('categories'),
    flaggedBy: textArray('flagged_by'),
    matches: textArray('matches'),
    alertKind: text('alert_kind').$type<TSafetyAlertKind>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_events_class_ids_idx').using('gin', t.classIds),
    index('safety_events_account_idx').on(t.accountId, t.createdAt),
    index('safety_events_school_idx').on(t.schoolId, t.createdAt),
  ],
);

/** A critical alert to a class's teachers: a pupil may be at risk. */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => safetyEvents.id, { onDelete: 'set null' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    tool: text('tool').$type<TSafetyTool>().notNull(),
    kind: text('kind').$type<TSafetyAlertKind>().notNull(),
    severity: text('severity').$type<TSafetyAlertSeverity>().notNull(),
    status: text('status').$type<TSafetyAlertStatus>().notNull().default('open'),
    message: text('message').notNull(),
    context: jsonb('context').$type<TSafetyContextRow[]>().notNull().default([]),
    note: text('note'),
    acknowledgedBy: integer('acknowledged_by').references(() => accounts.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => accounts.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_alerts_class_idx').on(t.classId, t.status, t.id),
    index('safety_alerts_school_idx').on(t.schoolId, t.createdAt),
  ],
);

/** A school's own moderation rules (a school without a row has the defaults). */
export const safetySchoolRules = pgTable('safety_school_rules', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  blockedWords: textArray('blocked_words'),
  allowedWords: textArray('allowed_words'),
  strictness: text('strictness').$type<TSafetyStrictness>().notNull().default('standard'),
  refusalMessage: text('refusal_message'),
  galleryKinds: text('gallery_kinds').array().$type<TWorksKind[]>(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A class's own rules on top of its school's (null: the school's value). */
export const safetyClassRules = pgTable('safety_class_rules', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => courseClasses.id),
  blockedWords: textArray('blocked_words'),
  allowedWords: textArray('allowed_words'),
  strictness: text('strictness').$type<TSafetyStrictness>(),
  refusalMessage: text('refusal_message'),
  galleryKinds: text('gallery_kinds').array().$type<TWorksKind[]>(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's controls of one pupil in a class (the class's own are ai_class_controls). */
export const safetyPupilControls = pgTable(
  'safety_pupil_controls',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    paused: boolean('paused').notNull().default(false),
    lockedTools: textArray('locked_tools'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.accountId] })],
);
