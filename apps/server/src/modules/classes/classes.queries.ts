import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ClassStatus, MemberStatus } from '@haoduo/contract';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import {
  accountNamesByIds,
  enabledStudentAccountsWithSchool,
  findSchool,
  schoolNamesByIds,
} from '../identity';
import { semesterNamesByIds } from '../semesters';

/**
 * A class a pupil can use: not closed, not finished, and not past its effective end date
 * (未查询到有效课班 when there is none).
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
  const candidates = await enabledStudentAccountsWithSchool(db, userId);
  if (candidates.length === 0) return [];
  const rows = await db
    .selectDistinct({ accountId: classStudents.accountId })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(
      and(
        inArray(
          classStudents.accountId,
          candidates.map((c) => c.accountId),
        ),
        eq(classStudents.status, MemberStatus.ENABLED),
        classIsValid(),
      ),
    );
  const withClass = new Set(rows.map((r) => r.accountId));
  return candidates.filter((c) => withClass.has(c.accountId));
}

/** A class with its school and semester names. */
export async function findClassById(db: TDb, id: number) {
  const [row] = await withPlaceNames(
    db,
    await classSelect(db).where(eq(courseClasses.id, id)).limit(1),
  );
  return row ?? null;
}

/** The class of a class code (codes are stored upper-case). */
export async function findClassByCode(db: TDb, classCode: string) {
  const [row] = await withPlaceNames(
    db,
    await classSelect(db).where(eq(courseClasses.classCode, classCode.toUpperCase())).limit(1),
  );
  return row ?? null;
}

export type TClassRow = NonNullable<Awaited<ReturnType<typeof findClassById>>>;

/** The columns of a class row (TClassRow) but the school's and semester's names. */
export const classColumns = {
  id: courseClasses.id,
  schoolId: courseClasses.schoolId,
  semesterId: courseClasses.semesterId,
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

/** Class rows without names; `withPlaceNames` completes them (TClassRow). */
export function classSelect(db: TDb) {
  return db.select(classColumns).from(courseClasses).$dynamic();
}

/**
 * The rows with their school's and semester's names (two queries for all the rows), keys
 * in the order of a class row: id, schoolId, schoolName, semesterId, semesterName, the rest.
 */
export async function withPlaceNames<
  T extends { id: number; schoolId: number; semesterId: number },
>(db: TDb, rows: T[]): Promise<(T & { schoolName: string; semesterName: string })[]> {
  if (rows.length === 0) return [];
  const [schoolNames, semesterNames] = await Promise.all([
    schoolNamesByIds(
      db,
      rows.map((r) => r.schoolId),
    ),
    semesterNamesByIds(
      db,
      rows.map((r) => r.semesterId),
    ),
  ]);
  return rows.map((row) => {
    const { id, schoolId, semesterId, ...rest } = row;
    return {
      id,
      schoolId,
      schoolName: schoolNames.get(schoolId) ?? '',
      semesterId,
      semesterName: semesterNames.get(semesterId) ?? '',
      ...rest,
    } as unknown as T & { schoolName: string; semesterName: string };
  });
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
    .select({ classId: classTeachers.classId, accountId: classTeachers.accountId })
    .from(classTeachers)
    .where(inArray(classTeachers.classId, classIds))
    .orderBy(asc(classTeachers.accountId));
  const names = new Map(
    (
      await accountNamesByIds(
        db,
        rows.map((r) => r.accountId),
      )
    ).map((a) => [a.id, a.name]),
  );
  for (const row of rows) {
    const name = names.get(row.accountId);
    if (name === undefined) continue;
    const list = result.get(row.classId) ?? [];
    list.push({ accountId: row.accountId, name });
    result.set(row.classId, list);
  }
  return result;
}

export async function findSchoolById(db: TDb, id: number) {
  return findSchool(db, id);
}
