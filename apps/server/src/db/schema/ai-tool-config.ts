import type { TToolType } from '@haoduo/contract';
import { boolean, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools';

/**
 * Which of the eight AI tools a school has opened. A tool without a row is open (a new
 * school sees what its classes carry); a row with enabled=false closes it for the whole
 * school, whatever its classes carry. Owned by modules/ai-tool-config.
 */
export const aiToolConfigs = pgTable(
  'ai_tool_configs',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** ToolType of the tile: 6, 11-15, 31, 41. */
    toolType: smallint('tool_type').$type<TToolType>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.toolType] })],
);
