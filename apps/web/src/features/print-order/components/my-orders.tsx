import {
  formatFen,
  PRINT_ORDER_STATUS_LABELS,
  printOrderAllows,
  PrintOrderStatus,
  type TPrintOrder,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { BookCover } from './book-cover';
import { OrderTimeline } from './order-timeline';
import styles from './print.module.css';

export interface TOrderActions {
  onPay: (order: TPrintOrder) => void;
  onContinue: (order: TPrintOrder) => void;
  onCancel: (order: TPrintOrder) => void;
  onResubmit: (order: TPrintOrder) => void;
  onReceive: (order: TPrintOrder) => void;
}

const STATUS_TONE: Partial<Record<TPrintOrderStatus, string>> = {
  [PrintOrderStatus.AWAITING_PAYMENT]: styles.toneWarn,
  [PrintOrderStatus.SHIPPED]: styles.toneGood,
  [PrintOrderStatus.COMPLETED]: styles.toneGood,
  [PrintOrderStatus.REJECTED]: styles.toneBad,
  [PrintOrderStatus.CANCELLED]: styles.toneMuted,
};

/** One order: its book, copies, money, shipping, progress and what may be done now. */
export function OrderCard({ order, actions }: { order: TPrintOrder; actions?: TOrderActions }) {
  const { t } = useTranslation();
  const status = order.status as TPrintOrderStatus;
  return (
    <article className={styles.orderCard} aria-label={order.worksName}>
      <BookCover title={order.worksName} coverUrl={order.coverUrl} author={order.authorName} />
      <div className={styles.orderBody}>
        <header className={styles.orderHead}>
          <h3 className={styles.orderTitle}>{order.worksName}</h3>
          <span className={`${styles.status} ${STATUS_TONE[status] ?? ''}`}>
            {PRINT_ORDER_STATUS_LABELS[status]}
          </span>
        </header>
        <p className={styles.meta}>
          {t('print.orders.orderNo', { no: order.orderNo })}
          {order.pupilName ? ` · ${order.pupilName}` : ''}
        </p>
        <p className={styles.meta}>
          {order.printNum > 0 ? t('print.orders.copies', { count: order.printNum }) : null}
          {order.printNum > 0 ? ' · ' : null}
          {t('print.orders.amount', { amount: formatFen(order.amountFen) })}
          {order.freeCopies > 0 ? t('print.orders.free', { count: order.freeCopies }) : null}
          {order.refundFen > 0
            ? ` · ${t('print.orders.refund', { amount: formatFen(order.refundFen) })}`
            : null}
        </p>
        {order.logisticsNo ? (
          <p className={styles.shipping}>
            {t('print.orders.shipping', {
              company: order.logisticsCompany ?? '',
              no: order.logisticsNo,
            })}
          </p>
        ) : null}
        {order.rejectReason ? (
          <p className={styles.reject}>
            {t('print.orders.rejectReason', { reason: order.rejectReason })}
          </p>
        ) : null}
        <OrderTimeline order={order} />
        {actions ? (
          <div className={styles.actions}>
            {status === PrintOrderStatus.SUBMITTED && !order.special ? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => actions.onContinue(order)}
              >
                {t('print.orders.continue')}
              </button>
            ) : null}
            {status === PrintOrderStatus.AWAITING_PAYMENT ? (
              <button type="button" className={styles.primary} onClick={() => actions.onPay(order)}>
                {t('print.orders.pay')}
              </button>
            ) : null}
            {printOrderAllows('resubmit', status) ? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => actions.onResubmit(order)}
              >
                {t('print.orders.resubmit')}
              </button>
            ) : null}
            {printOrderAllows('receive', status) ? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => actions.onReceive(order)}
              >
                {t('print.orders.receive')}
              </button>
            ) : null}
            {printOrderAllows('cancel', status) && !order.special ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => actions.onCancel(order)}
              >
                {t('print.orders.cancel')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
