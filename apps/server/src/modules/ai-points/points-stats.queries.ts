import { AiPointType, type TDataScope } from '@haoduo/contract';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { aiPointRecords } from '../../db/schema';
import { schoolScopeCondition } from '../../platform/auth/staff-access';
import { byDay, shanghaiDay } from '../../platform/db/daily-counts';
import type { TDb } from '../../platform/db/database';

/** Points spent on AI tools (charges less refunds) per China day since `since`, in scope. */
export async function dailyPointsSpent(
  db: TDb,
  scope: TDataScope,
  since: Date,
): Promise<Map<string, number>> {
  const day = shanghaiDay(aiPointRecords.createdAt);
  const rows = await db
    .select({
      day,
      n: sql<number>`coalesce(sum(case when ${aiPointRecords.pointType} = ${AiPointType.CHARGE} then abs(${aiPointRecords.points}) else -abs(${aiPointRecords.points}) end), 0)::int`,
    })
    .from(aiPointRecords)
    .where(
      and(
        gte(aiPointRecords.createdAt, since),
        inArray(aiPointRecords.pointType, [AiPointType.CHARGE, AiPointType.REFUND]),
        schoolScopeCondition(scope, aiPointRecords.schoolId),
      ),
    )
    .groupBy(day);
  return byDay(rows);
}
