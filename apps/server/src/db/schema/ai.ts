import {
  JobStatus,
  type TAccountType,
  type TAiChatRole,
  type TAiLockableTool,
  type TAiPointOwnerType,
  type TAiPointRuleType,
  type TAiPointType,
  type TAiTool,
  type TJobStatus,
  type TVoiceStyle,
} from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { courseClasses } from './classes';
import { jobs } from './jobs';
import { schools } from './schools';
import { accounts, users } from './users';

// ---------- AI points (owned by modules/ai-points) ----------

/** The cost of one generation per rule type (`aiPointConfigRuleType`); absent: the default. */
export const aiPointRules = pgTable(
  'ai_point_rules',
  {
    ruleType: smallint('rule_type').$type<TAiPointRuleType>().primaryKey(),
    points: integer('points').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ai_point_rules_points_check', sql`${t.points} >= 0`)],
);

/**
 * A points balance: a school's budget (owner 1), a class's budget (2) or a person's points
 * in one school (3: a pupil's or teacher's school account). Never below zero.
 */
export const aiPointAccounts = pgTable(
  'ai_point_accounts',
  {
    id: serial('id').primaryKey(),
    ownerType: smallint('owner_type').$type<TAiPointOwnerType>().notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id').references(() => courseClasses.id),
    accountId: integer('account_id').references(() => accounts.id),
    points: integer('points').notNull().default(0),
    /** Class budgets: points each pupil may spend per day in the class (null: no limit). */
    dailyLimit: integer('daily_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_point_accounts_points_check', sql`${t.points} >= 0`),
    check('ai_point_accounts_owner_check', sql`${t.ownerType} in (1, 2, 3)`),
    uniqueIndex('ai_point_accounts_school_unique')
      .on(t.schoolId)
      .where(sql`${t.ownerType} = 1`),
    uniqueIndex('ai_point_accounts_class_unique')
      .on(t.classId)
      .where(sql`${t.ownerType} = 2`),
    uniqueIndex('ai_point_accounts_person_unique')
      .on(t.accountId)
      .where(sql`${t.ownerType} = 3`),
    index('ai_point_accounts_school_idx').on(t.schoolId, t.ownerType),
  ],
);

/** Every change of a balance, with its reason. */
export const aiPointRecords = pgTable(
  'ai_point_records',
  {
    id: serial('id').primaryKey(),
    pointAccountId: integer('point_account_id')
      .notNull()
      .references(() => aiPointAccounts.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The class the change belongs to (a class budget, or the class a pupil created in). */
    classId: integer('class_id').references(() => courseClasses.id),
    /** The person, for personal accounts. */
    accountId: integer('account_id').references(() => accounts.id),
    /** AiPointType: 1 set, 2 allocated in, 3 allocated out, 4 charge, 5 refund, 6 redeem. */
    pointType: smallint('point_type').$type<TAiPointType>().notNull(),
    ruleType: smallint('rule_type').$type<TAiPointRuleType>(),
    /** The change: positive in, negative out. */
    points: integer('points').notNull(),
    /** The balance after the change. */
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    generationId: integer('generation_id'),
    operatorUserId: integer('operator_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_point_records_account_idx').on(t.pointAccountId, t.createdAt),
    index('ai_point_records_school_idx').on(t.schoolId, t.createdAt),
    // The records page, newest first, of a school or a class.
    index('ai_point_records_school_newest_idx').on(t.schoolId, t.id.desc().nullsFirst()),
    index('ai_point_records_class_newest_idx').on(t.classId, t.id.desc().nullsFirst()),
    index('ai_point_records_person_day_idx').on(t.accountId, t.classId, t.createdAt),
    index('ai_point_records_generation_idx').on(t.generationId),
  ],
);

/** Points codes the back office hands out; redeeming one adds its points to a person. */
export const aiPointCodes = pgTable(
  'ai_point_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByAccountId: integer('used_by_account_id').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('ai_point_codes_code_unique').on(t.code),
    index('ai_point_codes_school_idx').on(t.schoolId, t.createdAt),
    check('ai_point_codes_points_check', sql`${t.points} > 0`),
  ],
);

// ---------- the AI workshop (owned by modules/ai-workshop) ----------

/**
 * One generation a person asked for: its prompt and options, the points it cost, the job
 * that runs it, and the result (file keys; URLs are made when presented). A prompt the
 * moderation refused is kept too (status failed, refused), for the teacher's record.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: serial('id').primaryKey(),
    tool: text('tool').$type<TAiTool>().notNull(),
    ruleType: smallint('rule_type').$type<TAiPointRuleType>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    accountType: smallint('account_type').$type<TAccountType>().notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id').references(() => courseClasses.id),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    seed: integer('seed').notNull(),
    status: text('status').$type<TJobStatus>().notNull().default(JobStatus.QUEUED),
    refused: boolean('refused').notNull().default(false),
    /** What the moderation flagged (categories, matched terms): for teachers, never pupils. */
    moderation: jsonb('moderation').$type<Record<string, unknown>>(),
    points: integer('points').notNull().default(0),
    pointAccountId: integer('point_account_id').references(() => aiPointAccounts.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    errorMessage: text('error_message'),
    jobId: integer('job_id').references(() => jobs.id),
    resubmitOfId: integer('resubmit_of_id'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'ai_generations_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    index('ai_generations_user_idx').on(t.userId, t.tool, t.createdAt),
    index('ai_generations_class_idx').on(t.classId, t.createdAt),
    index('ai_generations_school_idx').on(t.schoolId, t.createdAt),
    index('ai_generations_job_idx').on(t.jobId),
    index('ai_generations_collected_idx')
      .on(t.userId, t.tool, t.collectedAt)
      .where(sql`${t.collectedAt} is not null`),
  ],
);

/** Generated files (bytes in the storage port under ai/<key>); keys are random, 128 bits. */
export const aiFiles = pgTable(
  'ai_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    generationId: integer('generation_id').references(() => aiGenerations.id, {
      onDelete: 'cascade',
    }),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_files_key_unique').on(t.key),
    index('ai_files_generation_idx').on(t.generationId),
  ],
);

/** An agent a pupil or teacher built (ai-agent-config). */
export const aiAgentConfigs = pgTable(
  'ai_agent_configs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** A teacher's agent for a class: its pupils may chat with it. */
    classId: integer('class_id').references(() => courseClasses.id),
    title: text('title').notNull(),
    prologue: text('prologue').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    quickCommands: jsonb('quick_commands')
      .$type<{ name: string; content: string }[]>()
      .notNull()
      .default([]),
    voiceStyle: text('voice_style').$type<TVoiceStyle>().notNull().default('gentle'),
    iconImageUrl: text('icon_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_agent_configs_user_idx').on(t.userId, t.updatedAt),
    index('ai_agent_configs_class_idx').on(t.classId),
  ],
);

/** A chat with an agent (or the general language assistant when agent is null). */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id').references(() => courseClasses.id),
    agentConfigId: integer('agent_config_id').references(() => aiAgentConfigs.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const aiConversationMessages = pgTable(
  'ai_conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<TAiChatRole>().notNull(),
    content: text('content').notNull(),
    /** The caring answer to a pupil who may be at risk (not the AI's answer). */
    care: boolean('care').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversation_messages_idx').on(t.conversationId, t.id)],
);

/**
 * The teacher in the room: generation paused for the class, tools locked for a lesson,
 * and (primary grades) generation only while a lesson is open. Read at every job creation.
 */
export const aiClassControls = pgTable('ai_class_controls', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => courseClasses.id),
  paused: boolean('paused').notNull().default(false),
  lockedTools: text('locked_tools').array().$type<TAiLockableTool[]>().notNull().default([]),
  lessonRequired: boolean('lesson_required').notNull().default(false),
  lessonOpenUntil: timestamp('lesson_open_until', { withTimezone: true }),
  updatedByAccountId: integer('updated_by_account_id').references(() => accounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
