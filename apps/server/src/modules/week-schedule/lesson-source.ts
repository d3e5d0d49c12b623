import { asc, inArray } from 'drizzle-orm';
import { courseLessons, courses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * The course lessons the schedule places, read in one place: the lessons of the classes'
 * courses in course order, and lessons by id.
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
  const titles = new Map<number, string>();
  if (ids.length === 0) return { lessons, titles };
  const [lessonRows, courseRows] = await Promise.all([
    db
      .select({
        id: courseLessons.id,
        title: courseLessons.title,
        courseId: courseLessons.courseId,
      })
      .from(courseLessons)
      .where(inArray(courseLessons.courseId, ids))
      .orderBy(asc(courseLessons.courseId), asc(courseLessons.lessonNo), asc(courseLessons.id)),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(inArray(courses.id, ids)),
  ]);
  for (const row of courseRows) titles.set(row.id, row.title);
  for (const row of lessonRows) {
    const list = lessons.get(row.courseId) ?? [];
    list.push({ ...row, seq: list.length + 1 });
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
  const rows = await db
    .select({ courseId: courseLessons.courseId })
    .from(courseLessons)
    .where(inArray(courseLessons.id, [...new Set(ids)]));
  const { lessons } = await lessonsOfCourses(
    db,
    rows.map((row) => row.courseId),
  );
  const wanted = new Set(ids);
  const result = new Map<number, TPlacedLesson>();
  for (const list of lessons.values()) {
    for (const lesson of list) if (wanted.has(lesson.id)) result.set(lesson.id, lesson);
  }
  return result;
}
