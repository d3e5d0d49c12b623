import { AccountType, CourseMessages, CourseStatus } from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import { courses } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import {
  hasPermission,
  noPermission,
  ownRowsCondition,
  type TStaffAccess,
} from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { followedCoursesOfLearner, type TCourseLearner } from '../classes';
import type { TCourseRow } from './courses.queries';

/**
 * Who sees what of a course:
 *
 * | caller                                         | published courses | drafts, offline | teaching notes |
 * |------------------------------------------------|-------------------|-----------------|----------------|
 * | visitor, pupil                                 | yes               | no (404)        | never          |
 * | teacher of a usable class following the course | yes               | no (404)        | yes            |
 * | other teachers                                 | yes               | no (404)        | no             |
 * | staff holding course-lesson:detail             | yes               | in the mng calls | yes           |
 *
 * Back office: courses belong to no school, so the data scopes `all`, `regions` and `schools`
 * see every course; `own` sees (and may change) only the courses the user created.
 */

/** The learner whose classes count (a pupil, or a teacher in the active school), else null. */
export function learnerOf(auth: TAuth | null): TCourseLearner | null {
  if (!auth || auth.audience !== 'learner') return null;
  if (auth.accountType === AccountType.STUDENT) return { kind: 'student', userId: auth.userId };
  if (
    auth.accountType === AccountType.TEACHER &&
    auth.schoolId !== null &&
    auth.accountId !== null
  ) {
    return { kind: 'teacher', schoolId: auth.schoolId, accountId: auth.accountId };
  }
  return null;
}

/** May the caller read this course's teaching notes? */
export async function canReadTeachingNotes(
  db: TDb,
  auth: TAuth | null,
  staffAccess: TStaffAccess | null,
  courseId: number,
): Promise<boolean> {
  if (!auth) return false;
  if (auth.audience === 'staff') {
    return staffAccess !== null && hasPermission(staffAccess, 'course-lesson:detail');
  }
  const learner = learnerOf(auth);
  if (!learner || learner.kind !== 'teacher') return false;
  const followed = await followedCoursesOfLearner(db, learner);
  return followed.some((row) => row.courseId === courseId);
}

/** A published course, or 404 (drafts and offline courses are not public). */
export function assertPublished(row: TCourseRow | null): TCourseRow {
  if (!row || row.status !== CourseStatus.PUBLISHED)
    throw notFound(CourseMessages.COURSE_NOT_FOUND);
  return row;
}

/** The data scope's condition on course lists (undefined: every course). */
export function courseScopeCondition(access: TStaffAccess): SQL | undefined {
  return access.scope.kind === 'own'
    ? ownRowsCondition(access.scope, courses.createdBy)
    : undefined;
}

/** 403 for a course outside the caller's data scope. */
export function assertCourseInScope(access: TStaffAccess, row: TCourseRow): void {
  if (access.scope.kind === 'own' && row.createdBy !== access.scope.userId) throw noPermission();
}
