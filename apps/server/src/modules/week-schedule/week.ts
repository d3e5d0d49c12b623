import type { TScheduleWeek, TScheduleWeekDay } from '@haoduo/contract';
import { addDays, daysBetween, mondayOf, weekdayOf, type TOccurrence } from './calendar';
import type { THandInLookup } from './hand-ins';
import type { TPlacedLesson } from './lesson-source';
import { presentOccurrence, type TClock } from './schedule.presenter';
import type { TClassSchedule } from './schedule.service';

/** A Monday-to-Sunday week of several classes' schedules. */

export interface TWeekSpan {
  weekStart: string;
  weekEnd: string;
}

export function weekOf(day: string): TWeekSpan {
  const weekStart = mondayOf(day);
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/** The occurrences of each schedule inside the week, with their schedule. */
export function occurrencesInWeek(
  schedules: readonly TClassSchedule[],
  week: TWeekSpan,
): { schedule: TClassSchedule; occ: TOccurrence<TPlacedLesson> }[] {
  return schedules.flatMap((schedule) =>
    schedule.occurrences
      .filter((occ) => occ.date >= week.weekStart && occ.date <= week.weekEnd)
      .map((occ) => ({ schedule, occ })),
  );
}

/** The lesson ids of occurrences (for one read of their hand-ins). */
export function lessonIdsOf(list: readonly { occ: TOccurrence<TPlacedLesson> }[]): number[] {
  return [...new Set(list.flatMap(({ occ }) => (occ.lesson ? [occ.lesson.id] : [])))];
}

export function buildWeek(
  schedules: readonly TClassSchedule[],
  week: TWeekSpan,
  clock: TClock,
  handIns: THandInLookup | null,
): TScheduleWeek {
  const inWeek = occurrencesInWeek(schedules, week);
  const days: TScheduleWeekDay[] = daysBetween(week.weekStart, week.weekEnd).map((date) => {
    const stop = schedules.map((s) => s.days.stops.get(date)).find(Boolean) ?? null;
    const adjust = schedules.map((s) => s.days.adjusts.get(date)).find(Boolean) ?? null;
    const lessons = inWeek
      .filter(({ occ }) => occ.date === date)
      .sort(
        (a, b) =>
          a.occ.slot.startTime.localeCompare(b.occ.slot.startTime) ||
          a.occ.slot.period - b.occ.slot.period ||
          a.schedule.cls.id - b.schedule.cls.id,
      )
      .map(({ schedule, occ }) => presentOccurrence(schedule, occ, clock, handIns));
    return {
      date,
      weekday: weekdayOf(date),
      holiday: stop ? { id: stop.id, name: stop.name } : null,
      adjust: adjust ? { weekday: adjust.weekday, holidayName: adjust.holidayName } : null,
      lessons,
    };
  });
  return { ...week, today: clock.today, days };
}
