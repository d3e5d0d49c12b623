import type { TQuestionStatus, TQuestionType } from '@haoduo/contract';
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
import { schools } from './schools';
import { accounts, users } from './users';

/** The form question repository and the lessons' quizzes. Owned by modules/form-questions. */

/** A question of the repository (deleted ones are kept for the pupils' answers). */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    questionType: smallint('question_type').$type<TQuestionType>().notNull(),
    title: text('title').notNull(),
    picUrl: text('pic_url'),
    /** Option texts of a choice question, in order (keys A, B, ...). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Option keys, `true`/`false`, or the accepted texts of a fill-in question. */
    answer: jsonb('answer').$type<string[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    knowledgePoints: text('knowledge_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grade: smallint('grade').notNull(),
    status: smallint('status').$type<TQuestionStatus>().notNull().default(1),
    /** A school's own question (null: the platform's). */
    schoolId: integer('school_id').references(() => schools.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('form_questions_grade_idx').on(t.grade),
    index('form_questions_type_idx').on(t.questionType),
  ],
);

/** A lesson's quiz: its questions in order (lessons belong to the courses module). */
export const lessonQuizQuestions = pgTable(
  'lesson_quiz_questions',
  {
    lessonId: integer('lesson_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => formQuestions.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.questionId] }),
    index('lesson_quiz_questions_question_idx').on(t.questionId),
  ],
);

/** A pupil's answer to a question of a lesson's quiz, graded when given (every answer kept). */
export const formQuestionAnswers = pgTable(
  'form_question_answers',
  {
    id: serial('id').primaryKey(),
    /** The pupil's account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => formQuestions.id),
    answer: jsonb('answer').$type<string[]>().notNull(),
    correct: boolean('correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_question_answers_pupil_lesson_idx').on(t.accountId, t.lessonId),
    index('form_question_answers_question_idx').on(t.questionId),
  ],
);
