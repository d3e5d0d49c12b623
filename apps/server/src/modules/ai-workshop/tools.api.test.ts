import {
  AiWorkshopMessages,
  type TAiDrawErrorStudent,
  type TAiJob,
  type TAiJobAdded,
  type TAiJobResult,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { counts, openWorkshopApp } from '../../../test/factories/workshop';

/** Every generation tool end to end on the offline engines: the job, its files, their types. */

const W = '/api/v1/works-service';

let t: TTestApp;
let stu001: TCaller;
let classmate: TCaller;
let li: TCaller;
let ai3001: number;

beforeAll(async () => {
  t = await openWorkshopApp();
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  classmate = await studentCaller(t, 'ai3001s01', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function run(
  resource: string,
  body: Record<string, unknown>,
  caller = stu001,
): Promise<TAiJob> {
  const res = await t.api.post<TAiJobAdded>(
    `${W}/${resource}/custom/add`,
    { classId: ai3001, ...body },
    caller.opts(),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.jobs.drain();
  const detail = await t.api.get<TAiJob>(
    `${W}/${resource}/custom/detail`,
    { id: res.body.data.job.id },
    caller.opts(),
  );
  expect(detail.body.data.status, detail.body.data.errorMessage ?? '').toBe('done');
  return detail.body.data;
}

async function fetchFile(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

function result<T extends TAiJobResult['tool']>(
  job: TAiJob,
  tool: T,
): Extract<TAiJobResult, { tool: T }> {
  expect(job.result?.tool).toBe(tool);
  return job.result as Extract<TAiJobResult, { tool: T }>;
}

describe('the other tools', () => {
  it('colours: a template as a line drawing with its region map, and an automatic colouring', async () => {
    const templates = await t.api.get<{ id: string }[]>(
      `${W}/ai-draw-color/custom/templates`,
      {},
      stu001.opts(),
    );
    expect(templates.body.data.length).toBeGreaterThanOrEqual(8);
    const before = await counts(t);
    const missing = await t.api.post(
      `${W}/ai-draw-color/custom/add`,
      { classId: ai3001, mode: 'line', templateId: 'no-such-page' },
      stu001.opts(),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(AiWorkshopMessages.TEMPLATE_NOT_FOUND);
    const nothing = await t.api.post(
      `${W}/ai-draw-color/custom/add`,
      { classId: ai3001 },
      stu001.opts(),
    );
    expect(nothing.body.errors).toEqual([
      { field: 'prompt', message: AiWorkshopMessages.PROMPT_OR_TEMPLATE_REQUIRED },
    ]);
    expect(await counts(t)).toEqual(before);

    const line = result(
      await run('ai-draw-color', { mode: 'line', templateId: templates.body.data[0]!.id }),
      'draw-color',
    );
    expect(line.regions?.length).toBeGreaterThan(3);
    expect(line.labelsUrl).toMatch(/\.png$/);
    expect((await fetchFile(line.labelsUrl!)).headers['content-type']).toBe('image/png');
    const auto = result(
      await run('ai-draw-color', {
        mode: 'auto',
        prompt: '小房子和大树',
        palettePrompt: '温暖的黄色',
      }),
      'draw-color',
    );
    expect(auto.palette?.length).toBeGreaterThan(0);
  });

  it('composes music as WAV and MIDI, playable and downloadable', async () => {
    const music = result(
      await run('ai-music', {
        prompt: '欢快的春天',
        mood: 'happy',
        seconds: 5,
        instrument: 'piano',
      }),
      'music',
    );
    expect(music).toMatchObject({ mood: 'happy', instrument: 'piano' });
    const wav = await fetchFile(music.audioUrl);
    expect(wav.headers['content-type']).toBe('audio/wav');
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const range = await t.app.inject({
      method: 'GET',
      url: music.audioUrl,
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    const midi = await t.app.inject({ method: 'GET', url: `${music.midiUrl}?download=1` });
    expect(midi.rawPayload.subarray(0, 4).toString()).toBe('MThd');
    expect(midi.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('makes a video from a prompt, and from the pupil’s own picture only', async () => {
    const drawn = result(await run('ai-draw', { prompt: '一只小熊' }), 'draw');
    const video = result(
      await run('ai-video', { prompt: '小熊去野餐', seconds: 3, imageUrls: [drawn.imageUrl] }),
      'video',
    );
    const webm = await fetchFile(video.videoUrl);
    expect(webm.headers['content-type']).toBe('video/webm');
    expect(webm.rawPayload.readUInt32BE(0)).toBe(0x1a45dfa3);
    expect((await fetchFile(video.posterUrl)).headers['content-type']).toBe('image/png');

    const before = await counts(t);
    const foreign = await t.api.post(
      `${W}/ai-video/custom/add`,
      { prompt: '别人的画', imageUrls: [drawn.imageUrl], classId: ai3001 },
      classmate.opts(),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'imageUrls.0', message: AiWorkshopMessages.INPUT_IMAGE_NOT_USABLE },
    ]);
    expect(await counts(t)).toEqual(before);
  });

  it('builds a smart app, served sandboxed', async () => {
    const job = await run('ai-code', { prompt: '做一个10以内加法的答题小游戏', kind: 'quiz' });
    const app = result(job, 'code');
    expect(app.kind).toBe('quiz');
    expect(app.html).toMatch(/<html/i);
    const file = await fetchFile(app.htmlUrl);
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    const history = await t.api.get<TPage<TAiJob>>(
      `${W}/ai-code/custom/history/record`,
      {},
      stu001.opts(),
    );
    expect(history.body.data.list[0]!.result).not.toHaveProperty('html');
    const keep = await t.api.post(`${W}/ai-code/custom/to-media`, { id: job.id }, stu001.opts());
    expect(keep.status).toBe(400);
    expect(keep.body.message).toBe(AiWorkshopMessages.KEEP_ONLY_MEDIA);
  });

  it('builds a 3D model as binary glTF', async () => {
    const model = result(await run('ai-model3d', { prompt: '一棵树和一座房子' }), 'model3d');
    const glb = await fetchFile(model.modelUrl);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.rawPayload.toString('latin1', 0, 4)).toBe('glTF');
  });
});

describe('teacher and back-office lists', () => {
  it('lists the pupils whose drawings were refused', async () => {
    await t.api.post(
      `${W}/ai-draw/custom/add`,
      { prompt: '画一个血腥的场面', classId: ai3001 },
      stu001.opts(),
    );
    const res = await t.api.get<TAiDrawErrorStudent[]>(
      `${W}/fanbook-works/custom/draw-pic-error-student`,
      { classId: ai3001 },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: '张小明', refusedCount: 1, lastPrompt: '画一个血腥的场面' }),
    ]);
    expect(
      (
        await t.api.get(
          `${W}/fanbook-works/custom/draw-pic-error-student`,
          { classId: ai3001 },
          stu001.opts(),
        )
      ).status,
    ).toBe(403);
  });

  it('lists every generation for the back office', async () => {
    const admin = await superAdmin(t);
    const res = await t.api.get<TPage<TAiJob & { authorName: string }>>(
      `${W}/ai-draw/mng/list`,
      { tool: 'music', keyword: '春天' },
      admin.opts(),
    );
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ authorName: '张小明', tool: 'music' });
    // The keyword also finds the author by name.
    const byAuthor = await t.api.get<TPage<TAiJob & { authorName: string }>>(
      `${W}/ai-draw/mng/list`,
      { tool: 'music', keyword: '小明' },
      admin.opts(),
    );
    expect(byAuthor.body.data.total).toBe(1);
    expect(byAuthor.body.data.list[0]).toMatchObject({ authorName: '张小明', tool: 'music' });
    expect((await t.api.get(`${W}/ai-draw/mng/list`, {}, li.opts())).status).toBe(403);
    expect((await t.api.get(`${W}/ai-draw/mng/list`, { tool: 'paint' }, admin.opts())).status).toBe(
      400,
    );
  });
});
