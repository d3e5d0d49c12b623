import { and, asc, count, desc, eq, ilike, inArray, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { TCourseStatus, TLessonTool } from '@haoduo/contract';
import { courseLessons, courses } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** Reads of courses and lessons (rows as stored; the presenter shapes them). */

export type TCourseRow = typeof courses.$inferSelect;
export type TLessonRow = typeof courseLessons.$inferSelect;

export async function findCourse(db: TDb, id: number): Promise<TCourseRow | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

export async function findLesson(db: TDb, id: number): Promise<TLessonRow | null> {
  const [row] = await db.select().from(courseLessons).where(eq(courseLessons.id, id)).limit(1);
  return row ?? null;
}

/** A course's lessons in order. */
export async function lessonsOfCourse(db: TDb, courseId: number): Promise<TLessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.lessonNo), asc(courseLessons.id));
}

/** How many lessons each course has. */
export async function lessonCounts(
  db: TDb,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseLessons.courseId, n: count() })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, [...new Set(courseIds)]))
    .groupBy(courseLessons.courseId);
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}

export async function coursesByIds(db: TDb, ids: readonly number[]): Promise<TCourseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(courses)
    .where(inArray(courses.id, [...new Set(ids)]));
}

export interface TCourseFilter {
  status?: TCourseStatus;
  grade?: number;
  tool?: TLessonTool;
  /** Part of the title (or the summary, for the public keyword). */
  title?: string;
  keyword?: string;
  /** The data scope's condition (rows a user created), if any. */
  scope?: SQL;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: TCourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.scope];
  if (filter.status !== undefined) conditions.push(eq(courses.status, filter.status));
  if (filter.grade !== undefined) {
    conditions.push(lte(courses.gradeMin, filter.grade), gte(courses.gradeMax, filter.grade));
  }
  if (filter.tool !== undefined) {
    conditions.push(sql`${courses.tools} @> ${JSON.stringify([filter.tool])}::jsonb`);
  }
  if (filter.title) conditions.push(ilike(courses.title, `%${escapeLike(filter.title)}%`));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    conditions.push(sql`(${ilike(courses.title, pattern)} or ${ilike(courses.summary, pattern)})`);
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  sortOrder: courses.sortOrder,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
} as const;

export interface TCourseSort {
  by?: keyof typeof SORT_COLUMNS;
  direction?: 'asc' | 'desc';
}

/** A page of courses: smaller sortOrder first, then newer, unless sorted otherwise. */
export async function pageCourses(
  db: TDb,
  filter: TCourseFilter,
  window: { limit: number; offset: number },
  sort: TCourseSort = {},
): Promise<{ rows: TCourseRow[]; total: number }> {
  const where = whereOf(filter);
  const order = sort.by
    ? [sort.direction === 'asc' ? asc(SORT_COLUMNS[sort.by]) : desc(SORT_COLUMNS[sort.by])]
    : [asc(courses.sortOrder)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...order, desc(courses.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Lesson titles (with their course) by id, for other domains' lists. */
export async function lessonTitlesByIds(
  db: TDb,
  ids: readonly number[],
): Promise<Map<number, { title: string; courseId: number; lessonNo: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      courseId: courseLessons.courseId,
      lessonNo: courseLessons.lessonNo,
    })
    .from(courseLessons)
    .where(inArray(courseLessons.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

export async function lessonExists(db: TDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.id, id))
    .limit(1);
  return row !== undefined;
}
