import {
  AiWorkshopMessages,
  Messages,
  formatMessage,
  type TAiClassControl,
  type TAiClassStatus,
  type TAiJob,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentCaller,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { counts, openWorkshopApp } from '../../../test/factories/workshop';

/** The teacher in the room: pause, lock tools, lessons; pupils' pages read it at once. */

const W = '/api/v1/works-service';
const C = `${W}/ai-class-control/custom`;

let t: TTestApp;
let stu001: TCaller;
let stu002: TCaller;
let wang: TCaller; // teaches AI3001
let li: TCaller; // teaches AI3001 and AI4001
let ai3001: number;
let ai4001: number;

beforeAll(async () => {
  t = await openWorkshopApp({ jobs: { concurrency: 0 } });
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu002 = await studentCaller(t, 'stu002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  ai4001 = (await classByCode(t, 'AI4001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const draw = (caller: TCaller, classId = ai3001) =>
  t.api.post(`${W}/ai-draw/custom/add`, { prompt: '彩虹和小鸟', classId }, caller.opts());
const status = async (caller: TCaller, classId = ai3001) =>
  (await t.api.get<TAiClassStatus>(`${C}/status`, { classId }, caller.opts())).body.data;

describe('class controls: refusals first', () => {
  it('refuses anonymous callers, bad input, pupils and other classes’ teachers', async () => {
    const before = await counts(t);
    expect((await t.api.post(`${C}/set`, { classId: ai3001, paused: true })).status).toBe(401);
    expect((await t.api.get(`${C}/status`, { classId: ai3001 })).status).toBe(401);
    const bad = await t.api.post(
      `${C}/set`,
      { classId: 'x', paused: 'yes', lockedTools: ['paint'] },
      wang.opts(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'paused', message: Messages.FIELD_WRONG_TYPE },
        { field: 'lockedTools.0', message: AiWorkshopMessages.OPTION_INVALID },
      ]),
    );
    const minutes = await t.api.post(
      `${C}/lesson/open`,
      { classId: ai3001, minutes: 1000 },
      wang.opts(),
    );
    expect(minutes.status).toBe(400);
    expect(
      (await t.api.post(`${C}/set`, { classId: ai3001, paused: true }, stu001.opts())).status,
    ).toBe(403);
    const other = await t.api.post(`${C}/set`, { classId: ai4001, paused: true }, wang.opts());
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(Messages.FORBIDDEN);
    expect((await t.api.get(`${C}/status`, { classId: ai4001 }, stu001.opts())).status).toBe(403);
    expect((await t.api.get(`${C}/detail`, { classId: ai3001 }, li.opts())).status).toBe(200);
    expect((await status(stu001)).canGenerate).toBe(true);
    expect(await counts(t)).toEqual(before);
  });
});

describe('class controls: the teacher in the room', () => {
  it('pauses a class: the very next request is refused, and pupils’ status says why', async () => {
    const paused = await t.api.post<TAiClassControl>(
      `${C}/set`,
      { classId: ai3001, paused: true },
      wang.opts(),
    );
    expect(paused.body.data).toMatchObject({ paused: true, courseClassName: '三年级AI创作班' });
    const before = await counts(t);
    const refused = await draw(stu001);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AiWorkshopMessages.CLASS_PAUSED);
    expect(await counts(t)).toEqual(before);
    expect(await status(stu001)).toMatchObject({
      paused: true,
      canGenerate: false,
      message: AiWorkshopMessages.CLASS_PAUSED,
    });
    // A pupil without a chosen class: the class a job would use (the first with the tool).
    const implicit = await t.api.get<TAiClassStatus>(`${C}/status`, {}, stu001.opts());
    expect(implicit.status).toBe(200);
    expect(implicit.body.data).toMatchObject({ classId: ai3001, paused: true, canGenerate: false });
    const forMusic = await t.api.get<TAiClassStatus>(
      `${C}/status`,
      { tool: 'music' },
      stu001.opts(),
    );
    expect(forMusic.body.data).toMatchObject({ classId: ai3001, canGenerate: false });
    const badTool = await t.api.get(`${C}/status`, { tool: 'paint' }, stu001.opts());
    expect(badTool.status).toBe(400);
    expect(badTool.body.message).toBe(AiWorkshopMessages.OPTION_INVALID);
    const teacher = await t.api.get(`${C}/status`, {}, wang.opts());
    expect(teacher.status).toBe(400);
    expect(teacher.body.errors?.[0]?.field).toBe('classId');
    // Other classes, and the teacher's own creations, go on.
    expect((await draw(stu002, ai4001)).status).toBe(200);
    expect(
      (
        await t.api.post(
          `${W}/ai-draw/custom/add`,
          { prompt: '讲台', classId: ai3001 },
          wang.opts(),
        )
      ).status,
    ).toBe(200);
    await t.api.post(`${C}/set`, { classId: ai3001, paused: false }, li.opts());
    expect((await draw(stu001)).status).toBe(200);
  });

  it('locks a tool for the lesson, leaving the others open', async () => {
    await t.api.post(`${C}/set`, { classId: ai3001, lockedTools: ['draw', 'agent'] }, wang.opts());
    const refused = await draw(stu001);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      formatMessage(AiWorkshopMessages.TOOL_LOCKED, { tool: 'AI绘画' }),
    );
    const music = await t.api.post(
      `${W}/ai-music/custom/add`,
      { prompt: '欢快的小曲', classId: ai3001, seconds: 5 },
      stu001.opts(),
    );
    expect(music.status).toBe(200);
    const chat = await t.api.post(
      `${W}/ai-agent-conversation/custom/init`,
      { classId: ai3001 },
      stu001.opts(),
    );
    expect(chat.status).toBe(200);
    expect((await status(stu001)).lockedTools).toEqual(['draw', 'agent']);
    // Asked for a tool, the status says whether that tool may run, and why not.
    const forDraw = await t.api.get<TAiClassStatus>(
      `${C}/status`,
      { classId: ai3001, tool: 'draw' },
      stu001.opts(),
    );
    expect(forDraw.body.data).toMatchObject({
      canGenerate: false,
      message: formatMessage(AiWorkshopMessages.TOOL_LOCKED, { tool: 'AI绘画' }),
    });
    const forMusic = await t.api.get<TAiClassStatus>(
      `${C}/status`,
      { tool: 'music' },
      stu001.opts(),
    );
    expect(forMusic.body.data).toMatchObject({ canGenerate: true });
  });

  it('lets primary grades generate only while a lesson is open', async () => {
    await t.api.post(
      `${C}/set`,
      { classId: ai3001, lockedTools: [], lessonRequired: true },
      wang.opts(),
    );
    const refused = await draw(stu001);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AiWorkshopMessages.LESSON_REQUIRED);
    expect(await status(stu001)).toMatchObject({
      lessonRequired: true,
      lessonOpen: false,
      canGenerate: false,
    });

    const opened = await t.api.post<TAiClassControl>(
      `${C}/lesson/open`,
      { classId: ai3001, minutes: 40 },
      wang.opts(),
    );
    expect(opened.body.data.lessonOpen).toBe(true);
    expect(new Date(opened.body.data.lessonOpenUntil!).getTime()).toBeGreaterThan(
      Date.now() + 39 * 60_000,
    );
    expect((await draw(stu001)).status).toBe(200);
    expect(await status(stu001)).toMatchObject({ lessonOpen: true, canGenerate: true });

    await t.api.post(`${C}/lesson/close`, { classId: ai3001 }, wang.opts());
    expect((await draw(stu001)).status).toBe(403);
  });

  it('shows the teacher each pupil’s AI history of the class', async () => {
    const page = await t.api.get<TPage<TAiJob & { authorName: string }>>(
      `${W}/ai-history/custom/class-page`,
      { classId: ai3001, tool: 'draw' },
      li.opts(),
    );
    expect(page.status).toBe(200);
    expect(page.body.data.list.length).toBeGreaterThan(0);
    expect(page.body.data.list.every((j) => j.authorName === '张小明')).toBe(true);
    const notTheirs = await t.api.get(
      `${W}/ai-history/custom/class-page`,
      { classId: ai4001 },
      wang.opts(),
    );
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(Messages.FORBIDDEN);
  });
});
