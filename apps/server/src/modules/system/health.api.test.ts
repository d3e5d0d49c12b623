import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/**
 * /api/health: the database, Redis and the file store, and whether a balancer should send
 * this process requests (not while it closes: 503).
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => t?.close());

type THealthData = { status: string; ready: boolean; redis: string; storage: string };

describe('health', () => {
  it('is ready with the database and the store up, Redis off without REDIS_URL', async () => {
    const health = await t.api.get<THealthData>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data).toMatchObject({
      status: 'ok',
      ready: true,
      database: 'up',
      redis: 'off',
      storage: 'up',
    });
  });

  it('says not ready when the file store does not answer', async () => {
    const ping = t.app.fileTasks.storage.ping;
    t.app.fileTasks.storage.ping = async () => {
      throw new Error('unreachable');
    };
    try {
      const health = await t.api.get<THealthData>('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.data).toMatchObject({ status: 'degraded', ready: false, storage: 'down' });
    } finally {
      t.app.fileTasks.storage.ping = ping;
    }
  });

  it('answers 503, not ready, while the process closes', async () => {
    t.app.cluster.draining = true;
    try {
      const health = await t.api.get<THealthData>('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.data).toMatchObject({ ready: false, database: 'up' });
    } finally {
      t.app.cluster.draining = false;
    }
  });
});
