import type { TIntroduceSection, TReleaseStatus } from '@haoduo/contract';
import {
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
} from 'drizzle-orm/pg-core';

/**
 * The competition centre: competitions, pupils' registrations and their works, blind judging,
 * awards, and tech registrations. Id numbers are stored encrypted (AES-256-GCM) with a keyed
 * hash for the one-registration-per-number rule and their masked form for lists.
 * Owned by modules/competition.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sponsor: text('sponsor').notNull().default(''),
    suitDistrict: text('suit_district').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    pcBanner: text('pc_banner').notNull().default(''),
    mobileBanner: text('mobile_banner').notNull().default(''),
    introduceList: jsonb('introduce_list').$type<TIntroduceSection[]>().notNull().default([]),
    sortScore: integer('sort_score').notNull().default(0),
    registrationStartTm: at('registration_start_tm').notNull(),
    registrationEndTm: at('registration_end_tm').notNull(),
    competitionStartTm: at('competition_start_tm').notNull(),
    competitionEndTm: at('competition_end_tm').notNull(),
    groupList: jsonb('group_list').$type<string[]>().notNull().default([]),
    festival: text('festival').notNull().default(''),
    winnersUrl: text('winners_url'),
    winnersPublishedAt: at('winners_published_at'),
    /** ReleaseStatus: 0 not released, 1 released, 2 offline. */
    releaseStatus: smallint('release_status').$type<TReleaseStatus>().notNull().default(0),
    /** When its registrations were anonymised (retention after the end). */
    anonymisedAt: at('anonymised_at'),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('competitions_public_idx').on(t.releaseStatus, t.sortScore, t.id),
    index('competitions_end_idx').on(t.competitionEndTm),
  ],
);

export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    idCardType: smallint('id_card_type').notNull(),
    /** AES-256-GCM of the number (key from APP_SECRET); null once anonymised. */
    idCardCipher: text('id_card_cipher'),
    /** HMAC-SHA256 of the number (key from APP_SECRET): one registration per number. */
    idCardHash: text('id_card_hash'),
    /** First 3 and last 4 characters, for lists. */
    idCardMasked: text('id_card_masked').notNull(),
    grade: smallint('grade').notNull(),
    mobile: text('mobile').notNull(),
    teacherName: text('teacher_name').notNull().default(''),
    teacherMobile: text('teacher_mobile').notNull().default(''),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    schoolId: integer('school_id'),
    schoolName: text('school_name').notNull().default(''),
    registrationGroup: text('registration_group').notNull().default(''),
    anonymisedAt: at('anonymised_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_registrations_id_card_uq').on(t.competitionId, t.idCardHash),
    index('competition_registrations_list_idx').on(t.competitionId, t.id),
    index('competition_registrations_school_idx').on(t.schoolId),
  ],
);

export const competitionWorks = pgTable(
  'competition_works',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => competitionRegistrations.id, { onDelete: 'cascade' }),
    worksName: text('works_name').notNull(),
    worksIntro: text('works_intro').notNull().default(''),
    worksUrl: text('works_url').notNull(),
    platformWorksId: integer('platform_works_id'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_works_registration_uq').on(t.registrationId),
    index('competition_works_competition_idx').on(t.competitionId, t.id),
  ],
);

export const competitionJudges = pgTable(
  'competition_judges',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.userId] }),
    index('competition_judges_user_idx').on(t.userId),
  ],
);

export const competitionScores = pgTable(
  'competition_scores',
  {
    worksId: integer('works_id')
      .notNull()
      .references(() => competitionWorks.id, { onDelete: 'cascade' }),
    judgeUserId: integer('judge_user_id').notNull(),
    /** The score in tenths (0-1000). */
    scoreTenths: integer('score_tenths').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.worksId, t.judgeUserId] })],
);

export const competitionAwards = pgTable(
  'competition_awards',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competition_awards_name_uq').on(t.competitionId, t.name)],
);

/** A work holds at most one award. */
export const competitionAwardWorks = pgTable(
  'competition_award_works',
  {
    worksId: integer('works_id')
      .primaryKey()
      .references(() => competitionWorks.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => competitionAwards.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('competition_award_works_award_idx').on(t.awardId, t.worksId)],
);

export const techRegistrations = pgTable(
  'tech_registrations',
  {
    id: serial('id').primaryKey(),
    activityType: smallint('activity_type').notNull(),
    grade: smallint('grade').notNull(),
    idCardType: smallint('id_card_type').notNull(),
    idCardCipher: text('id_card_cipher'),
    idCardMasked: text('id_card_masked').notNull(),
    studentName: text('student_name').notNull(),
    schoolId: integer('school_id'),
    schoolName: text('school_name').notNull(),
    teacherName: text('teacher_name').notNull().default(''),
    teacherMobile: text('teacher_mobile').notNull().default(''),
    workResource: text('work_resource').notNull(),
    worksIntro: text('works_intro').notNull().default(''),
    worksName: text('works_name').notNull(),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('tech_registrations_list_idx').on(t.createdAt, t.id)],
);
