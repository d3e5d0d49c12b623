import type { ZAccessLogQuery } from '@haoduo/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { accessLog, users } from '../../db/schema';
import type { TDb } from '../db/database';
import { pageOf, pageWindow } from '../http/paging';

/**
 * The access log (reads of personal fields without their masks), newest first, optionally
 * only one reader's (`readerId`: a caller whose scope is narrower than all sees their own).
 */
export async function pageAccessLog(
  db: TDb,
  query: z.output<typeof ZAccessLogQuery>,
  readerId: number | null,
) {
  const conditions: (SQL | null)[] = [
    readerId !== null ? eq(accessLog.userId, readerId) : null,
    query.userId !== undefined ? eq(accessLog.userId, query.userId) : null,
    query.targetType ? eq(accessLog.targetType, query.targetType) : null,
    query.targetId ? eq(accessLog.targetId, query.targetId) : null,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== null));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: accessLog.id,
      at: accessLog.at,
      userId: accessLog.userId,
      userName: users.name,
      endpoint: accessLog.endpoint,
      targetType: accessLog.targetType,
      targetId: accessLog.targetId,
      field: accessLog.field,
      ip: accessLog.ip,
    })
    .from(accessLog)
    .leftJoin(users, eq(users.id, accessLog.userId))
    .where(where)
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(accessLog).where(where);
  return pageOf(
    rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total?.n ?? 0,
    query,
  );
}
