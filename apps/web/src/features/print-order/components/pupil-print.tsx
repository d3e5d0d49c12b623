import {
  formatFen,
  PrintOrderStatus,
  type TPrintableWork,
  type TPrintOrder,
} from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { Empty } from '../../../shared/ui/empty';
import { feedback } from '../../../shared/ui/feedback';
import { useMyOrders, usePrintableWorks, usePrintActions, useQuota } from '../api/print-api';
import { OrderCard } from './my-orders';
import { OrderForm, type TOrderFormValues } from './order-form';
import { PrintableBooks } from './printable-books';
import styles from './print.module.css';

type TTarget =
  { work: TPrintableWork; order?: undefined } | { order: TPrintOrder; work?: TPrintableWork };
interface TPayment {
  orderId: number;
  amountFen: number;
  payUrl: string | null;
  codeUrl: string;
}

/** A pupil's 绘本印刷: printable books, the order form, payment and the orders. */
export function PupilPrint() {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const works = usePrintableWorks(viewer);
  const orders = useMyOrders(viewer);
  const actions = usePrintActions();
  const [target, setTarget] = useState<TTarget | null>(null);
  const [payment, setPayment] = useState<TPayment | null>(null);
  const worksId = target?.work?.worksId ?? target?.order?.worksId ?? undefined;
  const quota = useQuota(viewer, worksId);

  const place = async (values: TOrderFormValues) => {
    if (!target) return;
    const { bookSize, authorName, ...rest } = values;
    const order =
      target.order ??
      (await actions.submit.mutateAsync({
        worksId: target.work!.worksId,
        bookSize,
        authorName: authorName || undefined,
      }));
    const result = await actions.prepaySubmit.mutateAsync({ worksOrderId: order.id, ...rest });
    setTarget(null);
    if (result.payment) setPayment({ orderId: order.id, ...result.payment });
    else feedback().message.success(t('print.pay.paid'));
  };

  const pay = async (order: TPrintOrder) => {
    const result = await actions.pay.mutateAsync(order.id);
    setPayment({ orderId: order.id, ...result });
  };
  const paid = async () => {
    if (!payment) return;
    const order = await actions.sync.mutateAsync(payment.orderId);
    if (order.status !== PrintOrderStatus.AWAITING_PAYMENT) {
      setPayment(null);
      feedback().message.success(t('print.pay.paid'));
    }
  };
  const cancel = (order: TPrintOrder) =>
    feedback().modal.confirm({
      title: t('print.orders.cancelConfirm'),
      okButtonProps: { danger: true },
      onOk: () => actions.cancel.mutateAsync(order.id),
    });

  const workOf = (order: TPrintOrder) => works.data?.find((w) => w.worksId === order.worksId);
  const busy = actions.submit.isPending || actions.prepaySubmit.isPending;

  return (
    <div className={styles.wrap}>
      <section aria-labelledby="print-books" className={styles.section}>
        <h2 id="print-books" className={styles.sectionTitle}>
          {t('print.books.title')}
        </h2>
        {works.data && works.data.length === 0 ? (
          <Empty description={t('print.books.empty')} />
        ) : (
          <PrintableBooks works={works.data ?? []} onOrder={(work) => setTarget({ work })} />
        )}
      </section>

      {target ? (
        <section className={styles.section}>
          <OrderForm
            key={target.order?.id ?? target.work?.worksId}
            worksName={target.order?.worksName ?? target.work!.worksName}
            defaultAuthor={target.order?.authorName ?? target.work?.worksAuthor ?? ''}
            unitPriceFen={target.order?.unitPriceFen ?? target.work!.unitPriceFen}
            quota={quota.data}
            fixedBook={target.order !== undefined}
            busy={busy}
            onSubmit={(values) => void place(values)}
            onCancel={() => setTarget(null)}
          />
        </section>
      ) : null}

      {payment ? (
        <section className={`${styles.section} ${styles.payPanel}`} aria-labelledby="print-pay">
          <h2 id="print-pay" className={styles.sectionTitle}>
            {t('print.pay.title')}
          </h2>
          <p>
            {t('print.pay.amount')}{' '}
            <strong className={styles.amount}>{formatFen(payment.amountFen)}</strong>
          </p>
          <p className={styles.meta}>{t('print.pay.scan')}</p>
          <div className={styles.actions}>
            {payment.payUrl ? (
              <a className={styles.primary} href={payment.payUrl} target="_blank" rel="noreferrer">
                {t('print.pay.open')}
              </a>
            ) : null}
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void paid()}
              disabled={actions.sync.isPending}
            >
              {t('print.pay.done')}
            </button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="print-orders" className={styles.section}>
        <h2 id="print-orders" className={styles.sectionTitle}>
          {t('print.orders.title')}
        </h2>
        {orders.data && orders.data.list.length === 0 ? (
          <Empty description={t('print.orders.empty')} />
        ) : null}
        <div className={styles.orders}>
          {orders.data?.list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              actions={{
                onPay: (o) => void pay(o),
                onContinue: (o) => setTarget({ order: o, work: workOf(o) }),
                onCancel: cancel,
                onResubmit: (o) => void actions.resubmit.mutateAsync(o.id),
                onReceive: (o) => void actions.receive.mutateAsync(o.id),
              }}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
