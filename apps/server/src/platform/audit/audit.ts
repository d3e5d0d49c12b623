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
