import { MemberStatus } from '@haoduo/contract';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import { classStudents, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** Batch reads of class members and classes by semester or name, for other modules. */

/** The active pupils of a class (only those among `among`, when given). */
export async function activePupilIdsOfClass(
  db: TDb,
  classId: number,
  among?: readonly number[],
): Promise<number[]> {
  if (among && among.length === 0) return [];
  const rows = await db
    .select({ accountId: classStudents.accountId })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, classId),
        eq(classStudents.status, MemberStatus.ENABLED),
        among ? inArray(classStudents.accountId, [...among]) : undefined,
      ),
    );
  return rows.map((row) => row.accountId);
}

/** The classes of a semester. */
export async function classIdsOfSemester(db: TDb, semesterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(eq(courseClasses.semesterId, semesterId));
  return rows.map((row) => row.id);
}

/** The classes whose name matches a LIKE pattern (case-insensitive). */
export async function classIdsNamed(db: TDb, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(ilike(courseClasses.courseClassName, pattern));
  return rows.map((row) => row.id);
}
