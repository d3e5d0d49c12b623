import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { renderScene } from '../offline/draw/render-scene';
import { judgeImage } from './image-moderation';
import { createModeration } from './moderation';
import type { TImageClassifier } from './nsfw-classifier';

describe('image moderation', () => {
  const moderation = createModeration();
  afterAll(() => moderation.close());

  it('lets an offline drawing through with the real nsfwjs model (run in a worker)', async () => {
    const png = await renderScene({ prompt: '三只猫在草地上', seed: 1 }).canvas.encode('png');
    const verdict = await moderation.checkImage(png);
    expect(verdict).toMatchObject({ allowed: true, categories: [], message: null });
  });

  it('reads JPEG and WebP too', async () => {
    const canvas = createCanvas(300, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#4fc3f7';
    ctx.fillRect(0, 0, 300, 200);
    expect((await moderation.checkImage(await canvas.encode('jpeg', 80))).allowed).toBe(true);
    expect((await moderation.checkImage(await canvas.encode('webp', 80))).allowed).toBe(true);
  });

  it('refuses above the thresholds for minors', () => {
    const verdict = judgeImage([
      { className: 'Porn', probability: 0.6 },
      { className: 'Neutral', probability: 0.4 },
    ]);
    expect(verdict).toMatchObject({
      allowed: false,
      categories: ['sexual'],
      flaggedBy: ['nsfwjs'],
    });
    expect(verdict.message).toBeTruthy();
    expect(
      judgeImage([
        { className: 'Sexy', probability: 0.3 },
        { className: 'Drawing', probability: 0.7 },
      ]).allowed,
    ).toBe(true);
  });

  it('fails closed when the image cannot be checked', async () => {
    const broken: TImageClassifier = {
      classify: async () => {
        throw new Error('not an image');
      },
      close: async () => {},
    };
    await expect(
      createModeration({ classifier: broken }).checkImage(Buffer.from('x')),
    ).rejects.toMatchObject({
      name: 'AiProviderError',
      failure: 'failed',
    });
  });

  it('combines the word list with a remote verdict', async () => {
    const withRemote = createModeration({
      remote: {
        model: 'omni-moderation-latest',
        checkText: async (text) => ({
          allowed: !text.includes('坏'),
          categories: text.includes('坏') ? ['hate'] : [],
          message: null,
          flaggedBy: text.includes('坏') ? ['openai'] : [],
          matches: [],
          alert: null,
        }),
      },
    });
    expect((await withRemote.checkText('好天气')).allowed).toBe(true);
    const refused = await withRemote.checkText('坏蛋，我的电话13800138000');
    expect(refused.categories).toEqual(['hate', 'personal-data']);
    expect(refused.flaggedBy.sort()).toEqual(['openai', 'personal-data']);
    expect(withRemote.info.engine).toContain('openai');
  });
});
