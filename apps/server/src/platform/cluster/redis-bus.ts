import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TClusterBus, TClusterMessage } from './cluster-bus';

/**
 * A connection to REDIS_URL for commands (rate limits, publishing). Commands fail at once
 * while it is down instead of queueing behind a reconnect: a request never waits for Redis.
 */
export async function connectRedis(url: string, name: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectionName: name,
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect quickly, then every second at most.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Errors are seen through status and failed commands; an unheard 'error' would only log.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer: ${(error as Error).message}`);
  }
  return redis;
}

/**
 * The bus over Redis pub/sub: one channel per deployment (REDIS_PREFIX + "forget"). Each
 * message carries its sender's id, so a process ignores its own. A second connection
 * subscribes; while it is down the bus is not live (nothing is kept), and when it is back,
 * messages may have been missed, so listeners are told to forget everything.
 */
export async function createRedisBus(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<TClusterBus> {
  const channel = `${prefix}forget`;
  const self = randomBytes(8).toString('hex');
  const listeners: ((message: TClusterMessage) => void)[] = [];
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    lazyConnect: true,
    connectionName: `${redis.options.connectionName ?? 'haoduo'}:sub`,
  });
  subscriber.on('error', () => undefined);
  let subscribed = false;
  let lost = false;

  const deliver = (message: TClusterMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        log.warn({ err: error }, 'cluster bus: a listener failed');
      }
    }
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: TClusterMessage & { from?: string };
    try {
      parsed = JSON.parse(text) as TClusterMessage & { from?: string };
    } catch {
      return;
    }
    if (parsed.from === self) return;
    const { from: _from, ...message } = parsed;
    deliver(message);
  });
  subscriber.on('close', () => {
    if (subscribed) lost = true;
  });
  // ioredis subscribes again by itself after a reconnect ('ready' follows it).
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.warn('cluster bus: Redis is back; forgetting every kept read');
    deliver({ everything: true });
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  subscribed = true;

  return {
    kind: 'redis',
    live: () => subscribed && !lost && subscriber.status === 'ready',
    async publish(message) {
      try {
        await redis.publish(channel, JSON.stringify({ ...message, from: self }));
      } catch (error) {
        log.warn({ err: error }, 'cluster bus: could not publish; other processes may keep reads');
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG' && subscriber.status === 'ready';
      } catch {
        return false;
      }
    },
    async close() {
      subscribed = false;
      subscriber.disconnect();
    },
  };
}
