import type { TScheduleErrorStat, TScheduleWeek, TTodoWarn } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolIds, studentCaller, superAdmin, teacherCaller } from '../../test/factories/classes';
import { createTestApp, type TTestApp } from '../../test/helpers/test-app';
import { seedCourses } from './seed-courses';
import { seedWeekSchedules } from './seed-week-schedules';

const S = '/api/v1/works-service/school-class-week-schedule';
/** The demo's current semester (2026-09-01 to 2027-01-31) must hold this week. */
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const inSemester = today >= '2026-09-15' && today <= '2027-01-20';

describe('demo week schedules', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction(async (tx) => {
      await seedCourses(tx);
      await seedWeekSchedules(tx);
    });
  }, 120_000);
  afterAll(() => t.close());

  it.runIf(inSemester)("fill this week for a pupil and the class's teacher", async () => {
    const schools = await schoolIds(t);
    const pupil = await studentCaller(t, 'stu001', schools.primary);
    const week = await t.api.get<TScheduleWeek>(
      `${S}/custom/works-week-schedule`,
      {},
      pupil.opts(),
    );
    expect(week.status).toBe(200);
    const lessons = week.body.data.days.flatMap((d) => d.lessons);
    // 三年级AI创作班 on Monday and Thursday: its course's first two lessons; 张小明 has handed
    // in neither.
    expect(
      lessons
        .filter((l) => l.courseClassName === '三年级AI创作班')
        .map((l) => [l.weekday, l.lesson?.seq, l.handIn.handedIn]),
    ).toEqual([
      [1, 1, false],
      [4, 2, false],
    ]);
    const teacher = await teacherCaller(t, '13800000001', schools.primary);
    const mine = await t.api.get<TScheduleWeek>(
      `${S}/custom/works-week-schedule`,
      {},
      teacher.opts(),
    );
    expect(mine.body.data.days.flatMap((d) => d.lessons).length).toBeGreaterThanOrEqual(2);
    const todo = await t.api.get<TTodoWarn>(`${S}/custom/todo-warn`, {}, teacher.opts());
    const first = todo.body.data.lessons.find((l) => l.courseClassName === '三年级AI创作班')!;
    expect(first.lesson?.seq).toBe(1);
    expect(first.missingPupils.map((p) => p.name)).toContain('张小明');
  });

  it('show a class with a slot without a teacher in the error stats', async () => {
    const admin = await superAdmin(t);
    const stat = await t.api.get<TScheduleErrorStat>(`${S}/mng/error-class-stat`, {}, admin.opts());
    expect(stat.body.data.scheduledClassCount).toBe(3);
    expect(
      stat.body.data.classes.map((c) => [c.courseClassName, c.problems.noTeacherSlots]),
    ).toEqual([['四年级绘本班', 1]]);
  });
});
