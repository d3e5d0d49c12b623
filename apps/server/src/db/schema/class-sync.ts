import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseClasses } from './classes';
import { schools } from './schools';

/**
 * Roster sync configs: a grade and class name of a school's roster file tied to a course
 * class, so a roster import places each row in its class. Owned by modules/classes.
 */
export const classSyncConfigs = pgTable(
  'class_sync_configs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => courseClasses.id),
    rosterGradeName: text('roster_grade_name').notNull(),
    rosterClassName: text('roster_class_name').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_sync_configs_roster_uq').on(
      t.schoolId,
      t.rosterGradeName,
      t.rosterClassName,
    ),
    index('class_sync_configs_class_idx').on(t.classId),
  ],
);
