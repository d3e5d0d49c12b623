import { z } from 'zod';
import { ZMobile } from '../common/fields';

/** The response envelope of every /api/v1 call. */
export interface TEnvelope<T> {
  code: number;
  message: string;
  data: T;
  errors?: TFieldError[];
}

export interface TFieldError {
  field: string;
  message: string;
}

export interface TPage<T> {
  list: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}

export function ZPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Whether a balancer should send this process requests (false while it closes). */
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  /** Redis shared by the processes; off when REDIS_URL is not set (one process). */
  redis: z.enum(['up', 'down', 'off']),
  /** The file store (local disk or S3-compatible). */
  storage: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;

/** The development SMS outbox: newest messages of a mobile. */
export const ZSmsOutboxQuery = z.object({
  mobile: ZMobile,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZSmsOutboxMessages = z.array(
  z.object({ content: z.string(), channel: z.string(), createdAt: z.string() }),
);
