import {
  courseClasses,
  courseLessons,
  courses,
  schoolHolidays,
  type THolidayAdjust,
} from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import type { TTestApp } from '../helpers/test-app';
import { makeSemester } from './school';

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function mondayOf(day: string): string {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, 1 - (sunday0 === 0 ? 7 : sunday0));
}

/** Today in Asia/Shanghai. */
function todayInShanghai(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Rows the week schedule tests need: a course with lessons, a semester round today, holidays. */

export const CUSTOM = '/api/v1/works-service/school-class-week-schedule/custom';
export const MNG = '/api/v1/works-service/school-class-week-schedule/mng';
export const FANBOOK = '/api/v1/works-service/fanbook-works/custom';
export const LATEST = '/api/v1/base-service/hy/get-latest-lesson';

export { addDays };

/** Today (Asia/Shanghai) and the Monday of this week. */
export function thisWeek(): { today: string; monday: string } {
  const today = todayInShanghai();
  return { today, monday: mondayOf(today) };
}

/** A current semester from `weeksBefore` Mondays ago to `weeksAfter` weeks after this Sunday. */
export async function semesterRoundToday(t: TTestApp, weeksBefore: number, weeksAfter: number) {
  const { monday } = thisWeek();
  return makeSemester(t, {
    current: true,
    startDate: addDays(monday, -7 * weeksBefore),
    endDate: addDays(monday, 6 + 7 * weeksAfter),
  });
}

/** A published course with `count` lessons (第1课 ...), followed by the class. */
export async function courseForClass(
  t: TTestApp,
  classId: number,
  count: number,
): Promise<{ courseId: number; lessonIds: number[] }> {
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({ title: '测试课程', gradeMin: 3, gradeMax: 4, hours: count, status: 1 })
    .returning({ id: courses.id });
  const rows = await db
    .insert(courseLessons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        courseId: course!.id,
        lessonNo: i + 1,
        title: `第${i + 1}课`,
      })),
    )
    .returning({ id: courseLessons.id });
  await db
    .update(courseClasses)
    .set({ mallCourseId: course!.id })
    .where(eq(courseClasses.id, classId));
  return { courseId: course!.id, lessonIds: rows.map((row) => row.id) };
}

export async function insertHoliday(
  t: TTestApp,
  input: {
    schoolId: number | null;
    name: string;
    startTm: string;
    endTm: string;
    holidayAdjusts?: THolidayAdjust[];
    courseClassIds?: number[];
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(schoolHolidays)
    .values({
      schoolId: input.schoolId,
      name: input.name,
      startTm: input.startTm,
      endTm: input.endTm,
      stopScopeType: input.courseClassIds ? 2 : 1,
      courseClassIds: input.courseClassIds ?? [],
      holidayAdjusts: input.holidayAdjusts ?? [],
    })
    .returning({ id: schoolHolidays.id });
  return row!.id;
}
