import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { AccountType, ClassStatus, MemberStatus } from '@haoduo/contract';
import {
  accounts,
  classStudents,
  classTeachers,
  courseClasses,
  schools,
  semesters,
} from '../../db/schema';
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
      and(eq(classStudents.accountId, accounts.id), eq(classStudents.status, MemberStatus.ENABLED)),
    )
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.accountType, AccountType.STUDENT),
        eq(accounts.status, MemberStatus.ENABLED),
        classIsValid(),
      ),
    )
    .orderBy(asc(accounts.id));
}

/** A class with its school and semester names. */
export async function findClassById(db: TDb, id: number) {
  const [row] = await classSelect(db).where(eq(courseClasses.id, id)).limit(1);
  return row ?? null;
}

/** The class of a class code (codes are stored upper-case). */
export async function findClassByCode(db: TDb, classCode: string) {
  const [row] = await classSelect(db)
    .where(eq(courseClasses.classCode, classCode.toUpperCase()))
    .limit(1);
  return row ?? null;
}

export type TClassRow = NonNullable<Awaited<ReturnType<typeof findClassById>>>;

/** The columns of a class row (TClassRow). */
export const classColumns = {
  id: courseClasses.id,
  schoolId: courseClasses.schoolId,
  schoolName: schools.name,
  semesterId: courseClasses.semesterId,
  semesterName: semesters.name,
  courseClassName: courseClasses.courseClassName,
  courseClassStatus: courseClasses.courseClassStatus,
  classCode: courseClasses.classCode,
  serviceType: courseClasses.serviceType,
  aiToolTypes: courseClasses.aiToolTypes,
  aiToolSubTypes: courseClasses.aiToolSubTypes,
  availableAi: courseClasses.availableAi,
  effectiveEndDate: courseClasses.effectiveEndDate,
  fanbookIdCode: courseClasses.fanbookIdCode,
  fanbookInviteCode: courseClasses.fanbookInviteCode,
  limitStudentSize: courseClasses.limitStudentSize,
  limitStudentType: courseClasses.limitStudentType,
  mallCourseId: courseClasses.mallCourseId,
  studentCreateModeType: courseClasses.studentCreateModeType,
  createdAt: courseClasses.createdAt,
};

export function classSelect(db: TDb) {
  return db
    .select(classColumns)
    .from(courseClasses)
    .innerJoin(schools, eq(schools.id, courseClasses.schoolId))
    .innerJoin(semesters, eq(semesters.id, courseClasses.semesterId))
    .$dynamic();
}

/** Lock a class row for the rest of the transaction (capacity checks of joins and adds). */
export async function lockClass(db: TDb, id: number): Promise<void> {
  await db
    .select({ id: courseClasses.id })
    .from(courseClasses)
    .where(eq(courseClasses.id, id))
    .for('update');
}

/** Pupils of each class (active and disabled: a disabled pupil keeps the place). */
export async function countClassMembers(db: TDb, classIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (classIds.length === 0) return counts;
  const rows = await db
    .select({ classId: classStudents.classId, count: sql<number>`count(*)::int` })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  for (const row of rows) counts.set(row.classId, Number(row.count));
  return counts;
}

/** The teachers of each class (teacher account id and name). */
export async function teachersOfClasses(
  db: TDb,
  classIds: number[],
): Promise<Map<number, { accountId: number; name: string }[]>> {
  const result = new Map<number, { accountId: number; name: string }[]>();
  if (classIds.length === 0) return result;
  const rows = await db
    .select({ classId: classTeachers.classId, accountId: accounts.id, name: accounts.name })
    .from(classTeachers)
    .innerJoin(accounts, eq(accounts.id, classTeachers.accountId))
    .where(inArray(classTeachers.classId, classIds))
    .orderBy(asc(accounts.id));
  for (const row of rows) {
    const list = result.get(row.classId) ?? [];
    list.push({ accountId: row.accountId, name: row.name });
    result.set(row.classId, list);
  }
  return result;
}

export async function findSchoolById(db: TDb, id: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}
