import { HolidayStopScopeType, HolidayStopType } from '@haoduo/contract';
import type { THolidayRow } from '../school-holidays';

/** Days as `YYYY-MM-DD` (Asia/Shanghai calendar days); pure functions, no clock. */

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 Monday ... 7 Sunday. */
export function weekdayOf(day: string): number {
  const sunday0 = new Date(toUtc(day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** What the holidays make of a class's days: stop days, and adjust days teaching a weekday. */
export interface TClassDays {
  stops: Map<string, { id: number; name: string }>;
  adjusts: Map<string, { weekday: number; holidayName: string }>;
}

/** Does the holiday hold for this class (its school's, or every school's; all or listed classes)? */
export function holidayHoldsFor(
  holiday: THolidayRow,
  cls: { id: number; schoolId: number },
): boolean {
  if (holiday.schoolId !== null && holiday.schoolId !== cls.schoolId) return false;
  if (holiday.stopScopeType === HolidayStopScopeType.CLASSES) {
    return holiday.courseClassIds.includes(cls.id);
  }
  return true;
}

/** The stop days and adjust days of a class from the holidays that hold for it. */
export function classDays(
  holidays: readonly THolidayRow[],
  cls: { id: number; schoolId: number },
): TClassDays {
  const result: TClassDays = { stops: new Map(), adjusts: new Map() };
  for (const holiday of holidays) {
    if (!holidayHoldsFor(holiday, cls)) continue;
    if (holiday.stopType === HolidayStopType.STOP) {
      const days =
        holiday.holidayStops.length > 0
          ? holiday.holidayStops.filter((d) => d >= holiday.startTm && d <= holiday.endTm)
          : daysBetween(holiday.startTm, holiday.endTm);
      for (const day of days) result.stops.set(day, { id: holiday.id, name: holiday.name });
    }
    for (const adjust of holiday.holidayAdjusts) {
      result.adjusts.set(adjust.date, { weekday: adjust.weekday, holidayName: holiday.name });
    }
  }
  // A day both stopped and adjusted stays stopped.
  for (const day of result.stops.keys()) result.adjusts.delete(day);
  return result;
}

export interface TSlot {
  id: number;
  weekday: number;
  period: number;
  startTime: string;
  endTime: string;
  teacherAccountId: number | null;
  /** The first day the class's lessons are taught (null: the semester's first day). */
  startDate?: string | null;
}

export interface TOccurrence<TLesson> {
  date: string;
  weekday: number;
  taughtWeekday: number;
  slot: TSlot;
  lesson: TLesson | null;
  adjusted: boolean;
}

/**
 * The slots' occurrences from `from` to `to` (a semester), in time order, each teaching the
 * next lesson of the course: stop days are skipped (their lessons move on), an adjust day
 * teaches the slots of its weekday. Occurrences after the last lesson carry none.
 */
export function occurrences<TLesson>(input: {
  from: string;
  to: string;
  slots: readonly TSlot[];
  lessons: readonly TLesson[];
  days: TClassDays;
}): TOccurrence<TLesson>[] {
  const byWeekday = new Map<number, TSlot[]>();
  for (const slot of [...input.slots].sort((a, b) => a.period - b.period)) {
    const list = byWeekday.get(slot.weekday) ?? [];
    list.push(slot);
    byWeekday.set(slot.weekday, list);
  }
  const result: TOccurrence<TLesson>[] = [];
  if (input.slots.length === 0) return result;
  let next = 0;
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    if (input.days.stops.has(day)) continue;
    const weekday = weekdayOf(day);
    const adjust = input.days.adjusts.get(day);
    const taughtWeekday = adjust?.weekday ?? weekday;
    for (const slot of byWeekday.get(taughtWeekday) ?? []) {
      const lesson = next < input.lessons.length ? input.lessons[next]! : null;
      next += 1;
      result.push({ date: day, weekday, taughtWeekday, slot, lesson, adjusted: !!adjust });
    }
  }
  return result;
}
