import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OrdersTab,
  PurchaseOrdersTab,
  QuotaDrawer,
  SpecialSubmitDrawer,
} from '../../features/print-orders';
import { Can } from '../../shared/permissions';

/** 绘本印刷: orders by status with batch placing, purchase orders per batch, special submit, quotas. */
export function PrintOrdersPage() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<'special' | 'quota' | null>(null);
  return (
    <>
      <Tabs
        items={[
          { key: 'orders', label: t('printOrders.tabOrders'), children: <OrdersTab /> },
          { key: 'purchase', label: t('printOrders.tabPurchase'), children: <PurchaseOrdersTab /> },
        ]}
        tabBarExtraContent={
          <Space>
            <Can permission="print-order:special-submit">
              <Button onClick={() => setDrawer('special')}>{t('printOrders.specialSubmit')}</Button>
            </Can>
            <Can permission="print-order:quota-set">
              <Button onClick={() => setDrawer('quota')}>{t('printOrders.quota')}</Button>
            </Can>
          </Space>
        }
      />
      <SpecialSubmitDrawer open={drawer === 'special'} onClose={() => setDrawer(null)} />
      <QuotaDrawer open={drawer === 'quota'} onClose={() => setDrawer(null)} />
    </>
  );
}
