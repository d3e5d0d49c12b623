import { createHash } from 'node:crypto';
import type { TAiJob, TAiJobAdded } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { loadConfig } from '../../platform/config';
import { createOfflineImage } from '../../providers/ai/offline/image/offline-image';
import { createAiRegistry, type TAiRegistry } from '../../providers/ai/registry';
import { openWorkshopApp } from '../../../test/factories/workshop';

/**
 * The offline engines run in worker threads (providers/ai/offline/pool): the server keeps
 * answering while a picture renders, and the pictures are the same bytes as the engine's own.
 */

const D = '/api/v1/works-service/ai-draw/custom';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TTestApp & { closeApp(): Promise<void> };
let registry: TAiRegistry;
let stu001: TCaller;
let ai3001: number;

beforeAll(async () => {
  registry = createAiRegistry({ config: loadConfig({ NODE_ENV: 'test', AI_WORKERS: '1' }).ai });
  t = await openWorkshopApp({ ai: registry });
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await registry?.close();
});

describe('offline engines in worker threads', () => {
  it('answers health requests while a piece of music and a large drawing are made', async () => {
    const [music, image] = [await registry.port('music'), await registry.port('image')];
    const events: string[] = [];
    // Composing is synchronous CPU work: on the event loop its promise would already be
    // settled before the first health request could start.
    const piece = music
      .compose({ prompt: '欢快的森林舞会', seed: 5, seconds: 30, tempo: 120 })
      .then((result) => {
        events.push('music');
        return result;
      });
    const drawing = image
      .draw({
        prompt: '水彩画：森林里有三只小鹿和彩虹',
        seed: 11,
        style: 'watercolour',
        width: 2048,
        height: 2048,
      })
      .then((result) => {
        events.push('drawing');
        return result;
      });
    for (let i = 0; i < 3; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      events.push('health');
    }
    const [wav, png] = await Promise.all([piece, drawing]);
    expect(events).toEqual(['health', 'health', 'health', 'music', 'drawing']);
    expect(Buffer.isBuffer(wav.wav) && Buffer.isBuffer(png.png)).toBe(true);
    expect(png).toMatchObject({ width: 2048, height: 2048, engine: { offline: true } });
  });

  it('makes a job the same picture as the engine in this thread, and keeps bad input a 400', async () => {
    const prompt = '两只黄色的小鸭子在湖边，傍晚';
    const added = await t.api.post<TAiJobAdded>(
      `${D}/add`,
      { prompt, style: 'crayon', classId: ai3001, seed: 21 },
      stu001.opts(),
    );
    expect(added.status).toBe(200);
    await t.app.jobs.drain();
    const detail = await t.api.get<TAiJob>(
      `${D}/detail`,
      { id: added.body.data.job.id },
      stu001.opts(),
    );
    const job = detail.body.data;
    expect(job.status).toBe('done');
    const url = job.result?.tool === 'draw' ? job.result.imageUrl : '';
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const local = await createOfflineImage().draw({ prompt, seed: 21, style: 'crayon' });
    expect(sha(file.rawPayload)).toBe(sha(local.png));

    const colouring = await registry.port('colouring');
    await expect(colouring.lineArt({ templateId: 'no-such-page', seed: 1 })).rejects.toMatchObject({
      name: 'AiInputError',
    });
    const video = await registry.port('video');
    await expect(
      video.animate({ images: [Buffer.from('not a picture')], captions: ['x'], seed: 1 }),
    ).rejects.toMatchObject({
      name: 'AiInputError',
      message: expect.stringContaining('第1张图片'),
    });
  });
});
