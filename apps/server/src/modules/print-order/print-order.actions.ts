import { inArray } from 'drizzle-orm';
import { PrintOrderMessages as M, PrintOrderStatus } from '@haoduo/contract';
import { printOrders } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { conflict } from '../../platform/http/errors';
import type { TPaymentPort } from '../../providers/payment/payment-port';
import type { TOrderRow } from './print-order.queries';
import { refundOrder } from './print-order.payment';
import { assertAllowed, transition, type TActor } from './print-transitions';

const one = async (db: TDb, fn: (tx: TDb) => Promise<TOrderRow>) => db.transaction(fn);

export async function cancelOrder(
  db: TDb,
  order: TOrderRow,
  actor: TActor,
  reason: string | null = null,
) {
  return one(db, (tx) =>
    transition(tx, order, 'cancel', PrintOrderStatus.CANCELLED, actor, { reason }),
  );
}

/** Rejected with a reason; a paid order's money goes back first (nothing changes if it fails). */
export async function rejectOrder(
  db: TDb,
  payment: TPaymentPort,
  order: TOrderRow,
  actor: TActor,
  reason: string,
) {
  assertAllowed(order, 'reject');
  const refundFen = await refundOrder(payment, order, reason);
  return one(db, (tx) =>
    transition(tx, order, 'reject', PrintOrderStatus.REJECTED, actor, {
      reason: refundFen > 0 ? `${reason}（已退款 ¥${(refundFen / 100).toFixed(2)}）` : reason,
      set: { rejectReason: reason, refundFen: order.refundFen + refundFen },
    }),
  );
}

/** Back to submitted: copies, price and payment are chosen again. */
export async function resubmitOrder(db: TDb, order: TOrderRow, actor: TActor) {
  return one(db, (tx) =>
    transition(tx, order, 'resubmit', PrintOrderStatus.SUBMITTED, actor, {
      set: {
        rejectReason: null,
        freeCopies: 0,
        amountFen: 0,
        outTradeNo: null,
        transactionId: null,
        paidAt: null,
      },
    }),
  );
}

export function newBatchNo(): string {
  const now = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '');
  return `B${now.slice(0, 12)}${now.slice(12, 14)}`;
}

export async function placeOrder(db: TDb, order: TOrderRow, actor: TActor, batchNo?: string) {
  const printerBatchNo = batchNo || newBatchNo();
  return one(db, (tx) =>
    transition(tx, order, 'place', PrintOrderStatus.PLACED, actor, {
      reason: `批次 ${printerBatchNo}`,
      set: { printerBatchNo, placedAt: new Date() },
    }),
  );
}

/** Paid outside the gateway (bank transfer, school budget) and placed at once. */
export async function payPlaceOrder(db: TDb, order: TOrderRow, actor: TActor, batchNo?: string) {
  const printerBatchNo = batchNo || newBatchNo();
  return one(db, (tx) =>
    transition(tx, order, 'payPlace', PrintOrderStatus.PLACED, actor, {
      reason: `线下支付，批次 ${printerBatchNo}`,
      set: { printerBatchNo, placedAt: new Date(), paidAt: new Date() },
    }),
  );
}

export async function specialPlaceOrder(
  db: TDb,
  order: TOrderRow,
  actor: TActor,
  batchNo?: string,
) {
  if (!order.special) throw conflict(M.NOT_SPECIAL);
  const printerBatchNo = batchNo || newBatchNo();
  return one(db, (tx) =>
    transition(tx, order, 'specialPlace', PrintOrderStatus.PLACED, actor, {
      reason: `特殊下单，批次 ${printerBatchNo}`,
      set: { printerBatchNo, placedAt: new Date() },
    }),
  );
}

/** Several paid orders in one batch: all placed, or none (the first refused one answers 409). */
export async function batchPlace(db: TDb, orders: TOrderRow[], actor: TActor, batchNo?: string) {
  const printerBatchNo = batchNo || newBatchNo();
  await db.transaction(async (tx) => {
    for (const order of orders) {
      await transition(tx, order, 'place', PrintOrderStatus.PLACED, actor, {
        reason: `批量下单，批次 ${printerBatchNo}`,
        set: { printerBatchNo, placedAt: new Date() },
      });
    }
  });
  return { printerBatchNo, placed: orders.length };
}

export async function shipOrder(
  db: TDb,
  order: TOrderRow,
  actor: TActor,
  company: string,
  no: string,
) {
  return one(db, (tx) =>
    transition(tx, order, 'ship', PrintOrderStatus.SHIPPED, actor, {
      reason: `${company} ${no}`,
      set: { logisticsCompany: company, logisticsNo: no, shippedAt: new Date() },
    }),
  );
}

export async function receiveOrder(db: TDb, order: TOrderRow, actor: TActor) {
  return one(db, (tx) => transition(tx, order, 'receive', PrintOrderStatus.COMPLETED, actor));
}

export async function ordersByIds(db: TDb, ids: number[]): Promise<TOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(printOrders).where(inArray(printOrders.id, ids));
}
