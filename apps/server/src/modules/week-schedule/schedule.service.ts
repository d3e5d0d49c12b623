import type { TDb } from '../../platform/db/database';
import { classRowsByIds } from '../classes';
import { accountsByIds } from '../identity';
import { holidaysOfSchools, type THolidayRow } from '../school-holidays';
import { semestersByIds, type TSemesterDates } from '../semesters';
import {
  classDays,
  holidayHoldsFor,
  occurrences,
  type TClassDays,
  type TOccurrence,
  type TSlot,
} from './calendar';
import { lessonsOfCourses, type TPlacedLesson } from './lesson-source';
import { slotsOfClasses } from './slots.queries';

/** A class's schedule for its semester, computed from its slots, course and holidays. */

export type TScheduleClassRow = Awaited<ReturnType<typeof classRowsByIds>>[number];

export interface TClassSchedule {
  cls: TScheduleClassRow;
  semester: TSemesterDates | null;
  slots: TSlot[];
  lessons: TPlacedLesson[];
  courseTitle: string | null;
  holidays: THolidayRow[];
  days: TClassDays;
  occurrences: TOccurrence<TPlacedLesson>[];
  teacherNames: Map<number, string>;
}

/** The schedules of these classes (a handful of queries for all of them). */
export async function loadSchedules(
  db: TDb,
  rows: readonly TScheduleClassRow[],
): Promise<TClassSchedule[]> {
  if (rows.length === 0) return [];
  const courseIds = rows.flatMap((row) => (row.mallCourseId === null ? [] : [row.mallCourseId]));
  const [slots, semesters, courses] = await Promise.all([
    slotsOfClasses(
      db,
      rows.map((row) => row.id),
    ),
    semestersByIds(
      db,
      rows.map((row) => row.semesterId),
    ),
    lessonsOfCourses(db, courseIds),
  ]);
  const spans = [...semesters.values()];
  const from = spans.reduce((min, s) => (s.startDate < min ? s.startDate : min), '9999-12-31');
  const to = spans.reduce((max, s) => (s.endDate > max ? s.endDate : max), '0000-01-01');
  const teacherIds = [...slots.values()]
    .flat()
    .flatMap((slot) => (slot.teacherAccountId === null ? [] : [slot.teacherAccountId]));
  const [holidays, teachers] = await Promise.all([
    spans.length === 0
      ? Promise.resolve([])
      : holidaysOfSchools(
          db,
          rows.map((row) => row.schoolId),
          from,
          to,
        ),
    accountsByIds(db, teacherIds),
  ]);
  const teacherNames = new Map([...teachers].map(([id, account]) => [id, account.name]));
  return rows.map((cls) => {
    const semester = semesters.get(cls.semesterId) ?? null;
    const classSlots = slots.get(cls.id) ?? [];
    const lessons = cls.mallCourseId === null ? [] : (courses.lessons.get(cls.mallCourseId) ?? []);
    const own = holidays.filter((holiday) => holidayHoldsFor(holiday, cls));
    const days = classDays(own, cls);
    return {
      cls,
      semester,
      slots: classSlots,
      lessons,
      courseTitle:
        cls.mallCourseId === null ? null : (courses.titles.get(cls.mallCourseId) ?? null),
      holidays: own,
      days,
      occurrences: semester
        ? occurrences({
            from: laterDay(semester.startDate, classSlots[0]?.startDate ?? null),
            to: semester.endDate,
            slots: classSlots,
            lessons,
            days,
          })
        : [],
      teacherNames,
    };
  });
}

function laterDay(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}

/** Load the schedules of classes by id (in the order of the ids). */
export async function schedulesOfClassIds(
  db: TDb,
  classIds: readonly number[],
): Promise<TClassSchedule[]> {
  const rows = await classRowsByIds(db, classIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return loadSchedules(
    db,
    classIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  );
}

/** The occurrences that teach a lesson (all of them, when the class follows no course). */
export function taughtLessons(schedule: TClassSchedule): TOccurrence<TPlacedLesson>[] {
  if (schedule.lessons.length === 0) return schedule.occurrences;
  return schedule.occurrences.filter((occ) => occ.lesson !== null);
}

/** Slots without a teacher, and lessons placed after the class's effectiveEndDate. */
export function problemsOf(schedule: TClassSchedule): {
  noTeacherSlots: number;
  pastEndLessons: number;
} {
  const end = schedule.cls.effectiveEndDate;
  return {
    noTeacherSlots: schedule.slots.filter((slot) => slot.teacherAccountId === null).length,
    pastEndLessons:
      end === null
        ? 0
        : schedule.occurrences.filter((occ) => occ.lesson !== null && occ.date > end).length,
  };
}
