import type { TServiceType } from '@haoduo/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * Who teaches whom, as other modules (works) need it: plain answers and ids. Memberships are
 * read whatever their status, as the works rules always did.
 */

/** Is this teacher account a teacher of a class that this pupil account belongs to? */
export async function teacherTeachesPupil(
  db: TDb,
  teacherAccountId: number,
  pupilAccountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(classTeachers)
    .innerJoin(classStudents, eq(classStudents.classId, classTeachers.classId))
    .where(
      and(
        eq(classTeachers.accountId, teacherAccountId),
        eq(classStudents.accountId, pupilAccountId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The pupil accounts taught by a teacher account (optionally in one class), each once. */
export async function pupilIdsOfTeacher(
  db: TDb,
  teacherAccountId: number,
  classId?: number,
): Promise<number[]> {
  const conditions = [eq(classTeachers.accountId, teacherAccountId)];
  if (classId !== undefined) conditions.push(eq(classTeachers.classId, classId));
  const rows = await db
    .selectDistinct({ accountId: classStudents.accountId })
    .from(classStudents)
    .innerJoin(classTeachers, eq(classTeachers.classId, classStudents.classId))
    .where(and(...conditions));
  return rows.map((row) => row.accountId);
}

/** Is this account a teacher or a member (pupil) of the class? */
export async function roleInClass(
  db: TDb,
  classId: number,
  accountId: number,
): Promise<'student' | 'teacher' | null> {
  const [teacher] = await db
    .select({ one: sql<number>`1` })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.accountId, accountId)))
    .limit(1);
  if (teacher) return 'teacher';
  const [student] = await db
    .select({ one: sql<number>`1` })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.accountId, accountId)))
    .limit(1);
  return student ? 'student' : null;
}

/** The classes of a service type (fanbook classes ...), by id. */
export async function classIdsOfServiceType(db: TDb, serviceType: TServiceType): Promise<number[]> {
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(eq(courseClasses.serviceType, serviceType));
  return rows.map((row) => row.id);
}

/**
 * The classes these pupil accounts belong to (whatever the status), with their school and
 * name, each pupil's in class id order.
 */
export async function classesOfPupils(
  db: TDb,
  accountIds: readonly number[],
): Promise<Map<number, { schoolId: number; name: string }[]>> {
  const result = new Map<number, { schoolId: number; name: string }[]>();
  if (accountIds.length === 0) return result;
  const rows = await db
    .select({
      accountId: classStudents.accountId,
      schoolId: courseClasses.schoolId,
      name: courseClasses.courseClassName,
    })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(inArray(classStudents.accountId, [...new Set(accountIds)]))
    .orderBy(asc(classStudents.classId));
  for (const row of rows) {
    const classes = result.get(row.accountId) ?? [];
    classes.push({ schoolId: row.schoolId, name: row.name });
    result.set(row.accountId, classes);
  }
  return result;
}
