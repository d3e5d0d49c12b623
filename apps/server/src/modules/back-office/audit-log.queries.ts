import type { TAuditLogFilter, TAuditLogQuery, TAuditLogRow, TDataScope } from '@haoduo/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/text-search';
import { auditLog } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { keptCountsForgottenOnWrite } from '../../platform/db/kept-counts';
import { pageWindow } from '../../platform/http/paging';
import { userIdsNamed, userNamesByIds } from '../identity';

const likePattern = containsPattern;

/**
 * The audit rows a staff caller may read: every row with the `all` scope, otherwise the
 * changes they made themselves (audit rows belong to no school).
 */
async function auditWhere(
  db: TDb,
  scope: TDataScope,
  userId: number,
  filter: Partial<TAuditLogFilter>,
): Promise<SQL | undefined> {
  const actorIds = filter.actorKeyword ? await userIdsNamed(db, filter.actorKeyword) : null;
  return and(
    scope.kind === 'all' ? undefined : eq(auditLog.actorUserId, userId),
    filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
    actorIds === null
      ? undefined
      : actorIds.length === 0
        ? eq(auditLog.id, -1)
        : inArray(auditLog.actorUserId, actorIds.slice(0, 1000)),
    actionCondition(filter.action),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.startTm === undefined ? undefined : gte(auditLog.at, filter.startTm),
    filter.endTm === undefined ? undefined : lte(auditLog.at, filter.endTm),
  );
}

/**
 * A permission code (`school:create`) is matched exactly (audit_log_action_idx); any other
 * text is looked for in the code and in the call's path.
 */
function actionCondition(action: string | undefined): SQL | undefined {
  if (!action) return undefined;
  if (/^[a-z0-9-]+:[a-z0-9-]+$/i.test(action)) return eq(auditLog.action, action);
  return or(
    ilike(auditLog.action, likePattern(action)),
    ilike(auditLog.endpoint, likePattern(action)),
  );
}

type TAuditRow = typeof auditLog.$inferSelect;

async function present(db: TDb, rows: TAuditRow[]): Promise<TAuditLogRow[]> {
  const names = await userNamesByIds(
    db,
    rows.flatMap((r) => (r.actorUserId === null ? [] : [r.actorUserId])),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorUserId: r.actorUserId,
    actorName: r.actorUserId === null ? '' : (names.get(r.actorUserId) ?? ''),
    action: r.action,
    endpoint: r.endpoint,
    targetType: r.targetType,
    targetId: r.targetId,
    changes: r.changes ?? null,
    detail: r.detail ?? null,
    ip: r.ip,
  }));
}

/** The log's totals (kept-counts.ts: up to 5 s old, recounted behind the answer). */
const auditTotals = keptCountsForgottenOnWrite(5000, 60_000, 1000);

export async function pageAuditLog(
  db: TDb,
  scope: TDataScope,
  userId: number,
  query: TAuditLogQuery,
): Promise<{ list: TAuditLogRow[]; total: number }> {
  const where = await auditWhere(db, scope, userId, query);
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const column = query.orderBy === 'id' ? auditLog.id : auditLog.at;
  const { limit, offset } = pageWindow(query);
  const order = [direction(column), direction(auditLog.id)];
  // The page's ids first, from an index alone (audit_log_at_id_idx, audit_log_action_idx):
  // a deep page skips tens of thousands of entries without reading their rows.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      )
      .orderBy(...order),
    auditTotals.get(db, 'audit-log', where, async () => {
      const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
      return counted?.n ?? 0;
    }),
  ]);
  return { list: await present(db, rows), total };
}
