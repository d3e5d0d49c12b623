import type { TDataScope } from '@haoduo/contract';
import { and, gte, sql } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import { schoolScopeCondition } from '../../platform/auth/staff-access';
import { byDay, shanghaiDay } from '../../platform/db/daily-counts';
import type { TDb } from '../../platform/db/database';

/** AI generations asked for per China day since `since`, in the scope's schools. */
export async function dailyGenerations(
  db: TDb,
  scope: TDataScope,
  since: Date,
): Promise<Map<string, number>> {
  const day = shanghaiDay(aiGenerations.createdAt);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(aiGenerations)
    .where(
      and(gte(aiGenerations.createdAt, since), schoolScopeCondition(scope, aiGenerations.schoolId)),
    )
    .groupBy(day);
  return byDay(rows);
}
