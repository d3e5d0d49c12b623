/** Query key prefixes: writes of the course pages invalidate them. */
export const COURSES_KEY = ['courses'] as const;
export const WEEK_SCHEDULES_KEY = ['week-schedules'] as const;
