import {
  WeekScheduleMessages as M,
  type TScheduleClassDetail,
  type TScheduleErrorStat,
  type TScheduleWeek,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseClasses } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  callAs,
  makeClass,
  makeSchool,
  makeStaff,
  makeTeacher,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import {
  addDays,
  courseForClass,
  CUSTOM,
  insertHoliday,
  MNG,
  semesterRoundToday,
  thisWeek,
} from '../../../test/factories/week-schedule';

vi.setConfig({ testTimeout: 120_000 });

let t: TTestApp;
let cls: TMadeClass;
let other: TMadeClass;
let teacher: TMadePerson;
let pupil: TMadePerson;
let admin: TMadePerson;
let lessonIds: number[];
const { monday } = thisWeek();

/** Monday and Wednesday slots; the semester starts two weeks before this week. */
const SLOTS = (teacherAccountId: number | null) => [
  { weekday: 1, period: 1, startTime: '08:00', endTime: '08:40', teacherAccountId },
  { weekday: 3, period: 2, startTime: '09:00', endTime: '09:40', teacherAccountId },
];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const semesterId = await semesterRoundToday(t, 2, 3);
  cls = await makeClass(t, { semesterId, pupils: 1 });
  other = await makeClass(t, { semesterId, schoolId: cls.schoolId });
  teacher = cls.teachers[0]!;
  pupil = cls.pupils[0]!;
  admin = await makeStaff(t);
  ({ lessonIds } = await courseForClass(t, cls.id, 10));
}, 120_000);
afterAll(async () => t?.close());

const save = (who: TMadePerson, body: unknown) => t.api.post(`${MNG}/save`, body, callAs(who));

describe('week schedule: staff write the slots', () => {
  it('refuses bad slots with Chinese messages', async () => {
    const bad = [
      [{ classId: cls.id, slots: [{ ...SLOTS(null)[0], weekday: 9 }] }, M.WEEKDAY_INVALID],
      [{ classId: cls.id, slots: [{ ...SLOTS(null)[0], period: 0 }] }, M.PERIOD_INVALID],
      [{ classId: cls.id, slots: [{ ...SLOTS(null)[0], startTime: '8点' }] }, M.TIME_INVALID],
      [{ classId: cls.id, slots: [{ ...SLOTS(null)[0], endTime: '07:00' }] }, M.TIME_ORDER],
      [{ classId: cls.id, slots: [SLOTS(null)[0], SLOTS(null)[0]] }, M.SLOT_DUPLICATE],
      [{ slots: [] }, M.CLASS_REQUIRED],
    ] as const;
    for (const [body, message] of bad) {
      const res = await save(admin, body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('refuses a teacher who does not teach the class, and a missing class', async () => {
    const stranger = await makeTeacher(t, { schoolId: cls.schoolId });
    const res = await save(admin, { classId: cls.id, slots: SLOTS(stranger.accountId) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.TEACHER_NOT_IN_CLASS);
    const missing = await save(admin, { classId: 999_999, slots: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.CLASS_NOT_FOUND);
  });

  it('keeps staff to their data scope', async () => {
    const elsewhere = await makeSchool(t);
    const role = await makeRole(t, {
      permissions: ['week-schedule:*'],
      scope: { kind: 'schools', ids: [elsewhere] },
    });
    const scoped = await makeStaffUser(t, { roleIds: [role] });
    expect((await save(scoped, { classId: cls.id, slots: [] })).status).toBe(403);
    const detail = await t.api.get(`${MNG}/class-detail`, { classId: cls.id }, callAs(scoped));
    expect(detail.status).toBe(403);
    const list = await t.api.get<{ total: number }>(`${MNG}/class-list`, {}, callAs(scoped));
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(0);
    const noRole = await makeStaffUser(t, {});
    expect((await save(noRole, { classId: cls.id, slots: [] })).status).toBe(403);
  });

  it("lets a school manager keep their own school's schedules, and only theirs", async () => {
    const own = await makeStaffUser(t, { schoolId: cls.schoolId });
    const res = await save(own, { classId: other.id, slots: SLOTS(null) });
    expect(res.status).toBe(200);
    const detail = await t.api.get(`${MNG}/class-detail`, { classId: other.id }, callAs(own));
    expect(detail.status).toBe(200);
    const stranger = await makeStaffUser(t, { schoolId: await makeSchool(t) });
    expect((await save(stranger, { classId: other.id, slots: [] })).status).toBe(403);
    expect((await save(own, { classId: other.id, slots: [] })).status).toBe(200);
  });

  it('saves the slots and places the course lessons in order', async () => {
    const res = await save(admin, { classId: cls.id, slots: SLOTS(teacher.accountId) });
    expect(res.status).toBe(200);
    const detail = res.body.data as TScheduleClassDetail;
    expect(detail.slots.map((s) => [s.weekday, s.period, s.teacherName])).toEqual([
      [1, 1, teacher.name],
      [3, 2, teacher.name],
    ]);
    expect(detail.teachers).toEqual([{ accountId: teacher.accountId, name: teacher.name }]);
    expect(detail.lessons.map((l) => [l.date, l.lesson?.seq])).toEqual([
      [addDays(monday, -14), 1],
      [addDays(monday, -12), 2],
      [addDays(monday, -7), 3],
      [addDays(monday, -5), 4],
      [monday, 5],
      [addDays(monday, 2), 6],
      [addDays(monday, 7), 7],
      [addDays(monday, 9), 8],
      [addDays(monday, 14), 9],
      [addDays(monday, 16), 10],
    ]);
    expect(detail.lessons[0]!.lesson!.id).toBe(lessonIds[0]);
    expect(detail.lessonCount).toBe(10);
    expect(detail.problems).toEqual({ noTeacherSlots: 0, pastEndLessons: 0 });
  });
});

describe('week schedule: who sees it', () => {
  it('answers 401 without a session and asks for the class in Chinese', async () => {
    expect((await t.api.get(`${CUSTOM}/class-detail`, { classId: cls.id })).status).toBe(401);
    const res = await t.api.get(`${CUSTOM}/class-detail`, {}, callAs(pupil));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(M.CLASS_REQUIRED);
    const day = await t.api.get(
      `${CUSTOM}/works-week-schedule`,
      { date: '2026-13-40' },
      callAs(pupil),
    );
    expect(day.status).toBe(400);
    expect(JSON.stringify(day.body)).toContain(M.DATE_INVALID);
  });

  it("lets the class's pupil and teacher in, keeps another class's out", async () => {
    for (const who of [pupil, teacher]) {
      const res = await t.api.get(`${CUSTOM}/class-detail`, { classId: cls.id }, callAs(who));
      expect(res.status).toBe(200);
    }
    for (const who of [other.pupils[0]!, other.teachers[0]!]) {
      const res = await t.api.get(`${CUSTOM}/class-detail`, { classId: cls.id }, callAs(who));
      expect(res.status).toBe(403);
      const week = await t.api.get(
        `${CUSTOM}/works-week-schedule`,
        { classId: cls.id },
        callAs(who),
      );
      expect(week.status).toBe(403);
    }
    const mine = await t.api.get<TScheduleWeek>(
      `${CUSTOM}/works-week-schedule`,
      {},
      callAs(other.pupils[0]!),
    );
    expect(mine.body.data.days.flatMap((d) => d.lessons)).toEqual([]);
    expect(
      (await t.api.get(`${CUSTOM}/todo-warn`, {}, callAs(pupil))).status,
      'pupils have no to-do',
    ).toBe(403);
    expect((await t.api.get(`${MNG}/class-list`, {}, callAs(teacher))).status).toBe(403);
  });

  it("lists the caller's classes with the next lesson", async () => {
    const res = await t.api.get<{ classId: number; nextLesson: unknown; slots: unknown[] }[]>(
      `${CUSTOM}/class-list`,
      {},
      callAs(pupil),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c.classId)).toEqual([cls.id]);
    expect(res.body.data[0]!.slots).toHaveLength(2);
    expect(res.body.data[0]!.nextLesson).not.toBeNull();
  });
});

describe('week schedule: holidays', () => {
  it('skips a holiday, moves the lessons on and shows the adjust day', async () => {
    const before = await t.api.get<TScheduleWeek>(
      `${CUSTOM}/works-week-schedule`,
      { date: addDays(monday, 3) },
      callAs(teacher),
    );
    expect(before.body.data.weekStart).toBe(monday);
    expect(before.body.data.days[0]!.lessons.map((l) => l.lesson?.seq)).toEqual([5]);
    expect(before.body.data.days[0]!.holiday).toBeNull();

    // This week's Monday and Tuesday off; Saturday teaches Monday's lessons.
    await insertHoliday(t, {
      schoolId: cls.schoolId,
      name: '测试假期',
      startTm: monday,
      endTm: addDays(monday, 1),
      holidayAdjusts: [{ date: addDays(monday, 5), weekday: 1 }],
    });
    // Another school's holiday changes nothing here.
    await insertHoliday(t, {
      schoolId: await makeSchool(t),
      name: '别校假期',
      startTm: addDays(monday, 2),
      endTm: addDays(monday, 2),
    });
    const res = await t.api.get<TScheduleWeek>(
      `${CUSTOM}/works-week-schedule`,
      { date: monday },
      callAs(teacher),
    );
    const days = res.body.data.days;
    expect(days[0]!.holiday?.name).toBe('测试假期');
    expect(days[0]!.lessons).toEqual([]);
    expect(days[2]!.holiday).toBeNull();
    expect(days[2]!.lessons.map((l) => l.lesson?.seq)).toEqual([5]);
    expect(days[5]!.adjust).toEqual({ weekday: 1, holidayName: '测试假期' });
    expect(days[5]!.lessons.map((l) => [l.lesson?.seq, l.adjusted, l.taughtWeekday])).toEqual([
      [6, true, 1],
    ]);
    const detail = await t.api.get<TScheduleClassDetail>(
      `${CUSTOM}/class-detail`,
      { classId: cls.id },
      callAs(pupil),
    );
    expect(detail.body.data.holidays.map((h) => h.name)).toEqual(['测试假期']);
    // Monday's lesson lost, Saturday's gained: the last lesson keeps its day.
    expect(detail.body.data.lessons.find((l) => l.lesson?.seq === 10)!.date).toBe(
      addDays(monday, 16),
    );
  });
});

describe('week schedule: error classes', () => {
  it('counts slots without a teacher and lessons past the end date', async () => {
    // Taught from this week's Monday on (the class follows no course: every slot is listed);
    // the school's holiday takes this Monday, so Wednesday comes first.
    const res = await save(admin, { classId: other.id, slots: SLOTS(null), startDate: monday });
    expect(res.status).toBe(200);
    const saved = res.body.data as TScheduleClassDetail;
    expect(saved.startDate).toBe(monday);
    expect(saved.lessons[0]).toMatchObject({ date: addDays(monday, 2), lesson: null });
    await t.database.db
      .update(courseClasses)
      .set({ effectiveEndDate: addDays(monday, 1) })
      .where(eq(courseClasses.id, cls.id));
    const stat = await t.api.get<TScheduleErrorStat>(
      `${MNG}/error-class-stat`,
      { schoolId: cls.schoolId },
      callAs(admin),
    );
    expect(stat.status).toBe(200);
    expect(stat.body.data).toMatchObject({
      scheduledClassCount: 2,
      errorClassCount: 2,
      noTeacherClassCount: 1,
      pastEndClassCount: 1,
    });
    const byId = new Map(stat.body.data.classes.map((c) => [c.classId, c.problems]));
    expect(byId.get(other.id)).toEqual({ noTeacherSlots: 2, pastEndLessons: 0 });
    expect(byId.get(cls.id)!.pastEndLessons).toBeGreaterThan(0);
    const list = await t.api.get<{ total: number }>(
      `${MNG}/class-list`,
      { errorOnly: '1', schoolId: cls.schoolId },
      callAs(admin),
    );
    expect(list.body.data.total).toBe(2);
  });
});
