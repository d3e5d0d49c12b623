import { randomBytes } from 'node:crypto';
import type { TSafetyAlertEvent } from '@haoduo/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  attachBus,
  deliverClusterEvents,
  detachBus,
  flushAnnounced,
} from '../../platform/cluster/cluster-bus';
import { connectRedis, createRedisBus } from '../../platform/cluster/redis-bus';
import type { TDb } from '../../platform/db/database';
import { createAlertBus } from './alert-bus';

/**
 * A pupil's alert raised in one server process reaches the teachers' streams of every other
 * process at once (two apps' handles here, each on its own bus, over the redis-server at
 * REDIS_URL; the real processes are in test/cluster).
 */
const REDIS_URL = process.env.REDIS_URL;
const log = pino({ level: 'silent' });

async function until(check: () => boolean, ms = 1000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!REDIS_URL)('safety alerts across processes (REDIS_URL)', () => {
  it('reaches the streams of the other process within a second, and this one once', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const one = await createRedisBus(await connectRedis(REDIS_URL!, `${prefix}a`), prefix, log);
    const two = await createRedisBus(await connectRedis(REDIS_URL!, `${prefix}b`), prefix, log);
    const dbOne = {} as TDb;
    const dbTwo = {} as TDb;
    attachBus(dbOne, one);
    attachBus(dbTwo, two);
    two.subscribe((message) => deliverClusterEvents(dbTwo, message));
    one.subscribe((message) => deliverClusterEvents(dbOne, message));
    const here = createAlertBus(dbOne);
    const there = createAlertBus(dbTwo);
    const heardHere: TSafetyAlertEvent[] = [];
    const heardThere: TSafetyAlertEvent[] = [];
    here.subscribe((event) => heardHere.push(event));
    there.subscribe((event) => heardThere.push(event));

    const event = { type: 'alert', alert: { id: 41, classId: 7 } } as unknown as TSafetyAlertEvent;
    here.publish(event);
    await flushAnnounced(dbOne);
    await until(() => heardThere.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardThere).toEqual([event]);
    expect(heardHere).toEqual([event]);

    detachBus(dbOne);
    detachBus(dbTwo);
    await one.close();
    await two.close();
  });
});
