import { and, eq, inArray, sql } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * How many works each pupil (student account) made in a class, by account id: the
 * classes module's check before pupils leave a class (handed to it by the app).
 */
export async function pupilWorkCountsInClass(
  db: TDb,
  classId: number,
  accountIds: number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (accountIds.length === 0) return result;
  const rows = await db
    .select({ accountId: works.authorAccountId, count: sql<number>`count(*)::int` })
    .from(works)
    .where(and(eq(works.worksClassId, classId), inArray(works.authorAccountId, accountIds)))
    .groupBy(works.authorAccountId);
  for (const row of rows) if (row.accountId !== null) result.set(row.accountId, Number(row.count));
  return result;
}
