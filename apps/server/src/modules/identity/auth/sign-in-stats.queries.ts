import { LoginResult, type TDataScope } from '@haoduo/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import { accounts, loginRecords } from '../../../db/schema';
import { schoolScopeCondition } from '../../../platform/auth/staff-access';
import { byDay, shanghaiDay } from '../../../platform/db/daily-counts';
import type { TDb } from '../../../platform/db/database';

/** Successful sign-ins per China day since `since`, of people with an account in the scope. */
export async function dailySignIns(
  db: TDb,
  scope: TDataScope,
  since: Date,
): Promise<Map<string, number>> {
  const inScope = schoolScopeCondition(scope, accounts.schoolId);
  const day = shanghaiDay(loginRecords.at);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(loginRecords)
    .where(
      and(
        gte(loginRecords.at, since),
        eq(loginRecords.result, LoginResult.SUCCESS),
        inScope === undefined
          ? undefined
          : sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${loginRecords.userId} and ${inScope})`,
      ),
    )
    .groupBy(day);
  return byDay(rows);
}
