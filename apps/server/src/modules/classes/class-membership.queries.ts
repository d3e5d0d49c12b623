import { MemberStatus } from '@haoduo/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { classStudents, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { enabledStudentAccountsWithSchool } from '../identity';
import { classIsValid } from './classes.queries';

/** A pupil's memberships as other modules need them (the AI workshop): plain ids. */

/** The valid classes of a school a pupil actively belongs to, by id. */
export async function validClassIdsOfPupilInSchool(
  db: TDb,
  accountId: number,
  schoolId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: courseClasses.id })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(
      and(
        eq(classStudents.accountId, accountId),
        eq(classStudents.status, MemberStatus.ENABLED),
        eq(courseClasses.schoolId, schoolId),
        classIsValid(),
      ),
    )
    .orderBy(asc(courseClasses.id));
  return rows.map((row) => row.id);
}

/**
 * The user's pupil account that belongs to a valid class (the class's school's), or null: a
 * pupil with accounts in several schools works in a class of any of them.
 */
export async function pupilAccountInClass(
  db: TDb,
  userId: number,
  classId: number,
): Promise<{ accountId: number; schoolId: number } | null> {
  const mine = await enabledStudentAccountsWithSchool(db, userId);
  if (mine.length === 0) return null;
  const [row] = await db
    .select({ accountId: classStudents.accountId, schoolId: courseClasses.schoolId })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(
      and(
        eq(classStudents.classId, classId),
        eq(classStudents.status, MemberStatus.ENABLED),
        inArray(
          classStudents.accountId,
          mine.map((account) => account.accountId),
        ),
        classIsValid(),
      ),
    )
    .limit(1);
  const account = row && mine.find((a) => a.accountId === row.accountId);
  return account && account.schoolId === row.schoolId ? row : null;
}
