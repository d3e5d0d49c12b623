import {
  AccountType,
  SAFETY_STAT_KINDS,
  type TSafetyStatKind,
  type TSafetyWeeklyStats,
  type TSafetyWeeklyStatsQuery,
  type TSafetyWeeklyStatsRow,
} from '@haoduo/contract';
import { and, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { safetyAlerts, safetyEvents } from '../../db/schema';
import { todayInShanghai } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';
import { findSchoolById } from '../classes';
import { regionPath } from '../regions';
import { chinaDayRange } from './safety-dates';

/**
 * The back office's weekly safety figures: per China week (Monday first) and school, the
 * pupils' refused and flagged texts by kind, the alerts, and teachers' own refused prompts.
 */

const DAY_MS = 86_400_000;
/** Weeks shown when no dates are given. */
const DEFAULT_WEEKS = 8;

/** The Monday of a China date's week. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

function rangeOf(query: TSafetyWeeklyStatsQuery): { dateFrom: string; dateTo: string } {
  const dateTo = query.dateTo ?? todayInShanghai();
  const dateFrom =
    query.dateFrom ??
    new Date(Date.parse(`${mondayOf(dateTo)}T00:00:00Z`) - (DEFAULT_WEEKS - 1) * 7 * DAY_MS)
      .toISOString()
      .slice(0, 10);
  return { dateFrom, dateTo };
}

const weekOf = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`;

function schoolsWhere(column: AnyColumn, scope: number[] | 'all', one?: number) {
  const ids = one === undefined ? scope : scope === 'all' || scope.includes(one) ? [one] : [];
  if (ids === 'all') return undefined;
  return ids.length === 0 ? sql`false` : inArray(column, ids);
}

const noCounts = (): Record<TSafetyStatKind, number> =>
  Object.fromEntries(SAFETY_STAT_KINDS.map((kind) => [kind, 0])) as Record<TSafetyStatKind, number>;

const isKind = (value: string): value is TSafetyStatKind =>
  (SAFETY_STAT_KINDS as readonly string[]).includes(value);

export async function weeklyStats(
  db: TDb,
  scope: number[] | 'all',
  query: TSafetyWeeklyStatsQuery,
): Promise<TSafetyWeeklyStats> {
  const { dateFrom, dateTo } = rangeOf(query);
  const { from, to } = chinaDayRange(dateFrom, dateTo);
  const eventWeek = weekOf(safetyEvents.createdAt);
  const alertWeek = weekOf(safetyAlerts.createdAt);
  // Events grouped by their categories (few distinct sets), counted out per kind below.
  const [events, alerts] = await Promise.all([
    db
      .select({
        week: eventWeek,
        schoolId: safetyEvents.schoolId,
        accountType: safetyEvents.accountType,
        outcome: safetyEvents.outcome,
        categories: safetyEvents.categories,
        alertKind: safetyEvents.alertKind,
        n: sql<number>`count(*)::int`,
      })
      .from(safetyEvents)
      .where(
        and(
          schoolsWhere(safetyEvents.schoolId, scope, query.schoolId),
          gte(safetyEvents.createdAt, from!),
          lt(safetyEvents.createdAt, to!),
        ),
      )
      .groupBy(
        eventWeek,
        safetyEvents.schoolId,
        safetyEvents.accountType,
        safetyEvents.outcome,
        safetyEvents.categories,
        safetyEvents.alertKind,
      ),
    db
      .select({
        week: alertWeek,
        schoolId: safetyAlerts.schoolId,
        n: sql<number>`count(*)::int`,
      })
      .from(safetyAlerts)
      .where(
        and(
          schoolsWhere(safetyAlerts.schoolId, scope, query.schoolId),
          gte(safetyAlerts.createdAt, from!),
          lt(safetyAlerts.createdAt, to!),
        ),
      )
      .groupBy(alertWeek, safetyAlerts.schoolId),
  ]);

  const rows = new Map<string, Omit<TSafetyWeeklyStatsRow, 'schoolName' | 'regionName'>>();
  const rowOf = (week: string, schoolId: number) => {
    const key = `${week}:${schoolId}`;
    let row = rows.get(key);
    if (!row) {
      row = { weekStart: week, schoolId, total: 0, alerts: 0, staffRefused: 0, counts: noCounts() };
      rows.set(key, row);
    }
    return row;
  };
  for (const group of events) {
    const row = rowOf(group.week, group.schoolId);
    const n = Number(group.n);
    if (group.accountType !== AccountType.STUDENT) {
      if (group.outcome === 'refused') row.staffRefused += n;
      continue;
    }
    row.total += n;
    const kinds = new Set([...group.categories, ...(group.alertKind ? [group.alertKind] : [])]);
    for (const kind of kinds) if (isKind(kind)) row.counts[kind] += n;
  }
  for (const group of alerts) rowOf(group.week, group.schoolId).alerts += Number(group.n);

  const places = await schoolPlaces(db, [...new Set([...rows.values()].map((r) => r.schoolId))]);
  const list = [...rows.values()]
    .map((row) => ({ ...row, ...(places.get(row.schoolId) ?? { schoolName: '', regionName: '' }) }))
    .sort(
      (a, b) =>
        b.weekStart.localeCompare(a.weekStart) ||
        b.total - a.total ||
        a.schoolName.localeCompare(b.schoolName, 'zh-CN') ||
        a.schoolId - b.schoolId,
    );
  return { dateFrom, dateTo, rows: list, weeks: weeksOf(list) };
}

/** All schools together per week, oldest first. */
function weeksOf(rows: readonly TSafetyWeeklyStatsRow[]): TSafetyWeeklyStats['weeks'] {
  const weeks = new Map<string, TSafetyWeeklyStats['weeks'][number]>();
  for (const row of rows) {
    const week = weeks.get(row.weekStart) ?? {
      weekStart: row.weekStart,
      total: 0,
      counts: noCounts(),
    };
    week.total += row.total;
    for (const kind of SAFETY_STAT_KINDS) week.counts[kind] += row.counts[kind];
    weeks.set(row.weekStart, week);
  }
  return [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

async function schoolPlaces(
  db: TDb,
  schoolIds: number[],
): Promise<Map<number, { schoolName: string; regionName: string }>> {
  const schools = await Promise.all(schoolIds.map((id) => findSchoolById(db, id)));
  return new Map(
    schools
      .filter((school) => school !== undefined && school !== null)
      .map((school) => [
        school.id,
        {
          schoolName: school.name,
          regionName: regionPath([school.provinceId, school.cityId, school.districtId]),
        },
      ]),
  );
}
