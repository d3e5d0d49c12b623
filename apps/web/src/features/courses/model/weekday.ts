const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The text key of a weekday 1-7 (Monday to Sunday) of the week schedule. */
export function weekdayKey(weekday: number): TWeekdayKey {
  return WEEKDAY_KEYS[weekday - 1] ?? 'mon';
}
