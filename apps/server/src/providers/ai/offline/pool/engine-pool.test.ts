import { AiMessages } from '@haoduo/contract';
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
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
    expect(Buffer.isBuffer(scene.glb) && scene.glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(pool.pending()).toBe(0);
  });

  it('refuses a cancelled request before it runs, and every task once closed', async () => {
    const music = pooledPort(createOfflineMusic(), pool, 'music');
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      music.compose({ prompt: '小曲', seed: 1, signal: cancelled.signal }),
    ).rejects.toMatchObject({ name: 'AiProviderError', failure: 'failed' });
    expect(pool.pending()).toBe(0);

    const closing = createEnginePool({ size: 1 });
    const queued = pooledPort(createOfflineMusic(), closing, 'music').compose({
      prompt: '小曲',
      seed: 2,
      seconds: 5,
    });
    await closing.close();
    await expect(queued).rejects.toMatchObject({ name: 'AiProviderError', failure: 'failed' });
    await expect(closing.run('music', 'compose', { prompt: 'x', seed: 1 })).rejects.toMatchObject({
      failure: 'failed',
    });
  });
});

describe('engine worker pool, when a worker dies', () => {
  // A stand-in worker speaking the pool's wire: it answers with its request, or exits at once
  // (as a worker does when an engine crashes the thread or runs out of memory).
  const script = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (task) => {
      if (task.request.crash) process.exit(3);
      setTimeout(() => parentPort.postMessage({ id: task.id, result: task.request }), 20);
    });
  `;
  const started: Worker[] = [];
  const pool = createEnginePool({
    size: 2,
    startWorker: () => {
      const worker = new Worker(script, { eval: true });
      started.push(worker);
      return worker;
    },
  });
  afterAll(() => pool.close());

  it('fails only the task it was running, with 503, and serves the next with a new worker', async () => {
    const [crashed, beside] = await Promise.allSettled([
      pool.run('music', 'compose', { crash: true }),
      pool.run('music', 'compose', { n: 1 }),
    ]);
    expect(crashed).toMatchObject({
      status: 'rejected',
      reason: { name: 'AiProviderError', failure: 'failed' },
    });
    // The pupil reads that nothing was charged; the log reads what happened.
    expect((crashed as PromiseRejectedResult).reason.message).toBe(AiMessages.PROVIDER_FAILED);
    expect((crashed as PromiseRejectedResult).reason.detail).toBe('engine worker exited (3)');
    expect(beside).toEqual({ status: 'fulfilled', value: { n: 1 } });

    // Every queued task still runs: the dead worker's place is taken by a new one.
    const results = await Promise.all([2, 3, 4].map((n) => pool.run('image', 'generate', { n })));
    expect(results).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    expect(started.length).toBe(3);
    expect(pool.pending()).toBe(0);
  });
});
