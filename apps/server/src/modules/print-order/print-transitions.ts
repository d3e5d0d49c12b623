import { and, eq } from 'drizzle-orm';
import {
  PRINT_ACTION_LABELS,
  PRINT_ORDER_STATUS_LABELS,
  printOrderAllows,
  PrintOrderMessages,
  type TPrintOrderAction,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { printOrderHistory, printOrders } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict } from '../../platform/http/errors';
import type { TOrderRow } from './print-order.queries';

/** Who changes an order, as its history keeps it. */
export interface TActor {
  userId: number | null;
  name: string;
}

export const GATEWAY_ACTOR: TActor = { userId: null, name: '微信支付' };

/** The 409 of an action the order's status does not allow (DESIGN section 9). */
export function refused(status: number, action: TPrintOrderAction) {
  return conflict(
    PrintOrderMessages.TRANSITION_REFUSED.replace(
      '{status}',
      PRINT_ORDER_STATUS_LABELS[status as TPrintOrderStatus] ?? String(status),
    ).replace('{action}', PRINT_ACTION_LABELS[action]),
  );
}

export function assertAllowed(order: TOrderRow, action: TPrintOrderAction): void {
  if (!printOrderAllows(action, order.status)) throw refused(order.status, action);
}

/**
 * Moves an order from its status to `to` if the action allows it, with the other changed
 * fields, and writes the history row: both in the caller's transaction. The update names the
 * status it read, so two changes racing each other cannot both pass.
 */
export async function transition(
  tx: TDb,
  order: TOrderRow,
  action: TPrintOrderAction,
  to: TPrintOrderStatus,
  actor: TActor,
  options: { reason?: string | null; set?: Partial<typeof printOrders.$inferInsert> } = {},
): Promise<TOrderRow> {
  assertAllowed(order, action);
  const [row] = await tx
    .update(printOrders)
    .set({ ...options.set, status: to, updatedAt: new Date() })
    .where(and(eq(printOrders.id, order.id), eq(printOrders.status, order.status)))
    .returning();
  if (!row) throw refused(order.status, action);
  await recordHistory(tx, order.id, order.status, to, action, actor, options.reason ?? null);
  return row;
}

export async function recordHistory(
  tx: TDb,
  orderId: number,
  from: TPrintOrderStatus | null,
  to: TPrintOrderStatus,
  action: string,
  actor: TActor,
  reason: string | null,
): Promise<void> {
  await tx.insert(printOrderHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    action,
    reason,
    actorUserId: actor.userId,
    actorName: actor.name,
  });
}

/** A unique order number: date, time and a random tail (e.g. PB20261126153012AB12CD). */
export function newOrderNo(prefix = 'PB'): string {
  const now = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${now}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}
