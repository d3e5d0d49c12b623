import { CourseStatus } from '@haoduo/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseLessons, courses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** Batched reads other domains make of courses and lessons (any status). */

export interface TLessonRef {
  id: number;
  courseId: number;
  /** 1-based place in the course. */
  lessonNo: number;
  title: string;
}

const lessonRef = {
  id: courseLessons.id,
  courseId: courseLessons.courseId,
  lessonNo: courseLessons.lessonNo,
  title: courseLessons.title,
};

/** The lessons of these courses, by course then lesson number. */
export async function lessonsOfCourses(
  db: TDb,
  courseIds: readonly number[],
): Promise<TLessonRef[]> {
  if (courseIds.length === 0) return [];
  return db
    .select(lessonRef)
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, [...new Set(courseIds)]))
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.lessonNo), asc(courseLessons.id));
}

/** These lessons, by course then lesson number. */
export async function lessonsByIds(db: TDb, ids: readonly number[]): Promise<TLessonRef[]> {
  if (ids.length === 0) return [];
  return db
    .select(lessonRef)
    .from(courseLessons)
    .where(inArray(courseLessons.id, [...new Set(ids)]))
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.lessonNo), asc(courseLessons.id));
}

/** Course titles by id. */
export async function courseTitlesByIds(
  db: TDb,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Whether the lesson belongs to a published course (what pupils and visitors may read). */
export async function lessonIsPublished(db: TDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courseLessons.id, id), eq(courses.status, CourseStatus.PUBLISHED)))
    .limit(1);
  return row !== undefined;
}
