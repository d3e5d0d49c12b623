import { and, desc, eq, ilike, inArray, notInArray, type SQL } from 'drizzle-orm';
import { ClassStatus, MemberStatus } from '@haoduo/contract';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import {
  pupilClassesWhere,
  taughtBy,
  visibleClassesWhere,
  type TClassActor,
} from './classes.policy';
import { likePattern } from './classes.mng-queries';
import { classSelect, withPlaceNames } from './classes.queries';

/** The classes as the week schedule reads them: rows, whose classes, teachers and pupils. */

/** Class rows (with school and semester names) by id, in id order. */
export async function classRowsByIds(db: TDb, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await classSelect(db)
    .where(inArray(courseClasses.id, [...new Set(ids)]))
    .orderBy(courseClasses.id);
  return withPlaceNames(db, rows);
}

export interface TScheduleClassFilter {
  schoolId?: number;
  semesterId?: number;
  keyword?: string;
  /** Learners: only the classes they learn or teach in (a school manager's too), open ones. */
  own?: boolean;
}

/**
 * The ids of the classes the actor may see with the filter, newest first. `own` narrows a
 * teacher (or school manager) to the classes they teach in the active school, and leaves out
 * closed and finished classes.
 */
export async function classIdsForSchedule(
  db: TDb,
  actor: TClassActor,
  filter: TScheduleClassFilter,
): Promise<number[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.own && (actor.kind === 'teacher' || actor.kind === 'manager')) {
    conditions.push(eq(courseClasses.schoolId, actor.schoolId), taughtBy(actor.accountId));
  } else if (filter.own && actor.kind === 'student') {
    conditions.push(pupilClassesWhere(actor.userId));
  } else {
    conditions.push(visibleClassesWhere(actor));
  }
  if (filter.own) {
    conditions.push(
      notInArray(courseClasses.courseClassStatus, [ClassStatus.CLOSED, ClassStatus.FINISHED]),
    );
  }
  if (filter.schoolId !== undefined) conditions.push(eq(courseClasses.schoolId, filter.schoolId));
  if (filter.semesterId !== undefined) {
    conditions.push(eq(courseClasses.semesterId, filter.semesterId));
  }
  if (filter.keyword) {
    conditions.push(ilike(courseClasses.courseClassName, likePattern(filter.keyword)));
  }
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(and(...conditions))
    .orderBy(desc(courseClasses.id));
  return rows.map((row) => row.id);
}

/** The teacher accounts of these classes. */
export async function teachersOfClasses(
  db: TDb,
  classIds: readonly number[],
): Promise<{ classId: number; accountId: number }[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ classId: classTeachers.classId, accountId: classTeachers.accountId })
    .from(classTeachers)
    .where(inArray(classTeachers.classId, [...new Set(classIds)]));
}

/** The active pupil accounts of these classes. */
export async function activePupilsOfClasses(
  db: TDb,
  classIds: readonly number[],
): Promise<{ classId: number; accountId: number }[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ classId: classStudents.classId, accountId: classStudents.accountId })
    .from(classStudents)
    .where(
      and(
        inArray(classStudents.classId, [...new Set(classIds)]),
        eq(classStudents.status, MemberStatus.ENABLED),
      ),
    );
}
