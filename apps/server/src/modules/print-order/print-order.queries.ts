import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  PrintOrderStatus,
  type TPrintOrderListQuery,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { printOrderHistory, printOrders, printQuotas } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';

export type TOrderRow = typeof printOrders.$inferSelect;
export type THistoryRow = typeof printOrderHistory.$inferSelect;

export async function orderById(db: TDb, id: number): Promise<TOrderRow | null> {
  const [row] = await db.select().from(printOrders).where(eq(printOrders.id, id)).limit(1);
  return row ?? null;
}

export async function orderByTradeNo(db: TDb, outTradeNo: string): Promise<TOrderRow | null> {
  const [row] = await db
    .select()
    .from(printOrders)
    .where(eq(printOrders.outTradeNo, outTradeNo))
    .limit(1);
  return row ?? null;
}

export async function historyOf(db: TDb, orderIds: number[]): Promise<Map<number, THistoryRow[]>> {
  const map = new Map<number, THistoryRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(printOrderHistory)
    .where(inArray(printOrderHistory.orderId, orderIds))
    .orderBy(asc(printOrderHistory.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

const CLOSED: TPrintOrderStatus[] = [PrintOrderStatus.CANCELLED, PrintOrderStatus.REJECTED];

/** Free copies a pupil has used in a semester (orders not cancelled or rejected). */
export async function usedFreeCopies(db: TDb, pupilAccountId: number, semesterId: number | null) {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${printOrders.freeCopies}), 0)::int` })
    .from(printOrders)
    .where(
      and(
        eq(printOrders.pupilAccountId, pupilAccountId),
        semesterId === null
          ? sql`${printOrders.semesterId} is null`
          : eq(printOrders.semesterId, semesterId),
        notInArray(printOrders.status, CLOSED),
      ),
    );
  return row?.used ?? 0;
}

export async function quotaOfClass(db: TDb, classId: number | null): Promise<number> {
  if (classId === null) return 0;
  const [row] = await db
    .select()
    .from(printQuotas)
    .where(eq(printQuotas.classId, classId))
    .limit(1);
  return row?.freeCopies ?? 0;
}

/** Open orders (not cancelled, rejected or completed) of these works, by work id. */
export async function openOrdersOfWorks(db: TDb, worksIds: number[], pupilAccountId: number) {
  if (worksIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: printOrders.id, worksId: printOrders.worksId })
    .from(printOrders)
    .where(
      and(
        inArray(printOrders.worksId, worksIds),
        eq(printOrders.pupilAccountId, pupilAccountId),
        notInArray(printOrders.status, [...CLOSED, PrintOrderStatus.COMPLETED]),
      ),
    );
  return new Map(rows.map((r) => [r.worksId!, r.id]));
}

export type TOrderScope =
  | { kind: 'all' }
  | { kind: 'schools'; schoolIds: number[] }
  | { kind: 'pupil'; accountId: number }
  | { kind: 'class'; classId: number };

export function scopeCondition(scope: TOrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'schools':
      return scope.schoolIds.length ? inArray(printOrders.schoolId, scope.schoolIds) : sql`false`;
    case 'pupil':
      return eq(printOrders.pupilAccountId, scope.accountId);
    case 'class':
      return eq(printOrders.classId, scope.classId);
  }
}

type TFilter = Partial<
  Omit<TPrintOrderListQuery, 'currentPage' | 'pageSize' | 'orderBy' | 'orderDirection'>
>;

export function filterConditions(filter: TFilter): SQL[] {
  const c: SQL[] = [];
  if (filter.status !== undefined)
    c.push(eq(printOrders.status, filter.status as TPrintOrderStatus));
  if (filter.schoolId !== undefined) c.push(eq(printOrders.schoolId, filter.schoolId));
  if (filter.classId !== undefined) c.push(eq(printOrders.classId, filter.classId));
  if (filter.semesterId !== undefined) c.push(eq(printOrders.semesterId, filter.semesterId));
  if (filter.kind !== undefined) c.push(eq(printOrders.kind, filter.kind as 1 | 2));
  if (filter.special !== undefined) c.push(eq(printOrders.special, filter.special === '1'));
  if (filter.printerBatchNo) c.push(eq(printOrders.printerBatchNo, filter.printerBatchNo));
  if (filter.startTm) c.push(gte(printOrders.createdAt, filter.startTm));
  if (filter.endTm) c.push(lte(printOrders.createdAt, filter.endTm));
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(
      or(
        ilike(printOrders.orderNo, like),
        ilike(printOrders.worksName, like),
        ilike(printOrders.pupilName, like),
        ilike(printOrders.logisticsReceiver, like),
      )!,
    );
  }
  return c;
}

const SORT = {
  createdAt: printOrders.createdAt,
  amountFen: printOrders.amountFen,
  printNum: printOrders.printNum,
  status: printOrders.status,
} as const;

export async function ordersPage(
  db: TDb,
  scope: TOrderScope,
  query: TFilter & {
    currentPage: number;
    pageSize: number;
    orderBy?: keyof typeof SORT;
    orderDirection?: 'asc' | 'desc';
  },
): Promise<{ list: TOrderRow[]; total: number }> {
  const where = and(scopeCondition(scope), ...filterConditions(query));
  const { limit, offset } = pageWindow(query);
  const column = SORT[query.orderBy ?? 'createdAt'];
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const [list, [count]] = await Promise.all([
    db
      .select()
      .from(printOrders)
      .where(where)
      .orderBy(direction(column), direction(printOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(printOrders)
      .where(where),
  ]);
  return { list, total: count?.total ?? 0 };
}

/** Printer batches, newest first, with their orders. */
export async function batchesPage(
  db: TDb,
  scope: TOrderScope,
  query: { currentPage: number; pageSize: number; printerBatchNo?: string },
) {
  const where = and(
    scopeCondition(scope),
    sql`${printOrders.printerBatchNo} is not null`,
    query.printerBatchNo ? eq(printOrders.printerBatchNo, query.printerBatchNo) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const batches = await db
    .select({
      printerBatchNo: sql<string>`${printOrders.printerBatchNo}`,
      placedAt: sql<Date>`max(${printOrders.placedAt})`,
      orderCount: sql<number>`count(*)::int`,
      copies: sql<number>`sum(${printOrders.printNum})::int`,
      pages: sql<number>`sum(${printOrders.printNum} * ${printOrders.pageCount})::int`,
    })
    .from(printOrders)
    .where(where)
    .groupBy(printOrders.printerBatchNo)
    .orderBy(sql`max(${printOrders.placedAt}) desc`, desc(printOrders.printerBatchNo))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ total: sql<number>`count(distinct ${printOrders.printerBatchNo})::int` })
    .from(printOrders)
    .where(where);
  const orders = batches.length
    ? await db
        .select()
        .from(printOrders)
        .where(
          and(
            where,
            inArray(
              printOrders.printerBatchNo,
              batches.map((b) => b.printerBatchNo),
            ),
          ),
        )
        .orderBy(asc(printOrders.id))
    : [];
  return { batches, orders, total: count?.total ?? 0 };
}
