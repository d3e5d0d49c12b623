import {
  PRINT_ORDER_STATUS_LABELS,
  PrintOrderStatus,
  type TPrintOrder,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/date-time';
import styles from './print.module.css';

const STEPS = [
  { key: 'submitted', reached: PrintOrderStatus.SUBMITTED },
  { key: 'paid', reached: PrintOrderStatus.PAID },
  { key: 'placed', reached: PrintOrderStatus.PLACED },
  { key: 'shipped', reached: PrintOrderStatus.SHIPPED },
  { key: 'completed', reached: PrintOrderStatus.COMPLETED },
] as const;

/** The order's way from submitted to received, and every change of its history below. */
export function OrderTimeline({ order }: { order: TPrintOrder }) {
  const { t } = useTranslation();
  const closed =
    order.status === PrintOrderStatus.CANCELLED || order.status === PrintOrderStatus.REJECTED;
  const progress = closed
    ? 0
    : order.status === PrintOrderStatus.AWAITING_PAYMENT
      ? PrintOrderStatus.SUBMITTED
      : order.status;
  return (
    <div>
      <ol className={styles.steps} aria-label={t('print.orders.timeline')}>
        {STEPS.map((step) => {
          const done = !closed && progress >= step.reached;
          return (
            <li
              key={step.key}
              className={done ? styles.stepDone : styles.step}
              aria-current={done && progress === step.reached ? 'step' : undefined}
            >
              <span className={styles.dot}>{done ? '✓' : ''}</span>
              <span>{t(`print.steps.${step.key}`)}</span>
            </li>
          );
        })}
      </ol>
      <ul className={styles.history}>
        {order.history.map((item, index) => (
          <li key={index}>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>{' '}
            <strong>{PRINT_ORDER_STATUS_LABELS[item.toStatus as TPrintOrderStatus]}</strong>
            {item.reason ? <span> · {item.reason}</span> : null}
            <span className={styles.actor}> · {item.actorName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
