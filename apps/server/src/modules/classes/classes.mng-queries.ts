import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ClassStatus,
  type TClassMngQuery,
  type TClassMngRow,
  type TClassStatus,
} from '@haoduo/contract';
import { courseClasses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { todayInShanghai } from '../../platform/china-time';
import { isExpired } from './class-rules';
import {
  assertSchoolVisible,
  taughtBy,
  type TClassActor,
  visibleClassesWhere,
} from './classes.policy';
import { presentMngClass } from './classes.presenter';
import {
  classSelect,
  countClassMembers,
  teachersOfClasses,
  type TClassRow,
  withPlaceNames,
} from './classes.queries';

/** Escape LIKE wildcards in a user's keyword. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function mngWhere(actor: TClassActor, filter: Omit<TClassMngQuery, 'currentPage' | 'pageSize'>) {
  assertSchoolVisible(actor, filter.schoolId);
  const conditions: (SQL | undefined)[] = [visibleClassesWhere(actor)];
  if (filter.schoolId !== undefined) conditions.push(eq(courseClasses.schoolId, filter.schoolId));
  if (filter.semesterId !== undefined) {
    conditions.push(eq(courseClasses.semesterId, filter.semesterId));
  }
  if (filter.courseClassStatus !== undefined) {
    conditions.push(eq(courseClasses.courseClassStatus, filter.courseClassStatus as TClassStatus));
  }
  if (filter.teacherId !== undefined) conditions.push(taughtBy(filter.teacherId));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(
      or(ilike(courseClasses.courseClassName, pattern), ilike(courseClasses.classCode, pattern)),
    );
  }
  return and(...conditions);
}

async function presentAll(db: TDb, rows: TClassRow[]) {
  const ids = rows.map((r) => r.id);
  const [teachers, counts] = await Promise.all([
    teachersOfClasses(db, ids),
    countClassMembers(db, ids),
  ]);
  return rows.map((row) =>
    presentMngClass(row, teachers.get(row.id) ?? [], counts.get(row.id) ?? 0),
  );
}

export async function queryClasses(
  db: TDb,
  actor: TClassActor,
  query: TClassMngQuery,
): Promise<{ list: TClassMngRow[]; total: number }> {
  const where = mngWhere(actor, query);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    classSelect(db)
      .where(where)
      .orderBy(desc(courseClasses.id))
      .limit(limit)
      .offset(offset)
      .then((page) => withPlaceNames(db, page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(courseClasses)
      .where(where),
  ]);
  return { list: await presentAll(db, rows), total: Number(count?.total ?? 0) };
}

/** A short list for pickers (id, name, school, semester). */
export async function platformClassList(
  db: TDb,
  actor: TClassActor,
  filter: { schoolId?: number; semesterId?: number; keyword?: string },
) {
  const rows = await withPlaceNames(
    db,
    await classSelect(db).where(mngWhere(actor, filter)).orderBy(asc(courseClasses.id)).limit(500),
  );
  return rows.map((row) => ({
    id: row.id,
    courseClassName: row.courseClassName,
    courseClassStatus: row.courseClassStatus,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    platformSemesterName: row.semesterName,
  }));
}

/**
 * Classes pupils may be moved into: the caller's classes of the same school that are open
 * for joining (not closed, not finished, not expired), except the source class.
 */
export async function transferTargets(
  db: TDb,
  actor: TClassActor,
  source: { id: number; schoolId: number } | null,
) {
  const conditions: (SQL | undefined)[] = [
    visibleClassesWhere(actor),
    sql`${courseClasses.courseClassStatus} not in (${ClassStatus.CLOSED}, ${ClassStatus.FINISHED})`,
  ];
  if (source) {
    conditions.push(eq(courseClasses.schoolId, source.schoolId));
    conditions.push(sql`${courseClasses.id} <> ${source.id}`);
  }
  const today = todayInShanghai();
  const rows = await withPlaceNames(
    db,
    (
      await classSelect(db)
        .where(and(...conditions))
        .orderBy(asc(courseClasses.id))
    )
      .filter((row) => !isExpired(row, today))
      .slice(0, 500),
  );
  const counts = await countClassMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    courseClassName: row.courseClassName,
    courseClassStatus: row.courseClassStatus,
    platformSemesterName: row.semesterName,
    studentCount: counts.get(row.id) ?? 0,
    limitStudentSize: row.limitStudentSize,
  }));
}
