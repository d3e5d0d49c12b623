import {
  SafetyMessages,
  StaffType,
  type TAiConversation,
  type TPage,
  type TSafetyClassRules,
  type TSafetyHistoryItem,
  type TSafetyPupilControl,
  type TSafetyWeeklySummary,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import {
  asCaller,
  callAs,
  makeClass,
  makeStaff,
  makeTeacher,
} from '../../../test/factories/school';
import { counts, pointsOf } from '../../../test/factories/workshop';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/** The safety gate on the AI tools: refusals kept for the teacher, free, and the rules. */

const W = '/api/v1/works-service';
const H = `${W}/ai-safety-history/custom`;
const R = `${W}/ai-safety-rule`;

let t: TTestApp;
let stu001: TCaller;
let wang: TCaller;
let otherTeacher: TCaller;
let ai3001: number;
let stu001Account: number;
let primary: number;
let middle: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ primary, middle } = await schoolIds(t));
  stu001 = await studentCaller(t, 'stu001', primary);
  wang = await teacherCaller(t, '13800000001', primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  stu001Account = await studentAccountId(t, 'stu001', primary);
  // A teacher of another class of the same school.
  const teacher = await makeTeacher(t, { schoolId: primary });
  await makeClass(t, { schoolId: primary, teachers: [teacher], pupils: 0 });
  otherTeacher = asCaller(teacher);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const history = (query: Record<string, string | number>, who = wang) =>
  t.api.get<TPage<TSafetyHistoryItem>>(`${H}/page`, { classId: ai3001, ...query }, who.opts());

describe('a refused prompt', () => {
  it('charges no points and is kept in the class AI history', async () => {
    const before = await pointsOf(t, stu001Account);
    const recordsBefore = (await counts(t)).records;
    const refused = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '我想画一个炸弹炸掉学校', classId: ai3001 },
      stu001.opts(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).not.toContain('炸弹');
    expect(await pointsOf(t, stu001Account)).toBe(before);
    expect((await counts(t)).records).toBe(recordsBefore);

    const page = await history({ flag: 'refused', studentId: stu001Account });
    expect(page.status).toBe(200);
    expect(page.body.data.list[0]).toMatchObject({
      source: 'safety',
      studentId: stu001Account,
      tool: 'draw',
      direction: 'input',
      text: '我想画一个炸弹炸掉学校',
      outcome: 'refused',
      categories: ['violence'],
    });
    const all = await history({ flag: 'all', tool: 'draw' });
    expect(all.body.data.list.map((item) => item.text)).toContain('我想画一个炸弹炸掉学校');
  });

  it('keeps a refused chat message for the teacher, and charges nothing for it', async () => {
    const init = await t.api.post<TAiConversation>(
      `${W}/ai-agent-conversation/custom/init`,
      { classId: ai3001 },
      stu001.opts(),
    );
    expect(init.status).toBe(200);
    const before = await pointsOf(t, stu001Account);
    const chat = await t.api.post(
      `${W}/ai-agent-conversation/custom/chat`,
      { conversationId: init.body.data.conversationId, message: '你这个傻逼' },
      stu001.opts(),
    );
    expect(chat.status).toBe(422);
    expect(await pointsOf(t, stu001Account)).toBe(before);
    const page = await history({ flag: 'refused', tool: 'chat' });
    expect(page.body.data.list[0]).toMatchObject({ text: '你这个傻逼', outcome: 'refused' });
  });

  it('shows allowed prompts and results too, filtered by pupil and date', async () => {
    const ok = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '一只小猫在花园里', classId: ai3001 },
      stu001.opts(),
    );
    expect(ok.status).toBe(200);
    const mine = await history({ studentId: stu001Account, tool: 'draw' });
    expect(mine.body.data.list.map((item) => [item.text, item.outcome])).toEqual(
      expect.arrayContaining([
        ['一只小猫在花园里', 'ok'],
        ['我想画一个炸弹炸掉学校', 'refused'],
      ]),
    );
    const future = await history({ dateFrom: '2099-01-01' });
    expect(future.body.data).toMatchObject({ list: [], total: 0 });
    expect((await history({ dateFrom: '2026-13-01' })).status).toBe(400);
  });

  it('sums up the week per category and pupil', async () => {
    const summary = await t.api.get<TSafetyWeeklySummary>(
      `${H}/weekly-summary`,
      { classId: ai3001 },
      wang.opts(),
    );
    expect(summary.status).toBe(200);
    expect(summary.body.data.refused).toBeGreaterThanOrEqual(2);
    expect(summary.body.data.byCategory).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'violence' })]),
    );
    expect(summary.body.data.byPupil).toEqual(
      expect.arrayContaining([expect.objectContaining({ studentId: stu001Account })]),
    );
  });

  it("refuses the history to pupils and to another class's teacher", async () => {
    expect((await history({}, stu001)).status).toBe(403);
    expect((await history({}, otherTeacher)).status).toBe(403);
    expect(
      (await t.api.get(`${H}/weekly-summary`, { classId: ai3001 }, otherTeacher.opts())).status,
    ).toBe(403);
  });
});

describe("a school's own rules", () => {
  it("apply to that school's pupils only", async () => {
    const admin = await makeStaff(t);
    const set = await t.api.post(
      `${R}/mng/set`,
      {
        schoolId: middle,
        blockedWords: ['恐龙蛋'],
        allowedWords: [],
        strictness: 'standard',
        refusalMessage: '我们学校这周不画恐龙蛋哦',
        galleryKinds: ['book', 'picture'],
      },
      callAs(admin),
    );
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ schoolId: middle, rules: { blockedWords: ['恐龙蛋'] } });

    const there = await makeClass(t, { schoolId: middle });
    const refused = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '画一个恐 龙 蛋', classId: there.id },
      callAs(there.pupils[0]!),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('我们学校这周不画恐龙蛋哦');

    const here = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '画一个恐龙蛋', classId: ai3001 },
      stu001.opts(),
    );
    expect(here.status).toBe(200);
  });

  it("lets a teacher add the class's words, and no one else", async () => {
    const body = {
      classId: ai3001,
      blockedWords: ['外星人'],
      allowedWords: ['手枪虾'],
      strictness: null,
      refusalMessage: null,
      galleryKinds: null,
    };
    expect((await t.api.post(`${R}/custom/class-set`, body, otherTeacher.opts())).status).toBe(403);
    expect((await t.api.post(`${R}/custom/class-set`, body, stu001.opts())).status).toBe(403);
    expect(
      (await t.api.get(`${R}/custom/class-detail`, { classId: ai3001 }, otherTeacher.opts()))
        .status,
    ).toBe(403);
    const set = await t.api.post<TSafetyClassRules>(`${R}/custom/class-set`, body, wang.opts());
    expect(set.status).toBe(200);
    expect(set.body.data.effective.blockedWords).toContain('外星人');
    const refused = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '一个外星人来到地球', classId: ai3001 },
      stu001.opts(),
    );
    expect(refused.status).toBe(422);
  });

  it("refuses a school manager the rules of another school, and learners the staff's", async () => {
    const manager = await makeStaff(t, { staffType: StaffType.SCHOOL_MANAGER, schoolId: primary });
    const other = await t.api.get(`${R}/mng/detail`, { schoolId: middle }, callAs(manager));
    expect(other.status).toBe(403);
    const own = await t.api.get(`${R}/mng/detail`, { schoolId: primary }, callAs(manager));
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ schoolId: primary, rules: { strictness: 'standard' } });
    expect((await t.api.get(`${R}/mng/detail`, { schoolId: primary }, wang.opts())).status).toBe(
      403,
    );
  });
});

describe("a teacher's controls of one pupil", () => {
  it('pause the pupil before anything is charged', async () => {
    const P = `${W}/ai-safety-pupil-control/custom`;
    const list = await t.api.get<TSafetyPupilControl[]>(
      `${P}/list`,
      { classId: ai3001 },
      wang.opts(),
    );
    expect(list.body.data.map((p) => p.studentId)).toContain(stu001Account);
    expect(
      (
        await t.api.post(
          `${P}/set`,
          { classId: ai3001, studentId: stu001Account, paused: true },
          otherTeacher.opts(),
        )
      ).status,
    ).toBe(403);
    const paused = await t.api.post<TSafetyPupilControl>(
      `${P}/set`,
      { classId: ai3001, studentId: stu001Account, paused: true },
      wang.opts(),
    );
    expect(paused.body.data).toMatchObject({ studentId: stu001Account, paused: true });
    const status = await t.api.get<{ canGenerate: boolean; message: string }>(
      `${W}/ai-class-control/custom/status`,
      { classId: ai3001, tool: 'draw' },
      stu001.opts(),
    );
    expect(status.body.data).toMatchObject({
      canGenerate: false,
      message: SafetyMessages.PUPIL_PAUSED,
    });
    const before = await pointsOf(t, stu001Account);
    const refused = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '一朵花', classId: ai3001 },
      stu001.opts(),
    );
    expect(refused.status).toBe(403);
    expect(await pointsOf(t, stu001Account)).toBe(before);
    await t.api.post(
      `${P}/set`,
      { classId: ai3001, studentId: stu001Account, paused: false, lockedTools: ['music'] },
      wang.opts(),
    );
    const drawn = await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '一朵花', classId: ai3001 },
      stu001.opts(),
    );
    expect(drawn.status).toBe(200);
  });
});
