import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { accounts } from './users';

/**
 * A class's weekly lesson slots. Owned by modules/week-schedule. The class's course lessons
 * are taught in order on the slots' occurrences through its semester (holidays skipped).
 */
export const classWeekSlots = pgTable(
  'class_week_slots',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id, { onDelete: 'cascade' }),
    /** 1 Monday ... 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    /** 1-12, the period of the school day. */
    period: smallint('period').notNull(),
    /** `HH:mm`. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The teacher account who teaches the slot; null = a schedule problem. */
    teacherAccountId: integer('teacher_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The first day the class's lessons are taught (the same on all its slots); null = the semester's. */
    startDate: date('start_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_week_slots_class_day_period').on(t.classId, t.weekday, t.period),
    index('class_week_slots_teacher_idx').on(t.teacherAccountId),
  ],
);
