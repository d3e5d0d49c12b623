import type { FastifyRequest } from 'fastify';
import { auditLog } from '../../db/schema';
import type { TDb } from '../db/database';

export interface TAuditEntry {
  actorUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Record a change in the audit log. Call inside the change's transaction. */
export async function recordAudit(db: TDb, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}

export type TFieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The fields whose values differ between two versions of a row (a created row: every field of
 * `after`; a deleted one: every field of `before`). Values are compared as JSON.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): TFieldChanges {
  const changes: TFieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: a, after: b };
  }
  return changes;
}

export interface TChange {
  /** The kind of row changed (`works`, `course_class`, `staff_role`, ...). */
  targetType: string;
  targetId: string | number;
  /** The row before the write (null when created). */
  before?: Record<string, unknown> | null;
  /** The row after it (null when deleted). */
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping (a remark, the ids of a batch). */
  detail?: Record<string, unknown>;
}

/**
 * Record a back-office write: who (the signed-in user), when, which endpoint, the row's id and
 * the changed fields before and after. Call inside the write's transaction.
 */
export async function recordChange(
  db: TDb,
  request: FastifyRequest,
  change: TChange,
): Promise<void> {
  const endpoint = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  await db.insert(auditLog).values({
    actorUserId: request.auth?.userId ?? null,
    action: request.routeOptions.config?.permission ?? endpoint,
    endpoint,
    targetType: change.targetType,
    targetId: String(change.targetId),
    changes: changedFields(change.before, change.after),
    detail: change.detail ?? null,
    ip: request.ip,
  });
}
