import { and, eq, inArray, sql } from 'drizzle-orm';
import { ClassStatus, MemberStatus } from '@haoduo/contract';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * Classes and their members as other modules need them (teachers, downloads, training):
 * plain data, one query for many ids.
 */

/** How many classes each of these teacher accounts teaches (0 when none). */
export async function classCountsOfTeachers(
  db: TDb,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: classTeachers.accountId, n: sql<number>`count(*)::int` })
    .from(classTeachers)
    .where(inArray(classTeachers.accountId, [...new Set(accountIds)]))
    .groupBy(classTeachers.accountId);
  return new Map(rows.map((row) => [row.accountId, Number(row.n)]));
}

/** Take a teacher account off every class it teaches (with the account's deletion). */
export async function removeTeacherFromClasses(db: TDb, accountId: number): Promise<void> {
  await db.delete(classTeachers).where(eq(classTeachers.accountId, accountId));
}

/** The classes these pupil accounts are active members of. */
export async function activeClassesOfStudentAccounts(
  db: TDb,
  accountIds: readonly number[],
): Promise<{ classId: number; accountId: number }[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ classId: classStudents.classId, accountId: classStudents.accountId })
    .from(classStudents)
    .where(
      and(
        inArray(classStudents.accountId, [...accountIds]),
        eq(classStudents.status, MemberStatus.ENABLED),
      ),
    );
}

/** The classes a teacher account teaches. */
export async function classIdsOfTeacher(db: TDb, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ classId: classTeachers.classId })
    .from(classTeachers)
    .where(eq(classTeachers.accountId, accountId));
  return rows.map((row) => row.classId);
}

/** The classes of these schools. */
export async function classIdsOfSchools(db: TDb, schoolIds: readonly number[]): Promise<number[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(inArray(courseClasses.schoolId, [...schoolIds]));
  return rows.map((row) => row.id);
}

/** The names of these classes, by id. */
export async function classNamesByIds(
  db: TDb,
  classIds: readonly number[],
): Promise<Map<number, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courseClasses.id, name: courseClasses.courseClassName })
    .from(courseClasses)
    .where(inArray(courseClasses.id, [...new Set(classIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Those of these classes that are closed (status 99, final). */
export async function closedClassIdsAmong(db: TDb, classIds: readonly number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(
      and(
        inArray(courseClasses.id, [...new Set(classIds)]),
        eq(courseClasses.courseClassStatus, ClassStatus.CLOSED),
      ),
    );
  return rows.map((row) => row.id);
}
