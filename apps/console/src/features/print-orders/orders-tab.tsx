import {
  formatFen,
  PRINT_ORDER_STATUS_LABELS,
  printOrderAllows,
  printOrderMngEndpoints,
  type TPrintOrder,
  type TPrintOrderStatus,
} from '@haoduo/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { ExportButton, saveResponse } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { ClassSelect, SchoolSelect } from '../../shared/pickers';
import { ResourceTable, RowActions, useResourceMutation } from '../../shared/resource';
import { PRINT_ORDERS_KEY, STATUS_COLOURS, statusOptions } from './labels';
import { RejectDialog, ShipDialog } from './reason-dialogs';

type TDialog = { kind: 'reject' | 'ship'; order: TPrintOrder } | null;

/** Orders by status with every filter; place, batch place, ship, reject, cancel, resubmit. */
export function OrdersTab() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<TDialog>(null);
  const options = { invalidate: [PRINT_ORDERS_KEY], successText: t('printOrders.done') };
  const place = useResourceMutation(printOrderMngEndpoints.place, options);
  const payPlace = useResourceMutation(printOrderMngEndpoints.payPlace, options);
  const specialPlace = useResourceMutation(printOrderMngEndpoints.specialPlace, options);
  const batchPlace = useResourceMutation(printOrderMngEndpoints.batchPlace, options);
  const cancel = useResourceMutation(printOrderMngEndpoints.cancel, options);
  const resubmit = useResourceMutation(printOrderMngEndpoints.resubmit, options);
  const complete = useResourceMutation(printOrderMngEndpoints.complete, options);
  const proof = async (order: TPrintOrder) =>
    saveResponse(
      await apiClient.download(printOrderMngEndpoints.proof, { orderId: order.id }),
      `${order.orderNo}.pdf`,
    );

  return (
    <>
      <ResourceTable
        tableId="print-orders"
        endpoint={printOrderMngEndpoints.list}
        queryKey={PRINT_ORDERS_KEY}
        rowKey="id"
        filters={[
          {
            name: 'status',
            label: t('fields.status'),
            type: 'select',
            options: statusOptions(),
            width: 130,
          },
          {
            name: 'keyword',
            label: t('fields.keyword'),
            type: 'text',
            placeholder: t('printOrders.keyword'),
            width: 180,
          },
          {
            name: 'schoolId',
            label: t('fields.school'),
            type: 'custom',
            render: () => <SchoolSelect />,
          },
          {
            name: 'classId',
            label: t('fields.class'),
            type: 'custom',
            render: () => <ClassSelect />,
          },
          { name: 'printerBatchNo', label: t('printOrders.batch'), type: 'text', width: 150 },
          {
            name: 'special',
            label: t('printOrders.special'),
            type: 'select',
            options: [
              { value: '1', label: t('printOrders.specialYes') },
              { value: '0', label: t('printOrders.specialNo') },
            ],
            width: 110,
          },
          { name: 'startTm', label: t('fields.time'), type: 'dateRange', to: ['startTm', 'endTm'] },
        ]}
        columns={[
          { key: 'orderNo', title: t('printOrders.orderNo'), dataIndex: 'orderNo', width: 200 },
          {
            key: 'worksName',
            title: t('printOrders.work'),
            dataIndex: 'worksName',
            width: 180,
            render: (name: string, order) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">
                  {order.authorName}
                  {order.special ? (
                    <Tag color="gold" style={{ marginLeft: 4 }}>
                      {t('printOrders.specialYes')}
                    </Tag>
                  ) : null}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'schoolName',
            title: t('fields.school'),
            dataIndex: 'schoolName',
            width: 180,
            render: (school: string, order) => `${school} ${order.className}`,
          },
          {
            key: 'printNum',
            title: t('printOrders.copies'),
            dataIndex: 'printNum',
            width: 80,
            align: 'right',
            sorter: true,
          },
          {
            key: 'amountFen',
            title: t('printOrders.amount'),
            dataIndex: 'amountFen',
            width: 110,
            align: 'right',
            sorter: true,
            render: (fen: number, order) => (
              <span>
                {formatFen(fen)}
                {order.refundFen > 0 ? (
                  <Typography.Text type="danger">
                    {' '}
                    ({t('printOrders.refunded', { amount: formatFen(order.refundFen) })})
                  </Typography.Text>
                ) : null}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('fields.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: TPrintOrderStatus) => (
              <Tag color={STATUS_COLOURS[status]}>{PRINT_ORDER_STATUS_LABELS[status]}</Tag>
            ),
          },
          {
            key: 'logisticsNo',
            title: t('printOrders.shipping'),
            dataIndex: 'logisticsNo',
            width: 180,
            render: (no: string | null, order) =>
              no ? `${order.logisticsCompany ?? ''} ${no}` : (order.printerBatchNo ?? '-'),
          },
          {
            key: 'createdAt',
            title: t('fields.createdAt'),
            dataIndex: 'createdAt',
            width: 150,
            sorter: true,
            render: formatTime,
          },
          {
            key: 'actions',
            title: t('fields.actions'),
            fixedVisible: true,
            width: 260,
            render: (_: unknown, order) => {
              const s = order.status;
              return (
                <RowActions
                  actions={[
                    {
                      key: 'proof',
                      label: t('printOrders.proof'),
                      permission: 'print-order:proof',
                      onClick: () => proof(order),
                    },
                    {
                      key: 'place',
                      label: t('printOrders.place'),
                      permission: 'print-order:place',
                      visible: printOrderAllows('place', s),
                      onClick: () => place.mutateAsync({ orderId: order.id }),
                    },
                    {
                      key: 'payPlace',
                      label: t('printOrders.payPlace'),
                      permission: 'print-order:pay-place',
                      visible: printOrderAllows('payPlace', s),
                      confirm: { title: t('printOrders.payPlaceConfirm') },
                      onClick: () => payPlace.mutateAsync({ orderId: order.id }),
                    },
                    {
                      key: 'specialPlace',
                      label: t('printOrders.specialPlace'),
                      permission: 'print-order:special-place',
                      visible: order.special && printOrderAllows('specialPlace', s),
                      onClick: () => specialPlace.mutateAsync({ orderId: order.id }),
                    },
                    {
                      key: 'ship',
                      label: t('printOrders.ship'),
                      permission: 'print-order:ship',
                      visible: printOrderAllows('ship', s),
                      onClick: () => setDialog({ kind: 'ship', order }),
                    },
                    {
                      key: 'complete',
                      label: t('printOrders.complete'),
                      permission: 'print-order:complete',
                      visible: printOrderAllows('receive', s),
                      onClick: () => complete.mutateAsync({ orderId: order.id }),
                    },
                    {
                      key: 'reject',
                      label: t('printOrders.reject'),
                      permission: 'print-order:reject',
                      danger: true,
                      visible: printOrderAllows('reject', s),
                      onClick: () => setDialog({ kind: 'reject', order }),
                    },
                    {
                      key: 'cancel',
                      label: t('printOrders.cancel'),
                      permission: 'print-order:cancel',
                      danger: true,
                      visible: printOrderAllows('cancel', s),
                      confirm: { title: t('printOrders.cancelConfirm') },
                      onClick: () => cancel.mutateAsync({ orderId: order.id }),
                    },
                    {
                      key: 'resubmit',
                      label: t('printOrders.resubmit'),
                      permission: 'print-order:resubmit',
                      visible: printOrderAllows('resubmit', s),
                      onClick: () => resubmit.mutateAsync({ orderId: order.id }),
                    },
                  ]}
                />
              );
            },
          },
        ]}
        toolbar={(filters) => (
          <ExportButton
            permission="print-order:export"
            start={() => apiClient.call(printOrderMngEndpoints.export, filters)}
          />
        )}
        batchActions={(rows, clear) => (
          <Can permission="print-order:batch-place">
            <Button
              type="primary"
              disabled={rows.length === 0}
              loading={batchPlace.isPending}
              onClick={() =>
                void batchPlace.mutateAsync({ orderIds: rows.map((r) => r.id) }).then(clear)
              }
            >
              {t('printOrders.batchPlace', { count: rows.length })}
            </Button>
          </Can>
        )}
      />
      {dialog?.kind === 'reject' ? (
        <RejectDialog order={dialog.order} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'ship' ? (
        <ShipDialog order={dialog.order} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
