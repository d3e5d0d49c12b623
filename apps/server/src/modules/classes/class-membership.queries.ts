import { MemberStatus } from '@haoduo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { classStudents, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
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
