import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { THolidayStopScopeType, THolidayStopType } from '@haoduo/contract';
import { schools, semesters } from './schools';

/** A weekend day taught instead: on `date`, the slots of `weekday` (1-7) are taught. */
export interface THolidayAdjust {
  date: string;
  weekday: number;
}

/**
 * School holidays. Owned by modules/school-holidays. Days are `YYYY-MM-DD` (Asia/Shanghai),
 * both ends included. A holiday without a school holds for every school.
 */
export const schoolHolidays = pgTable('school_holidays', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  semesterId: integer('semester_id').references(() => semesters.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  startTm: date('start_tm', { mode: 'string' }).notNull(),
  endTm: date('end_tm', { mode: 'string' }).notNull(),
  /** HolidayStopType: 1 classes stop, 2 reminder only. */
  stopType: smallint('stop_type').$type<THolidayStopType>().notNull().default(1),
  /** HolidayStopScopeType: 1 every class, 2 the classes in courseClassIds. */
  stopScopeType: smallint('stop_scope_type').$type<THolidayStopScopeType>().notNull().default(1),
  courseClassIds: integer('course_class_ids').array().notNull().default([]),
  holidayAdjusts: jsonb('holiday_adjusts').$type<THolidayAdjust[]>().notNull().default([]),
  /** The stop days, when only some days of the range stop; empty = every day of it. */
  holidayStops: jsonb('holiday_stops').$type<string[]>().notNull().default([]),
  refundExplain: text('refund_explain'),
  refundFile: text('refund_file'),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
