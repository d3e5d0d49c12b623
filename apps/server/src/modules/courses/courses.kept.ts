import type { TCourseSummary, TPage } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { readCache } from '../../platform/db/read-cache';
import type { TCourseRow, TLessonRow } from './courses.queries';

/**
 * Public course reads kept briefly (every pupil of a class opens the same course and
 * lessons at once), forgotten by every course or lesson write of the back office.
 */
const KEPT_MS = 10_000;

export const keptCoursePages = readCache<TPage<TCourseSummary>>('courses:pages', KEPT_MS, 500);
export const keptCourses = readCache<{ course: TCourseRow | null; lessons: TLessonRow[] }>(
  'courses:course',
  KEPT_MS,
  500,
);

/** After a write: nothing kept from before it is answered again. */
export function forgetKeptCourses(db: TDb): void {
  keptCoursePages.forget(db);
  keptCourses.forget(db);
}
