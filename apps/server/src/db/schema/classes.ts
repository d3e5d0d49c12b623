import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TClassStatus,
  TMemberStatus,
  TServiceType,
  TStudentCreateMode,
  TToolType,
} from '@haoduo/contract';
import { schools, semesters } from './schools';
import { accounts } from './users';

/** Course classes. Owned by modules/classes. */
export const courseClasses = pgTable(
  'course_classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => semesters.id),
    courseClassName: text('course_class_name').notNull(),
    /** ClassStatus: 10, 60, 100, 99, 110. */
    courseClassStatus: smallint('course_class_status').$type<TClassStatus>().notNull().default(10),
    classCode: text('class_code').notNull(),
    /** ServiceType of the class (1 fanbook, 2 agent, 3 AI workshop, 4 AI hardware). */
    serviceType: smallint('service_type').$type<TServiceType>().notNull().default(1),
    /** Service types the class carries (aiToolTypes include 1 → picture books). */
    aiToolTypes: integer('ai_tool_types').array().notNull().default([]),
    /** ToolType sub types enabled for the class (6, 11-15, 31, 41). */
    aiToolSubTypes: integer('ai_tool_sub_types').array().$type<TToolType[]>().notNull().default([]),
    /** Whether AI generation is available to the class's pupils. */
    availableAi: smallint('available_ai').notNull().default(1),
    effectiveEndDate: date('effective_end_date', { mode: 'string' }),
    fanbookIdCode: text('fanbook_id_code'),
    fanbookInviteCode: text('fanbook_invite_code'),
    limitStudentSize: integer('limit_student_size'),
    limitStudentType: smallint('limit_student_type'),
    mallCourseId: integer('mall_course_id'),
    /** How pupils get accounts: 1 teacher creates them, 2 pupils create them by class code. */
    studentCreateModeType: smallint('student_create_mode_type')
      .$type<TStudentCreateMode>()
      .notNull()
      .default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_classes_class_code_unique').on(t.classCode),
    index('course_classes_school_idx').on(t.schoolId, t.semesterId),
  ],
);

/** Teachers of a class (teacher accounts). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.accountId] }),
    index('class_teachers_account_idx').on(t.accountId),
  ],
);

/** Pupils of a class (student accounts). */
export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 1 active, 0 disabled in this class. */
    status: smallint('status').$type<TMemberStatus>().notNull().default(1),
    /** Device id the pupil registered with (mac). */
    mac: text('mac'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.accountId] }),
    index('class_students_account_idx').on(t.accountId),
  ],
);
