import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  accounts,
  classStudents,
  classTeachers,
  classWeekSlots,
  courseClasses,
  courseLessons,
  schoolHolidays,
  users,
  works,
} from '../db/schema';
import { todayInShanghai } from '../platform/china-time';
import type { TDb } from '../platform/db/database';

/**
 * The week schedules' demo: the classes that follow the demo courses are taught on fixed
 * weekly slots from the week the demo is loaded or a few weeks before, so this week holds
 * their lessons (a teacher's week view and a pupil's "this week" card are full): 三年级AI创作班
 * starts with lesson 1 this Monday. The works the classes' pupils made count as hand-ins of
 * their first lessons (except 张小明's, the pupil of the lesson journey). One slot of 四年级绘本班
 * has no teacher, so the back office's error-class stats show a class. A past National Day
 * holiday with its adjust days shows in the classes' details.
 */

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (day: string) => {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, 1 - (sunday0 === 0 ? 7 : sunday0));
};

interface TDemoSlot {
  weekday: number;
  period: number;
  startTime: string;
  endTime: string;
  /** False: the slot has no teacher yet. */
  teacher?: false;
}

/** The pupil of the demo's lesson journey: none of their works is a hand-in. */
const JOURNEY_PUPIL = 'stu001';

const PLANS: { classCode: string; weeksBefore: number; slots: TDemoSlot[] }[] = [
  // Lesson 1 this Monday: the lesson of the pupil's journey (张小明 has not handed it in).
  {
    classCode: 'AI3001',
    weeksBefore: 0,
    slots: [
      { weekday: 1, period: 2, startTime: '08:50', endTime: '09:30' },
      { weekday: 4, period: 5, startTime: '14:00', endTime: '14:40' },
    ],
  },
  {
    classCode: 'AI4001',
    weeksBefore: 2,
    slots: [
      { weekday: 3, period: 2, startTime: '09:00', endTime: '09:40' },
      { weekday: 5, period: 6, startTime: '15:00', endTime: '15:40', teacher: false },
    ],
  },
  {
    classCode: 'AI7001',
    weeksBefore: 1,
    slots: [
      { weekday: 1, period: 4, startTime: '10:50', endTime: '11:30' },
      { weekday: 5, period: 6, startTime: '15:00', endTime: '15:40' },
    ],
  },
];

export async function seedWeekSchedules(db: TDb): Promise<void> {
  const monday = mondayOf(todayInShanghai());
  const classes = await db
    .select({
      id: courseClasses.id,
      classCode: courseClasses.classCode,
      mallCourseId: courseClasses.mallCourseId,
    })
    .from(courseClasses)
    .where(
      inArray(
        courseClasses.classCode,
        PLANS.map((plan) => plan.classCode),
      ),
    );
  for (const plan of PLANS) {
    const cls = classes.find((row) => row.classCode === plan.classCode);
    if (!cls) continue;
    const [teacher] = await db
      .select({ accountId: classTeachers.accountId })
      .from(classTeachers)
      .where(eq(classTeachers.classId, cls.id))
      .orderBy(asc(classTeachers.accountId))
      .limit(1);
    await db.insert(classWeekSlots).values(
      plan.slots.map((slot) => ({
        classId: cls.id,
        weekday: slot.weekday,
        period: slot.period,
        startTime: slot.startTime,
        endTime: slot.endTime,
        teacherAccountId: slot.teacher === false ? null : (teacher?.accountId ?? null),
        startDate: addDays(monday, -7 * plan.weeksBefore),
      })),
    );
    if (cls.mallCourseId !== null) {
      // The lessons held before this week, or this week's first.
      await handIns(
        db,
        cls.id,
        cls.mallCourseId,
        Math.max(1, plan.weeksBefore * plan.slots.length),
      );
    }
  }
  await db.insert(schoolHolidays).values({
    name: '国庆节',
    startTm: '2026-10-01',
    endTm: '2026-10-07',
    holidayAdjusts: [
      { date: '2026-09-27', weekday: 3 },
      { date: '2026-10-10', weekday: 4 },
    ],
    remark: '国庆节放假，9月27日（周日）上周三的课，10月10日（周六）上周四的课',
  });
}

/**
 * The works of the class's pupils (made in no class yet) become hand-ins of its first lessons,
 * made in the class.
 */
async function handIns(db: TDb, classId: number, courseId: number, held: number) {
  if (held === 0) return;
  const lessons = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.lessonNo), asc(courseLessons.id))
    .limit(held);
  if (lessons.length === 0) return;
  const pupils = db
    .select({ accountId: classStudents.accountId })
    .from(classStudents)
    .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(classStudents.classId, classId), ne(users.username, JOURNEY_PUPIL)));
  const made = await db
    .select({ id: works.id })
    .from(works)
    .where(
      and(
        inArray(works.authorAccountId, pupils),
        isNull(works.worksClassId),
        isNull(works.lessonId),
      ),
    )
    .orderBy(asc(works.id));
  for (const [index, work] of made.entries()) {
    await db
      .update(works)
      .set({ lessonId: lessons[index % lessons.length]!.id, worksClassId: classId })
      .where(eq(works.id, work.id));
  }
}
