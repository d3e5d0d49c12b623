import { randomBytes } from 'node:crypto';
import { encodePassword } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { sessions } from '../../db/schema';
import type { TDb } from '../db/database';
import { readCache } from '../db/read-cache';
import {
  attachBus,
  detachBus,
  flushAnnounced,
  keepsReads,
  type TClusterMessage,
} from './cluster-bus';
import { connectRedis, createRedisBus } from './redis-bus';

/**
 * The Redis side of several processes, against the redis-server at REDIS_URL: the bus (what
 * one process forgets, the others forget), and two apps in this process standing for two
 * server processes (each on its own embedded database; what one announces, the other
 * forgets for its own). The real processes are in test/cluster.
 */
const REDIS_URL = process.env.REDIS_URL;
const log = pino({ level: 'silent' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await wait(10);
  }
  return Date.now() - started;
}

describe.skipIf(!REDIS_URL)('the cluster bus over Redis (REDIS_URL)', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let admin: Redis;
  beforeAll(async () => {
    admin = await connectRedis(REDIS_URL!, 'test-admin');
  });
  afterAll(() => admin?.disconnect());

  it("tells the other processes, never itself, and batches a turn's messages into one", async () => {
    const one = await createRedisBus(await connectRedis(REDIS_URL!, `${prefix}one`), prefix, log);
    const two = await createRedisBus(await connectRedis(REDIS_URL!, `${prefix}two`), prefix, log);
    const heardByOne: TClusterMessage[] = [];
    const heardByTwo: TClusterMessage[] = [];
    one.subscribe((message) => heardByOne.push(message));
    two.subscribe((message) => heardByTwo.push(message));
    expect(one.live() && two.live()).toBe(true);
    expect(await one.ping()).toBe(true);

    const db = {} as TDb;
    attachBus(db, one);
    const cache = readCache<string>('test.cluster-pages', 60_000, 10);
    cache.forgetKey(db, 'page-1');
    cache.forget(db);
    cache.forgetKey(db, 'page-2');
    await flushAnnounced(db);
    await until(() => heardByTwo.length > 0);
    await wait(50);
    // One message; the whole cache forgotten covers its keys.
    expect(heardByTwo).toEqual([{ forget: [['test.cluster-pages']] }]);
    expect(heardByOne).toEqual([]);
    detachBus(db);
    await one.close();
    await two.close();
  });

  it('is not live while its subscription is cut, then tells its listeners to forget everything', async () => {
    const redis = await connectRedis(REDIS_URL!, `${prefix}cut`);
    const bus = await createRedisBus(redis, prefix, log);
    const heard: TClusterMessage[] = [];
    bus.subscribe((message) => heard.push(message));
    const db = {} as TDb;
    attachBus(db, bus);
    expect(keepsReads(db)).toBe(true);

    const clients = String(await admin.client('LIST'));
    const id = /id=(\d+) .*name=(\S+)/g;
    const ids = [...clients.matchAll(id)]
      .filter((m) => m[2] === `${prefix}cut:sub`)
      .map((m) => m[1]!);
    expect(ids).toHaveLength(1);
    await admin.client('KILL', 'ID', ids[0]!);
    await until(() => !keepsReads(db));
    // Back (ioredis reconnects and subscribes again): messages may have been missed.
    await until(() => keepsReads(db), 5000);
    expect(heard).toEqual([{ everything: true }]);
    detachBus(db);
    await bus.close();
    redis.disconnect();
  });
});

describe.skipIf(!REDIS_URL)('two apps sharing Redis (REDIS_URL)', () => {
  let a: TTestApp;
  let b: TTestApp;
  const env = {
    REDIS_URL: REDIS_URL ?? '',
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_LOGIN_PER_MINUTE: '3',
  };
  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp({ demo: false, env }),
      createTestApp({ demo: false, env }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('count sign-in attempts together: the limit is reached across both', async () => {
    const attempt = (t: TTestApp) =>
      t.api.post('/api/v1/auth/login', { username: 'nobody', password: encodePassword('x1') });
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await attempt(t)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('forget a kept session when the other app answers a write, within a second', async () => {
    const staff = await makeStaff(b);
    const alive = () => b.api.get('/api/v1/auth/check-alive', undefined, { token: staff.token });
    expect((await alive()).status).toBe(200);
    // Signed out elsewhere (another process's write, straight in the shared database here).
    await b.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, staff.userId));
    expect((await alive()).status).toBe(200); // kept
    // The other process answers its sign-out: every process forgets its kept sessions.
    const other = await makeStaff(a);
    const out = await a.api.post('/api/v1/user-service/auth/logout', {}, { token: other.token });
    expect(out.status).toBe(200);
    const took = await until(async () => (await alive()).status === 401);
    expect(took).toBeLessThan(1000);
  });

  it('say redis is up in health', async () => {
    const health = await a.api.get<{ redis: string; ready: boolean; storage: string }>(
      '/api/health',
    );
    expect(health.status).toBe(200);
    expect(health.body.data).toMatchObject({ redis: 'up', ready: true, storage: 'up' });
  });
});
