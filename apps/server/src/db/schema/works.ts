import { sql } from 'drizzle-orm';
import {
  bigserial,
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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  AuditStatus,
  WorksStatus,
  type TAuditStatus,
  type TCompressItem,
  type TContentItem,
  type TWorkType,
  type TWorksCreatorType,
  type TWorksHistoryEvent,
  type TWorksKind,
  type TWorksPage,
  type TWorksStatus,
} from '@haoduo/contract';
import { aiGenerations } from './ai';
import { courseClasses } from './classes';
import { schools } from './schools';
import { accounts, users } from './users';

/** A work is public when it is published and approved. */
const PUBLIC = sql`status = 2 AND audit_status = 1`;

/**
 * Pupils' and teachers' works of every type and version. Owned by modules/works.
 * No delete cascades from users or accounts: removing a pupil keeps their published works
 * (the author references become null and the public name snapshot stays).
 */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    worksName: text('works_name').notNull(),
    /** The author name as typed on the cover (never shown on public pages for pupils). */
    worksAuthor: text('works_author'),
    /** Public author name snapshot: pen name, or the given name masked (张**). */
    authorPublicName: text('author_public_name').notNull(),
    customizeSchoolName: text('customize_school_name'),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    worksClassId: integer('works_class_id').references(() => courseClasses.id, {
      onDelete: 'set null',
    }),
    worksCoverPic: text('works_cover_pic'),
    worksBackCoverPic: text('works_back_cover_pic'),
    coverThumbUrl: text('cover_thumb_url'),
    worksIntro: text('works_intro'),
    worksPrompt: text('works_prompt'),
    /** WorksStatus: 0 draft, 1 submitted, 2 published, 3 offline. */
    status: smallint('status').$type<TWorksStatus>().notNull().default(WorksStatus.DRAFT),
    /** AuditStatus: 0 pending, 1 approved, 2 rejected (with auditRemark). */
    auditStatus: smallint('audit_status')
      .$type<TAuditStatus>()
      .notNull()
      .default(AuditStatus.PENDING),
    auditRemark: text('audit_remark'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: integer('audited_by'),
    recommend: boolean('recommend').notNull().default(false),
    sortScore: integer('sort_score').notNull().default(0),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** WorkType 1-7. */
    type: smallint('type').$type<TWorkType>().notNull(),
    /** What the work holds (TWorksKind: book, picture, music, video, model3d, app, agent). */
    kind: text('kind').$type<TWorksKind>().notNull().default('book'),
    /**
     * The AI generation this work keeps (a finished result is kept in its author's works by
     * itself, once: the unique index makes a repeated completion a no-op).
     */
    generationId: integer('generation_id').references(() => aiGenerations.id, {
      onDelete: 'set null',
    }),
    /** The course lesson the work was made for (its hand-in); no reference, lessons may go. */
    lessonId: integer('lesson_id'),
    /** Content version 1-3 (see the contract's works-content.schema.ts). */
    version: smallint('version').notNull().default(1),
    backgroundColor: text('background_color'),
    coverCenter: boolean('cover_center').notNull().default(false),
    worksPageList: jsonb('works_page_list').$type<TWorksPage[]>().notNull().default([]),
    worksContentList: jsonb('works_content_list').$type<TContentItem[]>().notNull().default([]),
    worksCompressContentList: jsonb('works_compress_content_list')
      .$type<TCompressItem[]>()
      .notNull()
      .default([]),
    jumpUrl: text('jump_url'),
    agentProgramCode: text('agent_program_code'),
    coverPicRatioHigh: integer('cover_pic_ratio_high'),
    coverPicRatioWide: integer('cover_pic_ratio_wide'),
    likeCount: integer('like_count').notNull().default(0),
    copyCount: integer('copy_count').notNull().default(0),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => works.id, {
      onDelete: 'set null',
    }),
    /** WorksCreatorType: 1 teacher, 2 student, 3 staff. */
    worksCreatorType: smallint('works_creator_type').$type<TWorksCreatorType>().notNull(),
    /** The creator's account id (teachers, students) or user id (staff). */
    worksCreatorId: integer('works_creator_id').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** CJK unigrams and bigrams and Latin words of name, public author and school. */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The gallery's three orders, with and without a type filter; public rows only.
    index('works_public_recommend_idx')
      .on(t.recommend.desc(), t.sortScore.desc(), t.id.desc())
      .where(PUBLIC),
    index('works_public_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(PUBLIC),
    index('works_public_popular_idx').on(t.likeCount.desc(), t.id.desc()).where(PUBLIC),
    index('works_public_type_recommend_idx')
      .on(t.type, t.recommend.desc(), t.sortScore.desc(), t.id.desc())
      .where(PUBLIC),
    index('works_public_type_newest_idx')
      .on(t.type, t.publishedAt.desc(), t.id.desc())
      .where(PUBLIC),
    index('works_public_type_popular_idx')
      .on(t.type, t.likeCount.desc(), t.id.desc())
      .where(PUBLIC),
    index('works_search_tokens_idx').using('gin', t.searchTokens).where(PUBLIC),
    index('works_author_user_idx').on(t.authorUserId, t.id.desc()),
    index('works_author_account_idx').on(t.authorAccountId),
    index('works_school_idx').on(t.schoolId, t.status),
    // The back office's lists, newest first: a school's works, and the works waiting for review.
    index('works_school_newest_idx').on(t.schoolId, t.id.desc().nullsFirst()),
    index('works_review_newest_idx').on(t.status, t.auditStatus, t.id.desc().nullsFirst()),
    index('works_class_idx').on(t.worksClassId, t.id.desc()),
    index('works_copied_from_idx').on(t.copiedFromId),
    index('works_author_account_kind_idx').on(t.authorAccountId, t.kind, t.id.desc()),
    uniqueIndex('works_generation_unique').on(t.generationId),
    index('works_lesson_author_idx').on(t.lessonId, t.authorAccountId),
  ],
);

/** One like per user per work; works.like_count is kept in step in the same transaction. */
export const worksLikes = pgTable(
  'works_likes',
  {
    worksId: integer('works_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.worksId, t.userId] }),
    index('works_likes_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The making of a work, in order: prompts, AI results used, edits, submission, review.
 * Seen by the author, the author's teachers and staff.
 */
export const worksHistory = pgTable(
  'works_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    worksId: integer('works_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<TWorksHistoryEvent>().notNull(),
    actorUserId: integer('actor_user_id'),
    /** author, teacher, staff or system. */
    actorRole: text('actor_role').notNull(),
    detail: jsonb('detail').$type<TWorksHistoryDetail>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('works_history_works_idx').on(t.worksId, t.id)],
);

export interface TWorksHistoryDetail {
  prompt?: string | null;
  toolType?: number | null;
  resultUrl?: string | null;
  note?: string | null;
  fields?: string[];
  count?: number;
  fromStatus?: number;
  toStatus?: number;
  auditStatus?: number;
  auditRemark?: string | null;
  copiedFromId?: number;
}

/** Gallery tags, chosen by the back office. Owned by modules/tags. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(t.name)],
);
