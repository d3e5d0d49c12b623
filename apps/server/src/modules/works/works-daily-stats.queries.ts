import { AuditStatus, WorksStatus, type TDataScope } from '@haoduo/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { works } from '../../db/schema';
import { schoolScopeCondition } from '../../platform/auth/staff-access';
import { byDay, shanghaiDay } from '../../platform/db/daily-counts';
import type { TDb } from '../../platform/db/database';

/** Works submitted for review per China day since `since`, in the scope's schools. */
export async function dailyWorksSubmitted(
  db: TDb,
  scope: TDataScope,
  since: Date,
): Promise<Map<string, number>> {
  const day = shanghaiDay(works.submittedAt);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(works)
    .where(and(gte(works.submittedAt, since), schoolScopeCondition(scope, works.schoolId)))
    .groupBy(day);
  return byDay(rows);
}

/** Submitted works waiting for review, in the scope's schools. */
export async function worksWaitingForReview(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(works)
    .where(
      and(
        eq(works.status, WorksStatus.SUBMITTED),
        eq(works.auditStatus, AuditStatus.PENDING),
        schoolScopeCondition(scope, works.schoolId),
      ),
    );
  return row?.n ?? 0;
}
