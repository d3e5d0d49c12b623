import type {
  TCourseStatus,
  TLessonMaterial,
  TLessonStep,
  TLessonTool,
  TLessonToolLinkValue,
} from '@haoduo/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Courses (a curriculum staff write in the back office) and their ordered lessons: objectives,
 * steps, materials, teaching notes and links into the AI tools. Classes follow a course through
 * their mallCourseId. Owned by modules/courses.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    summary: text('summary').notNull().default(''),
    gradeMin: smallint('grade_min').notNull(),
    gradeMax: smallint('grade_max').notNull(),
    hours: integer('hours').notNull(),
    /** Sanitised HTML. */
    introduction: text('introduction').notNull().default(''),
    tools: jsonb('tools').$type<TLessonTool[]>().notNull().default([]),
    /** CourseStatus: 0 draft, 1 published, 2 offline. */
    status: smallint('status').$type<TCourseStatus>().notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: at('published_at'),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('courses_public_idx').on(t.status, t.sortOrder, t.id)],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... within the course. */
    lessonNo: integer('lesson_no').notNull(),
    title: text('title').notNull(),
    minutes: integer('minutes').notNull().default(40),
    objectives: jsonb('objectives').$type<string[]>().notNull().default([]),
    steps: jsonb('steps').$type<TLessonStep[]>().notNull().default([]),
    materials: jsonb('materials').$type<TLessonMaterial[]>().notNull().default([]),
    /** Teachers and staff only. */
    teachingNotes: text('teaching_notes').notNull().default(''),
    toolLinks: jsonb('tool_links').$type<TLessonToolLinkValue[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('course_lessons_course_idx').on(t.courseId, t.lessonNo)],
);
