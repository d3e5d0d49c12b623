import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config';
import type { TDb } from '../db/database';
import { forgetAsTold } from '../db/read-cache';
import { wakeQueuesHere } from '../jobs/job-queue';
import {
  attachBus,
  createMemoryBus,
  deliverClusterEvents,
  detachBus,
  type TClusterBus,
} from './cluster-bus';
import { connectRedis, createRedisBus } from './redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the processes share; `app.cluster.draining` is set as the process closes. */
    cluster: TCluster;
  }
}

/**
 * What the server processes share beyond the database. Without REDIS_URL: nothing (one
 * process, everything kept in its memory, as the embedded default always ran). With it:
 * rate limits counted in Redis, and the bus over Redis pub/sub that tells every process
 * what the others forgot, when they queued jobs, and their events (safety alerts).
 */
export interface TCluster {
  bus: TClusterBus;
  /** The command connection (null without REDIS_URL). */
  redis: Redis | null;
  /** @fastify/rate-limit's store: its own memory, or Redis (counted across the processes). */
  rateLimitStore: { redis?: Redis; nameSpace?: string; skipOnError?: boolean };
  /** Set once the process starts closing: health answers "not ready". */
  draining: boolean;
  close(): Promise<void>;
}

export async function createCluster(config: TConfig, log: FastifyBaseLogger): Promise<TCluster> {
  if (!config.redis) {
    return {
      bus: createMemoryBus(),
      redis: null,
      rateLimitStore: {},
      draining: false,
      close: async () => undefined,
    };
  }
  const { url, prefix } = config.redis;
  const redis = await connectRedis(url, `${prefix}server`);
  const bus = await createRedisBus(redis, prefix, log);
  return {
    bus,
    redis,
    // Redis down: requests are let through rather than refused (a sign-in must not fail
    // because a counter cannot be read); each refusal resumes once Redis is back.
    rateLimitStore: { redis, nameSpace: `${prefix}rate:`, skipOnError: true },
    draining: false,
    async close() {
      await bus.close();
      redis.disconnect();
    },
  };
}

/**
 * Join an app's database handle to the bus: what the app forgets is announced to the other
 * processes (read-cache.ts), what they announce is forgotten here, and their new jobs wake
 * this process's queues.
 */
export function joinCluster(db: TDb, cluster: TCluster): () => void {
  attachBus(db, cluster.bus);
  cluster.bus.subscribe((message) => {
    forgetAsTold(db, message);
    if (message.wake) wakeQueuesHere(db);
    deliverClusterEvents(db, message);
  });
  return () => detachBus(db);
}
