import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { ClassStatus } from '@haoduo/contract';
import { accounts, classStudents, courseClasses, schools } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * A class a pupil can use: not closed, not finished, and not past its effective end date
 * (app-spec: "未查询到有效课班" when there is none).
 */
export function classIsValid() {
  return and(
    ne(courseClasses.courseClassStatus, ClassStatus.CLOSED),
    ne(courseClasses.courseClassStatus, ClassStatus.FINISHED),
    or(
      isNull(courseClasses.effectiveEndDate),
      gte(courseClasses.effectiveEndDate, sql`CURRENT_DATE`),
    ),
  );
}

/**
 * The student accounts of a user that have at least one valid class, with their school:
 * the accountList of a student sign-in.
 */
export async function findStudentAccountsWithValidClass(db: TDb, userId: number) {
  return db
    .selectDistinct({
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.accountType,
      schoolId: accounts.schoolId,
      schoolName: schools.name,
    })
    .from(accounts)
    .innerJoin(schools, eq(schools.id, accounts.schoolId))
    .innerJoin(
      classStudents,
      and(eq(classStudents.accountId, accounts.id), eq(classStudents.status, 1)),
    )
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, 2),
        eq(accounts.status, 1),
        classIsValid(),
      ),
    )
    .orderBy(asc(accounts.id));
}
