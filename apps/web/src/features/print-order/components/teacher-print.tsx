import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { Empty } from '../../../shared/ui/empty';
import { feedback } from '../../../shared/ui/feedback';
import { Select } from '../../../shared/ui/select';
import { useClassList } from '../../classes';
import { useAnthology, useClassOrders } from '../api/print-api';
import { OrderCard } from './my-orders';
import { OrderForm } from './order-form';
import styles from './print.module.css';

/** A teacher's 绘本印刷: the orders of a class they teach, and the class anthology. */
export function TeacherPrint() {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const current = useAppStore((state) => state.currentCourseClass);
  const classes = useClassList(viewer);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const classId = chosen ?? current?.id ?? classes.data?.[0]?.id;
  const orders = useClassOrders(viewer, classId);
  const anthology = useAnthology();
  const [ordering, setOrdering] = useState(false);
  const className = classes.data?.find((c) => c.id === classId)?.courseClassName ?? '';

  return (
    <div className={styles.wrap}>
      <section className={styles.section} aria-labelledby="print-class">
        <div className={styles.toolbar}>
          <Select<number>
            label={t('print.teacher.classLabel')}
            placeholder={t('print.teacher.classPlaceholder')}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.courseClassName }))}
            value={classId}
            onChange={setChosen}
          />
          <button
            type="button"
            className={styles.primary}
            disabled={!classId}
            onClick={() => setOrdering(true)}
          >
            {t('print.teacher.anthology')}
          </button>
        </div>
        <p className={styles.meta}>{t('print.teacher.anthologyHint')}</p>
        {ordering && classId ? (
          <OrderForm
            worksName={`${className}作品集`}
            defaultAuthor={`${className}作品集`}
            authorLabel={t('print.teacher.anthologyTitle')}
            unitPriceFen={0}
            quota={undefined}
            busy={anthology.isPending}
            onCancel={() => setOrdering(false)}
            onSubmit={(values) => {
              const { authorName, ...rest } = values;
              void anthology
                .mutateAsync({ classId, title: authorName || undefined, ...rest })
                .then(() => {
                  setOrdering(false);
                  feedback().message.success(t('print.teacher.anthology'));
                });
            }}
          />
        ) : null}
        <h2 id="print-class" className={styles.sectionTitle}>
          {t('print.teacher.ordersTitle')}
        </h2>
        {!classId ? <Empty description={t('print.teacher.noClass')} /> : null}
        {orders.data && orders.data.list.length === 0 ? (
          <Empty description={t('print.orders.empty')} />
        ) : null}
        <div className={styles.orders}>
          {orders.data?.list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      </section>
    </div>
  );
}
