import type { TDb } from '../../platform/db/database';
import {
  courseTitlesByIds,
  lessonsByIds as lessonRefsByIds,
  lessonsOfCourses as lessonRefsOfCourses,
} from '../courses';

/**
 * The course lessons the schedule places, read from the courses domain: the lessons of the
 * classes' courses in course order, and lessons by id.
 */

export interface TPlacedLesson {
  id: number;
  title: string;
  /** 1-based place in the course. */
  seq: number;
  courseId: number;
}

/** The lessons of these courses in course order, and the courses' titles. */
export async function lessonsOfCourses(
  db: TDb,
  courseIds: readonly number[],
): Promise<{ lessons: Map<number, TPlacedLesson[]>; titles: Map<number, string> }> {
  const ids = [...new Set(courseIds)];
  const lessons = new Map<number, TPlacedLesson[]>();
  if (ids.length === 0) return { lessons, titles: new Map() };
  const [rows, titles] = await Promise.all([
    lessonRefsOfCourses(db, ids),
    courseTitlesByIds(db, ids),
  ]);
  for (const row of rows) {
    const list = lessons.get(row.courseId) ?? [];
    list.push({ id: row.id, title: row.title, courseId: row.courseId, seq: list.length + 1 });
    lessons.set(row.courseId, list);
  }
  return { lessons, titles };
}

/** Lessons by id with their place in their course. */
export async function lessonsByIds(
  db: TDb,
  ids: readonly number[],
): Promise<Map<number, TPlacedLesson>> {
  if (ids.length === 0) return new Map();
  const refs = await lessonRefsByIds(db, [...new Set(ids)]);
  const { lessons } = await lessonsOfCourses(
    db,
    refs.map((row) => row.courseId),
  );
  const wanted = new Set(ids);
  const result = new Map<number, TPlacedLesson>();
  for (const list of lessons.values()) {
    for (const lesson of list) if (wanted.has(lesson.id)) result.set(lesson.id, lesson);
  }
  return result;
}
