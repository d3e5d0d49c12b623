const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The text key of a weekday 1-7 (Monday to Sunday) of the week schedule. */
export function weekdayKey(weekday: number): TWeekdayKey {
  return WEEKDAY_KEYS[weekday - 1] ?? 'mon';
}

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) moved by whole days, by the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
