import type { TDashboard, TDashboardDay, TDataScope } from '@haoduo/contract';
import { assertSchoolInScope } from '../../platform/auth/staff-access';
import { shanghaiDayStart, todayInShanghai } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';
import { dailyPointsSpent } from '../ai-points';
import { dailyGenerations } from '../ai-workshop';
import { dailySignIns } from '../identity';
import { dailyWorksSubmitted, worksWaitingForReview } from '../works';

const DAY_MS = 24 * 3_600_000;

/** The last `days` China days, oldest first, today last (`YYYY-MM-DD`). */
export function lastDays(days: number, now: Date): string[] {
  const start = shanghaiDayStart(now).getTime();
  return Array.from({ length: days }, (_, i) =>
    todayInShanghai(new Date(start - (days - 1 - i) * DAY_MS + 12 * 3_600_000)),
  );
}

/**
 * The back-office home: today's sign-ins, generations, works waiting and points spent, and
 * the 7- and 30-day series, counted in the caller's data scope (or one school of it).
 */
export async function dashboardOf(
  db: TDb,
  scope: TDataScope,
  schoolId: number | undefined,
  now = new Date(),
): Promise<TDashboard> {
  let counted = scope;
  if (schoolId !== undefined) {
    await assertSchoolInScope(db, scope, schoolId);
    counted = { kind: 'schools', schoolIds: [schoolId] };
  }
  const days = lastDays(30, now);
  const since = new Date(shanghaiDayStart(now).getTime() - 29 * DAY_MS);
  const [signIns, generations, submitted, spent, waiting] = await Promise.all([
    dailySignIns(db, counted, since),
    dailyGenerations(db, counted, since),
    dailyWorksSubmitted(db, counted, since),
    dailyPointsSpent(db, counted, since),
    worksWaitingForReview(db, counted),
  ]);
  const series: TDashboardDay[] = days.map((date) => ({
    date,
    signIns: signIns.get(date) ?? 0,
    generations: generations.get(date) ?? 0,
    worksSubmitted: submitted.get(date) ?? 0,
    pointsSpent: spent.get(date) ?? 0,
  }));
  const today = series[series.length - 1]!;
  return {
    today: {
      signIns: today.signIns,
      generations: today.generations,
      worksPendingReview: waiting,
      pointsSpent: today.pointsSpent,
    },
    last7Days: series.slice(-7),
    last30Days: series,
  };
}
