import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineModel3d } from '../model3d/offline-model3d';
import { createOfflineMusic } from '../music/offline-music';
import { createEnginePool, defaultWorkerCount, pooledPort } from './engine-pool';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('engine worker pool', () => {
  const pool = createEnginePool({ size: 2 });
  afterAll(() => pool.close());

  it('sizes itself from the cores (at least 1) and gives the engines’ own bytes back', async () => {
    expect(defaultWorkerCount()).toBeGreaterThanOrEqual(1);
    expect(pool.size).toBe(2);
    const music = pooledPort(createOfflineMusic(), pool, 'music');
    const model3d = pooledPort(createOfflineModel3d(), pool, 'model3d');
    const request = { prompt: '安静的夜晚', seed: 3, seconds: 5 };
    const [pooled, local, scene] = await Promise.all([
      music.compose(request),
      createOfflineMusic().compose(request),
      model3d.build({ prompt: '一棵树和一座房子', seed: 1 }),
    ]);
    expect(Buffer.isBuffer(pooled.wav) && Buffer.isBuffer(pooled.midi)).toBe(true);
    expect(sha(pooled.wav)).toBe(sha(local.wav));
    expect(sha(pooled.midi)).toBe(sha(local.midi));
    expect(pooled.engine).toEqual(local.engine);
    expect(JSON.parse(scene.gltf.toString()).asset.version).toBe('2.0');
    expect(pool.pending()).toBe(0);
  });

  it('refuses a cancelled request before it runs, and every task once closed', async () => {
    const music = pooledPort(createOfflineMusic(), pool, 'music');
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      music.compose({ prompt: '小曲', seed: 1, signal: cancelled.signal }),
    ).rejects.toMatchObject({ name: 'AiProviderError', status: 503 });
    expect(pool.pending()).toBe(0);

    const closing = createEnginePool({ size: 1 });
    const queued = pooledPort(createOfflineMusic(), closing, 'music').compose({
      prompt: '小曲',
      seed: 2,
      seconds: 5,
    });
    await closing.close();
    await expect(queued).rejects.toMatchObject({ name: 'AiProviderError', status: 503 });
    await expect(closing.run('music', 'compose', { prompt: 'x', seed: 1 })).rejects.toMatchObject({
      status: 503,
    });
  });
});
