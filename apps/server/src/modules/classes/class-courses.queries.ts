import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pupilClassesWhere, taughtBy } from './classes.policy';
import { classIsValid } from './classes.queries';

/** Which course each class follows (mallCourseId), as the courses domain reads it. */

/** Whose classes: a pupil's (any school) or those a teacher account teaches in its school. */
export type TCourseLearner =
  { kind: 'student'; userId: number } | { kind: 'teacher'; schoolId: number; accountId: number };

/** The learner's usable classes that follow a course, with the course's id (class id order). */
export async function followedCoursesOfLearner(
  db: TDb,
  learner: TCourseLearner,
): Promise<{ classId: number; courseClassName: string; courseId: number }[]> {
  const whose =
    learner.kind === 'student'
      ? pupilClassesWhere(learner.userId)
      : and(eq(courseClasses.schoolId, learner.schoolId), taughtBy(learner.accountId));
  const rows = await db
    .select({
      classId: courseClasses.id,
      courseClassName: courseClasses.courseClassName,
      courseId: courseClasses.mallCourseId,
    })
    .from(courseClasses)
    .where(and(whose, isNotNull(courseClasses.mallCourseId), classIsValid()))
    .orderBy(courseClasses.id);
  return rows.map((row) => ({ ...row, courseId: row.courseId! }));
}

/** How many classes follow each of these courses. */
export async function classCountsOfCourses(
  db: TDb,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseClasses.mallCourseId, n: count() })
    .from(courseClasses)
    .where(inArray(courseClasses.mallCourseId, [...new Set(courseIds)]))
    .groupBy(courseClasses.mallCourseId);
  return new Map(rows.map((row) => [row.courseId!, Number(row.n)]));
}
