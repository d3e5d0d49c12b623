import { SafetyLimit, type TSafetyWeeklySummary } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { accountsByIds } from '../identity';
import { lastDays } from './safety-dates';
import { allEventsOf } from './safety-events';

/** A class's flags of the last 7 days: per category, tool and pupil. */

const countsOf = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

export async function weeklySummary(
  db: TDb,
  cls: { id: number; courseClassName: string },
  dateTo: string | undefined,
): Promise<TSafetyWeeklySummary> {
  const days = lastDays(SafetyLimit.SUMMARY_DAYS, dateTo);
  const events = await allEventsOf(db, { classId: cls.id, from: days.from, to: days.to });
  const byPupil = new Map<number, typeof events>();
  for (const event of events) {
    byPupil.set(event.accountId, [...(byPupil.get(event.accountId) ?? []), event]);
  }
  const people = await accountsByIds(db, [...byPupil.keys()]);
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    dateFrom: days.dateFrom,
    dateTo: days.dateTo,
    total: events.length,
    refused: events.filter((e) => e.outcome === 'refused').length,
    flagged: events.filter((e) => e.outcome === 'flagged').length,
    alerts: events.filter((e) => e.alertKind !== null).length,
    byCategory: countsOf(events.flatMap((e) => e.categories)).map(([category, count]) => ({
      category,
      count,
    })),
    byTool: countsOf(events.map((e) => e.tool)).map(([tool, count]) => ({ tool, count })),
    byPupil: [...byPupil]
      .map(([studentId, mine]) => ({
        studentId,
        studentName: people.get(studentId)?.name ?? '',
        total: mine.length,
        alerts: mine.filter((e) => e.alertKind !== null).length,
        categories: countsOf(mine.flatMap((e) => e.categories)).map(([category, count]) => ({
          category,
          count,
        })),
      }))
      .sort((a, b) => b.total - a.total || a.studentId - b.studentId),
  };
}
