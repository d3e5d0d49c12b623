import {
  AiMessages,
  AiWorkshopMessages,
  MODERATION_CATEGORY_MESSAGES,
  formatMessage,
  type TAiJob,
  type TAiJobAdded,
  type TAiPointCheck,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { counts, openWorkshopApp, pointsOf } from '../../../test/factories/workshop';

const W = '/api/v1/works-service';
const D = `${W}/ai-draw/custom`;

let t: TTestApp;
let schools: { primary: number; middle: number };
let ai3001: number;
let ai4001: number;
let stu001: TCaller;
let stu002: TCaller;
let stu009: TCaller;
let wang: TCaller; // teaches AI3001
let li: TCaller; // teaches AI3001 and AI4001
let stu001Account: number;

beforeAll(async () => {
  t = await openWorkshopApp();
  schools = await schoolIds(t);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  ai4001 = (await classByCode(t, 'AI4001')).id;
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu002 = await studentCaller(t, 'stu002', schools.primary);
  stu009 = await studentCaller(t, 'stu009', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('ai-draw: refusals first', () => {
  it('refuses anonymous callers, bad input, staff, pupils without the class, and writes nothing', async () => {
    const before = await counts(t);
    const points = await pointsOf(t, stu001Account);
    const body = { prompt: '一只小猫', classId: ai3001 };

    expect((await t.api.post(`${D}/add`, body)).status).toBe(401);
    expect((await t.api.get(`${D}/history/record`, {})).status).toBe(401);

    const empty = await t.api.post(`${D}/add`, { prompt: '  ', style: 'oil' }, stu001.opts());
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'prompt', message: AiMessages.PROMPT_REQUIRED },
        { field: 'style', message: AiWorkshopMessages.OPTION_INVALID },
      ]),
    );
    const long = await t.api.post(`${D}/add`, { prompt: '猫'.repeat(501) }, stu001.opts());
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'prompt', message: AiMessages.PROMPT_TOO_LONG }]);

    const admin = await superAdmin(t);
    expect((await t.api.post(`${D}/add`, body, admin.opts())).status).toBe(403);
    const otherClass = await t.api.post(`${D}/add`, { ...body, classId: ai3001 }, stu002.opts());
    expect(otherClass.status).toBe(403);
    expect(otherClass.body.message).toBe(AiWorkshopMessages.NOT_IN_CLASS);
    const noClass = await t.api.post(`${D}/add`, { prompt: '一只小猫' }, stu009.opts());
    expect(noClass.status).toBe(403);
    expect(noClass.body.message).toBe(
      formatMessage(AiWorkshopMessages.NO_CLASS_FOR_TOOL, { tool: 'AI绘画' }),
    );
    // 王老师 does not teach 四年级绘本班.
    const notTaught = await t.api.post(`${D}/add`, { ...body, classId: ai4001 }, wang.opts());
    expect(notTaught.status).toBe(403);

    expect(await counts(t)).toEqual(before);
    expect(await pointsOf(t, stu001Account)).toBe(points);
  });

  it('refuses an unsafe prompt kindly, charges nothing and keeps it for the teacher', async () => {
    const before = await counts(t);
    const points = await pointsOf(t, stu001Account);
    const res = await t.api.post(
      `${D}/add`,
      { prompt: '画一个血腥的杀人场面', classId: ai3001 },
      stu001.opts(),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MODERATION_CATEGORY_MESSAGES.violence);
    expect(await pointsOf(t, stu001Account)).toBe(points);
    const after = await counts(t);
    expect(after.jobs).toBe(before.jobs);
    expect(after.records).toBe(before.records);
    expect(after.generations).toBe(before.generations + 1);

    const history = await t.api.get<TPage<TAiJob>>(
      `${W}/ai-history/custom/class-page`,
      { classId: ai3001 },
      wang.opts(),
    );
    expect(history.status).toBe(200);
    expect(history.body.data.list[0]).toMatchObject({
      prompt: '画一个血腥的杀人场面',
      status: 'failed',
      refused: true,
      points: 0,
      refunded: false,
    });
  });
});

describe('ai-draw: charge, run, done', () => {
  let job: TAiJob;

  it('shows the cost before, charges it, runs the job and serves the picture', async () => {
    const start = await pointsOf(t, stu001Account);
    const check = await t.api.get<TAiPointCheck>(
      `${W}/ai-point-account/custom/check-account-points`,
      { aiPointConfigRuleType: 12, classId: ai3001 },
      stu001.opts(),
    );
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      cost: 2,
      points: start,
      remainingAfter: start - 2,
      enough: true,
      message: null,
    });

    const added = await t.api.post<TAiJobAdded>(
      `${D}/add`,
      { prompt: '三只猫在草地上玩耍', style: 'watercolour', classId: ai3001, seed: 7 },
      stu001.opts(),
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ cost: 2, points: start - 2 });
    expect(added.body.data.job).toMatchObject({ status: 'queued', tool: 'draw', points: 2 });
    expect(await pointsOf(t, stu001Account)).toBe(start - 2);

    await t.app.jobs.drain();
    const detail = await t.api.get<TAiJob>(
      `${D}/detail`,
      { id: added.body.data.job.id },
      stu001.opts(),
    );
    expect(detail.status).toBe(200);
    job = detail.body.data;
    expect(job).toMatchObject({ status: 'done', refunded: false, errorMessage: null });
    expect(job.result).toMatchObject({ tool: 'draw', width: expect.any(Number) });
    expect(job.result?.tool === 'draw' && job.result.engine.offline).toBe(true);
    expect(await pointsOf(t, stu001Account)).toBe(start - 2);

    const url = job.result?.tool === 'draw' ? job.result.imageUrl : '';
    expect(url).toMatch(/^\/api\/ai-files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const missing = await t.app.inject({
      method: 'GET',
      url: url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the class teacher see it, but not another pupil', async () => {
    expect((await t.api.get(`${D}/detail`, { id: job.id }, wang.opts())).status).toBe(200);
    expect((await t.api.get(`${D}/detail`, { id: job.id }, stu002.opts())).status).toBe(403);
    expect(
      (await t.api.get(`${W}/ai-music/custom/detail`, { id: job.id }, stu001.opts())).status,
    ).toBe(404);
  });

  it('lists history, collects and uncollects', async () => {
    const history = await t.api.get<TPage<TAiJob>>(`${D}/history/record`, {}, stu001.opts());
    expect(history.body.data.list.map((j) => j.id)).toContain(job.id);
    expect((await t.api.post(`${D}/collect`, { id: job.id }, stu002.opts())).status).toBe(403);
    const collected = await t.api.post<TAiJob>(`${D}/collect`, { id: job.id }, stu001.opts());
    expect(collected.body.data.collected).toBe(true);
    const favourites = await t.api.get<TPage<TAiJob>>(`${D}/collect/record`, {}, stu001.opts());
    expect(favourites.body.data.list.map((j) => j.id)).toEqual([job.id]);
    await t.api.post(`${D}/collect/cancel`, { id: job.id }, stu001.opts());
    const none = await t.api.get<TPage<TAiJob>>(`${D}/collect/record`, {}, stu001.opts());
    expect(none.body.data.total).toBe(0);
  });

  it('resubmits as a new, charged job and keeps a result as a media file', async () => {
    const start = await pointsOf(t, stu001Account);
    const again = await t.api.post<TAiJobAdded>(`${D}/resubmit`, { id: job.id }, stu001.opts());
    expect(again.status).toBe(200);
    expect(again.body.data.job).toMatchObject({ resubmitOfId: job.id, prompt: job.prompt });
    expect(await pointsOf(t, stu001Account)).toBe(start - 2);
    await t.app.jobs.drain();

    const media = await t.api.post<{ url: string; kind: string }>(
      `${D}/to-media`,
      { id: job.id },
      stu001.opts(),
    );
    expect(media.status).toBe(200);
    expect(media.body.data.kind).toBe('image');
    expect(media.body.data.url).toMatch(/^\/api\/media\//);
  });

  it('lets a teacher draw on their own points', async () => {
    const res = await t.api.post<TAiJobAdded>(`${D}/add`, { prompt: '一棵大树' }, li.opts());
    expect(res.status).toBe(200);
    expect(res.body.data.job.classId).toBeNull();
    await t.app.jobs.drain();
  });
});
