/** Query keys of the courses: every course query starts with COURSE_KEY. */
export const COURSE_KEY = 'courses';
/** The week schedule's reads (hand-ins change them): refreshed together after a hand-in. */
export const SCHEDULE_KEY = 'week-schedule';
