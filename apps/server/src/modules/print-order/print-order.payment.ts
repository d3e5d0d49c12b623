import {
  PrintOrderMessages as M,
  PrintOrderStatus,
  type TPrintPrepaySubmitBody,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { printOrders, printPaymentEvents } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/http/errors';
import type { TPaymentEvent, TPaymentPort, TTrade } from '../../providers/payment/payment-port';
import { orderById, orderByTradeNo, type TOrderRow } from './print-order.queries';
import { lockPupil, logisticsColumns, quoteOf } from './print-order.service';
import {
  assertAllowed,
  GATEWAY_ACTOR,
  newOrderNo,
  recordHistory,
  transition,
  type TActor,
} from './print-transitions';

export const badGateway = (message: string = M.PAYMENT_FAILED) => new AppError(502, message);

/**
 * Copies and address: the free quota first; what it covers is paid at once (30), the rest
 * waits for the gateway (20, with a native payment). Quota and transition in one transaction.
 */
export async function prepaySubmit(
  db: TDb,
  payment: TPaymentPort,
  order: TOrderRow,
  body: TPrintPrepaySubmitBody,
  actor: TActor,
) {
  if (order.special) throw conflict(M.SPECIAL_NO_PAYMENT);
  assertAllowed(order, 'prepay');
  const { worksOrderId: _id, printNum, ...logistics } = body;
  const updated = await db.transaction(async (tx) => {
    await lockPupil(tx, order.pupilAccountId);
    const current = (await orderById(tx, order.id))!;
    const quote = await quoteOf(tx, current, printNum);
    const set = {
      ...logisticsColumns(logistics),
      printNum,
      freeCopies: quote.freeCopies,
      amountFen: quote.amountFen,
    };
    if (quote.amountFen === 0) {
      return transition(tx, current, 'prepay', PrintOrderStatus.PAID, actor, {
        reason: `免费额度 ${quote.freeCopies} 本`,
        set: { ...set, paidAt: new Date() },
      });
    }
    const reason = quote.freeCopies > 0 ? `免费额度 ${quote.freeCopies} 本，其余待支付` : null;
    return transition(tx, current, 'prepay', PrintOrderStatus.AWAITING_PAYMENT, actor, {
      reason,
      set: { ...set, outTradeNo: newOrderNo('PT') },
    });
  });
  return {
    order: updated,
    payment:
      updated.status === PrintOrderStatus.AWAITING_PAYMENT
        ? await nativePayment(payment, updated)
        : null,
  };
}

/** The native payment of an order awaiting payment (the gateway answers the same one again). */
export async function nativePayment(payment: TPaymentPort, order: TOrderRow) {
  if (order.status !== PrintOrderStatus.AWAITING_PAYMENT || !order.outTradeNo) {
    throw conflict(
      M.TRANSITION_REFUSED.replace('{status}', '非待支付').replace('{action}', '支付'),
    );
  }
  try {
    const native = await payment.createNative({
      outTradeNo: order.outTradeNo,
      description: `绘本印刷-${order.worksName}`.slice(0, 127),
      amountFen: order.amountFen,
    });
    return { outTradeNo: order.outTradeNo, amountFen: order.amountFen, ...native };
  } catch {
    throw badGateway();
  }
}

/** Applies a paid trade once: the event key is unique, a repeat changes nothing. */
async function applyPaid(db: TDb, trade: TTrade): Promise<TOutcome> {
  if (trade.tradeState !== 'SUCCESS' || !trade.transactionId) return 'ignored';
  return db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, trade.outTradeNo);
    if (!order) return 'ignored';
    const [event] = await tx
      .insert(printPaymentEvents)
      .values({
        eventKey: `pay:${trade.transactionId}`,
        orderId: order.id,
        amountFen: trade.amountFen,
      })
      .onConflictDoNothing()
      .returning();
    if (!event) return 'repeated';
    // Paid after it was cancelled or rejected: the money goes back (refundLatePayment).
    if (order.status === PrintOrderStatus.CANCELLED || order.status === PrintOrderStatus.REJECTED) {
      return 'late';
    }
    if (order.status !== PrintOrderStatus.AWAITING_PAYMENT || trade.amountFen !== order.amountFen)
      return 'ignored';
    await transition(tx, order, 'paid', PrintOrderStatus.PAID, GATEWAY_ACTOR, {
      reason: `微信支付 ${trade.transactionId}`,
      set: { paidAt: new Date(), transactionId: trade.transactionId },
    });
    return 'applied';
  });
}

type TOutcome = 'applied' | 'repeated' | 'ignored' | 'late';

/** Applies a verified notification; a payment of a closed order is refunded at once. */
export async function applyPaymentEvent(
  db: TDb,
  payment: TPaymentPort,
  event: TPaymentEvent,
): Promise<TOutcome> {
  if (event.kind === 'paid') {
    const outcome = await applyPaid(db, event.trade);
    if (outcome === 'late') await refundLatePayment(db, payment, event.trade);
    return outcome;
  }
  if (event.kind === 'refunded') {
    const order = await orderByTradeNo(db, event.outTradeNo);
    if (!order) return 'ignored';
    const [row] = await db
      .insert(printPaymentEvents)
      .values({
        eventKey: `refund:${event.refundId}`,
        orderId: order.id,
        amountFen: event.refundFen,
      })
      .onConflictDoNothing()
      .returning();
    return row ? 'applied' : 'repeated';
  }
  return 'ignored';
}

async function refundLatePayment(db: TDb, payment: TPaymentPort, trade: TTrade) {
  await payment.refund({
    outTradeNo: trade.outTradeNo,
    outRefundNo: `R${trade.outTradeNo}`,
    totalFen: trade.amountFen,
    refundFen: trade.amountFen,
    reason: '订单已取消或驳回，自动退款',
  });
  const order = await orderByTradeNo(db, trade.outTradeNo);
  if (order) {
    await db
      .update(printOrders)
      .set({ refundFen: order.refundFen + trade.amountFen, updatedAt: new Date() })
      .where(eq(printOrders.id, order.id));
    await recordHistory(
      db,
      order.id,
      order.status,
      order.status,
      'refund',
      GATEWAY_ACTOR,
      '订单关闭后收到付款，已自动退款',
    );
  }
}

/** Asks the gateway about an order awaiting payment (a late or lost notification). */
export async function syncPayment(db: TDb, payment: TPaymentPort, order: TOrderRow) {
  if (order.status === PrintOrderStatus.AWAITING_PAYMENT && order.outTradeNo) {
    let trade: TTrade;
    try {
      trade = await payment.query(order.outTradeNo);
    } catch {
      throw badGateway();
    }
    if ((await applyPaid(db, trade)) === 'late') await refundLatePayment(db, payment, trade);
  }
  return (await orderById(db, order.id))!;
}

/** A paid order's money back through the gateway (the refund number makes a retry safe). */
export async function refundOrder(
  payment: TPaymentPort,
  order: TOrderRow,
  reason: string,
): Promise<number> {
  if (
    order.status !== PrintOrderStatus.PAID ||
    order.amountFen === 0 ||
    !order.outTradeNo ||
    !order.transactionId
  ) {
    return 0;
  }
  try {
    await payment.refund({
      outTradeNo: order.outTradeNo,
      outRefundNo: `R${order.outTradeNo}`,
      totalFen: order.amountFen,
      refundFen: order.amountFen,
      reason,
    });
  } catch {
    throw badGateway(M.REFUND_FAILED);
  }
  return order.amountFen;
}
