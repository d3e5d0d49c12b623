import {
  AI_POINT_DEFAULT_COSTS,
  AI_POINT_RULE_LABELS,
  AI_POINT_RULE_TYPES,
  type TAiPointRule,
  type TAiPointRuleType,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { aiPointRules } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** The cost of one generation per rule type: the back office's setting, else the default. */

export async function findRules(db: TDb): Promise<TAiPointRule[]> {
  const rows = await db.select().from(aiPointRules);
  const set = new Map(rows.map((row) => [row.ruleType, row.points]));
  return AI_POINT_RULE_TYPES.map((type) => ({
    aiPointConfigRuleType: type,
    points: set.get(type) ?? AI_POINT_DEFAULT_COSTS[type],
    label: AI_POINT_RULE_LABELS[type],
  }));
}

export async function costOf(db: TDb, ruleType: TAiPointRuleType): Promise<number> {
  const [row] = await db
    .select({ points: aiPointRules.points })
    .from(aiPointRules)
    .where(eq(aiPointRules.ruleType, ruleType))
    .limit(1);
  return row?.points ?? AI_POINT_DEFAULT_COSTS[ruleType];
}

export async function saveRules(
  db: TDb,
  list: { aiPointConfigRuleType: TAiPointRuleType; points: number }[],
  operatorUserId: number,
): Promise<void> {
  // One row per rule type (the last one given wins).
  const byType = new Map(list.map((rule) => [rule.aiPointConfigRuleType, rule.points]));
  await db
    .insert(aiPointRules)
    .values(
      [...byType].map(([ruleType, points]) => ({
        ruleType,
        points,
        updatedByUserId: operatorUserId,
      })),
    )
    .onConflictDoUpdate({
      target: aiPointRules.ruleType,
      set: {
        points: sql`excluded.points`,
        updatedByUserId: sql`excluded.updated_by_user_id`,
        updatedAt: sql`now()`,
      },
    });
}
