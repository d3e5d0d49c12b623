/** Week schedule values: weekdays 1-7 (Monday to Sunday) and the periods of a school day. */
export const ScheduleLimit = {
  WEEKDAY_MIN: 1,
  WEEKDAY_MAX: 7,
  PERIOD_MIN: 1,
  PERIOD_MAX: 12,
  /** Lessons a class may have in one week. */
  SLOTS_PER_WEEK_MAX: 20,
  /** Error classes listed by the stats call. */
  ERROR_CLASSES_MAX: 100,
} as const;

/**
 * Where a scheduled lesson stands today: held before today, held today, or still to come.
 */
export const SCHEDULED_LESSON_STATES = ['done', 'today', 'upcoming'] as const;
export type TScheduledLessonState = (typeof SCHEDULED_LESSON_STATES)[number];

/** School holidays: whether classes stop, and for whom. */
export const HolidayStopType = {
  /** Classes stop on the holiday's days. */
  STOP: 1,
  /** A reminder only: classes go on. */
  NO_STOP: 2,
} as const;
export type THolidayStopType = (typeof HolidayStopType)[keyof typeof HolidayStopType];

export const HolidayStopScopeType = {
  /** Every class (of the holiday's school, or of every school when it has none). */
  ALL: 1,
  /** Only the classes listed in courseClassIds. */
  CLASSES: 2,
} as const;
export type THolidayStopScopeType =
  (typeof HolidayStopScopeType)[keyof typeof HolidayStopScopeType];
