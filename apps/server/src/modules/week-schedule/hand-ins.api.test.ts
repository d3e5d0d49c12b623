import {
  WeekScheduleMessages as M,
  type TCheckWorksClass,
  type TFanbookWeek,
  type TLatestLesson,
  type TLessonHandIn,
  type TScheduleWeek,
  type TTodoWarn,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import {
  addDays,
  courseForClass,
  CUSTOM,
  FANBOOK,
  LATEST,
  MNG,
  semesterRoundToday,
  thisWeek,
} from '../../../test/factories/week-schedule';

vi.setConfig({ testTimeout: 120_000 });

let t: TTestApp;
let cls: TMadeClass;
let teacher: TMadePerson;
let ann: TMadePerson;
let ben: TMadePerson;
let outsider: TMadePerson;
let admin: TMadePerson;
let lessonIds: number[];
const { today, monday } = thisWeek();
/** A lesson every day at midnight: every lesson of the week up to today is held. */
const DAILY = Array.from({ length: 7 }, (_, i) => ({
  weekday: i + 1,
  period: 1,
  startTime: '00:00',
  endTime: '00:01',
}));

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const semesterId = await semesterRoundToday(t, 1, 2);
  cls = await makeClass(t, { semesterId, pupils: 2 });
  teacher = cls.teachers[0]!;
  [ann, ben] = cls.pupils as [TMadePerson, TMadePerson];
  outsider = (await makeClass(t, { semesterId, schoolId: cls.schoolId })).pupils[0]!;
  ({ lessonIds } = await courseForClass(t, cls.id, 30));
  admin = await makeStaff(t);
  const res = await t.api.post(
    `${MNG}/save`,
    {
      classId: cls.id,
      slots: DAILY.map((slot) => ({ ...slot, teacherAccountId: teacher.accountId })),
    },
    callAs(admin),
  );
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

/** This week's Monday teaches the 8th lesson (seven lessons last week). */
const mondayLesson = () => lessonIds[7]!;

async function handIn(who: TMadePerson, lessonId: number) {
  const res = await t.api.post<{ id: number }>(
    '/api/v1/works-service/works/custom/add',
    { worksName: '我的作品', worksClassId: cls.id, lessonId, worksPageList: [{ text: '第一页' }] },
    callAs(who),
  );
  expect(res.status).toBe(200);
  return res.body.data.id;
}

const todo = async () =>
  (await t.api.get<TTodoWarn>(`${CUSTOM}/todo-warn`, {}, callAs(teacher))).body.data;

describe('hand-ins and the teacher to-do', () => {
  it("lists this week's held lessons with every pupil missing", async () => {
    const data = await todo();
    expect(data.weekStart).toBe(monday);
    const held = data.lessons.map((l) => l.date);
    expect(held[0]).toBe(monday);
    expect(held.every((d) => d <= today)).toBe(true);
    const first = data.lessons[0]!;
    expect(first.lesson!.id).toBe(mondayLesson());
    expect(first.missingPupils.map((p) => p.accountId).sort()).toEqual(
      [ann.accountId, ben.accountId].sort(),
    );
    expect(first.handIn).toMatchObject({ handedInCount: 0, pupilCount: 2 });
  });

  it('drops a pupil from the to-do once they hand in a work from the lesson', async () => {
    const workId = await handIn(ann, mondayLesson());
    const first = (await todo()).lessons.find((l) => l.lesson!.id === mondayLesson())!;
    expect(first.missingPupils.map((p) => p.accountId)).toEqual([ben.accountId]);
    expect(first.handIn).toMatchObject({ handedInCount: 1, pupilCount: 2 });

    const state = await t.api.get<TLessonHandIn>(
      `${CUSTOM}/lesson-hand-in`,
      { classId: cls.id, lessonId: mondayLesson() },
      callAs(teacher),
    );
    expect(state.status).toBe(200);
    const annRow = state.body.data.pupils.find((p) => p.accountId === ann.accountId)!;
    expect(annRow).toMatchObject({ handedIn: true, workId, worksName: '我的作品' });
    expect(state.body.data.handedInCount).toBe(1);

    const week = await t.api.get<TScheduleWeek>(`${CUSTOM}/works-week-schedule`, {}, callAs(ann));
    const monLesson = week.body.data.days[0]!.lessons[0]!;
    expect(monLesson.handIn).toEqual({
      handedInCount: null,
      pupilCount: null,
      handedIn: true,
      workId,
    });
    const check = await t.api.get<TCheckWorksClass>(
      `${CUSTOM}/check-works-class`,
      { lessonId: mondayLesson() },
      callAs(ann),
    );
    expect(check.body.data).toMatchObject({
      classId: cls.id,
      date: monday,
      handedIn: true,
      workId,
    });

    await handIn(ben, mondayLesson());
    expect((await todo()).lessons.some((l) => l.lesson!.id === mondayLesson())).toBe(false);
  });

  it('keeps the hand-in state to the class teacher', async () => {
    const query = { classId: cls.id, lessonId: mondayLesson() };
    expect((await t.api.get(`${CUSTOM}/lesson-hand-in`, query, callAs(ann))).status).toBe(403);
    const stranger = (await makeClass(t, { schoolId: cls.schoolId })).teachers[0]!;
    expect((await t.api.get(`${CUSTOM}/lesson-hand-in`, query, callAs(stranger))).status).toBe(403);
    const wrong = await t.api.get(
      `${CUSTOM}/lesson-hand-in`,
      { classId: cls.id, lessonId: 999_999 },
      callAs(teacher),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.LESSON_NOT_FOUND);
    const save = await t.api.post(
      '/api/v1/works-service/works/custom/add',
      {
        worksName: '作品',
        worksClassId: cls.id,
        lessonId: 999_999,
        worksPageList: [{ text: '页' }],
      },
      callAs(ann),
    );
    expect(save.status).toBe(400);
    expect(save.body.message).toBe(M.LESSON_NOT_FOUND);
  });
});

describe('a picture drawn from a lesson', () => {
  it('is kept as a work of the lesson: the hand-in', async () => {
    const lessonId = lessonIds[8]!;
    const points = '/api/v1/works-service/ai-point-account/mng/set-points';
    for (const body of [
      { schoolId: cls.schoolId, points: 100, reason: '测试' },
      { schoolId: cls.schoolId, accountUserId: ann.userId, points: 20, reason: '测试' },
    ]) {
      const res = await t.api.post(points, body, callAs(admin));
      expect(res.status, res.body.message).toBe(200);
    }
    const bad = await t.api.post(
      '/api/v1/works-service/ai-draw/custom/add',
      { prompt: '一只小猫', classId: cls.id, lessonId: 999_999 },
      callAs(ann),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.LESSON_NOT_FOUND);
    const added = await t.api.post(
      '/api/v1/works-service/ai-draw/custom/add',
      { prompt: '一只小猫在草地上', classId: cls.id, lessonId },
      callAs(ann),
    );
    expect(added.status, added.body.message).toBe(200);
    await t.app.jobs.drain();
    const check = await t.api.get<TCheckWorksClass>(
      `${CUSTOM}/check-works-class`,
      { lessonId },
      callAs(ann),
    );
    expect(check.body.data.handedIn).toBe(true);
    expect(check.body.data.workId).toEqual(expect.any(Number));
  });
});

describe('fanbook works by lesson', () => {
  it("shows the week's lessons with their works", async () => {
    const res = await t.api.get<TFanbookWeek>(
      `${FANBOOK}/week/schedule`,
      { classId: cls.id },
      callAs(teacher),
    );
    expect(res.status).toBe(200);
    const monday0 = res.body.data.lessons.find((l) => l.date === monday)!;
    expect(monday0.works.map((w) => w.authorName).sort()).toEqual([ann.name, ben.name].sort());
    expect(monday0.works[0]!.lessonTitle).toBe('第8课');
  });

  it("lists a lesson's works: the teacher all, a pupil their own and public ones", async () => {
    const query = { classId: cls.id, lessonId: mondayLesson() };
    const all = await t.api.get<{ total: number }>(`${FANBOOK}/list`, query, callAs(teacher));
    expect(all.body.data.total).toBe(2);
    const own = await t.api.get<{ total: number; list: { authorName: string }[] }>(
      `${FANBOOK}/list`,
      query,
      callAs(ann),
    );
    expect(own.body.data.total).toBe(1);
    expect(own.body.data.list[0]!.authorName).toBe(ann.name);
    expect((await t.api.get(`${FANBOOK}/list`, query, callAs(outsider))).status).toBe(403);
  });

  it("answers a pupil's own works; another pupil's are refused", async () => {
    const mine = await t.api.get<{ total: number }>(
      `${FANBOOK}/user-works`,
      { classId: cls.id },
      callAs(ann),
    );
    // The work handed in by saving, and the picture drawn for the next lesson.
    expect(mine.body.data.total).toBe(2);
    const theirs = await t.api.get(
      `${FANBOOK}/user-works`,
      { classId: cls.id, accountId: ben.accountId },
      callAs(ann),
    );
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(M.ONLY_OWN_WORKS);
    const byTeacher = await t.api.get<{ total: number }>(
      `${FANBOOK}/user-works`,
      { classId: cls.id, accountId: ben.accountId },
      callAs(teacher),
    );
    expect(byTeacher.body.data.total).toBe(1);
  });
});

describe('hy/get-latest-lesson', () => {
  it("answers the class's next lesson (today's is over at 00:01)", async () => {
    const res = await t.api.get<TLatestLesson>(LATEST, { classId: cls.id }, callAs(ann));
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.classId).toBe(cls.id);
    expect([today, addDays(today, 1)]).toContain(data.date);
    expect(data.lesson).not.toBeNull();
    expect((await t.api.get(LATEST, { classId: cls.id }, callAs(outsider))).status).toBe(403);
    const none = await t.api.get<TLatestLesson>(LATEST, {}, callAs(outsider));
    expect(none.body.data).toBeNull();
  });
});
