import { PRINT_BOOK_SIZE_LABELS, printOrderMngEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { saveResponse } from '../../shared/file-tasks';
import { formatTime } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { PRINT_ORDERS_KEY } from './labels';

/** Purchase orders: what to print per printer batch, with the batch's print files zipped. */
export function PurchaseOrdersTab() {
  const { t } = useTranslation();
  const [batchNo, setBatchNo] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(
    apiClient.query(
      printOrderMngEndpoints.purchaseOrders,
      { currentPage: page, pageSize: 10, printerBatchNo: batchNo || undefined },
      [...PRINT_ORDERS_KEY, 'purchase'],
    ),
  );
  const download = async (printerBatchNo: string) =>
    saveResponse(
      await apiClient.download(printOrderMngEndpoints.batchFiles, { printerBatchNo }),
      `印刷批次-${printerBatchNo}.zip`,
    );

  return (
    <Card>
      <Input.Search
        aria-label={t('printOrders.batch')}
        placeholder={t('printOrders.batch')}
        allowClear
        style={{ maxWidth: 280, marginBottom: 16 }}
        onSearch={(value) => {
          setBatchNo(value.trim());
          setPage(1);
        }}
      />
      <Table
        rowKey="printerBatchNo"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: query.data?.total ?? 0,
          onChange: setPage,
        }}
        expandable={{
          expandedRowRender: (batch) => (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={batch.orders}
              columns={[
                { key: 'orderNo', title: t('printOrders.orderNo'), dataIndex: 'orderNo' },
                { key: 'worksName', title: t('printOrders.work'), dataIndex: 'worksName' },
                {
                  key: 'bookSize',
                  title: t('printOrders.size'),
                  dataIndex: 'bookSize',
                  render: (s: keyof typeof PRINT_BOOK_SIZE_LABELS) => PRINT_BOOK_SIZE_LABELS[s],
                },
                { key: 'pageCount', title: t('printOrders.pages'), dataIndex: 'pageCount' },
                { key: 'printNum', title: t('printOrders.copies'), dataIndex: 'printNum' },
                {
                  key: 'receiver',
                  title: t('printOrders.receiver'),
                  dataIndex: 'logisticsReceiver',
                },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'printerBatchNo', title: t('printOrders.batch'), dataIndex: 'printerBatchNo' },
          {
            key: 'placedAt',
            title: t('printOrders.placedAt'),
            dataIndex: 'placedAt',
            render: formatTime,
          },
          {
            key: 'orderCount',
            title: t('printOrders.orderCount'),
            dataIndex: 'orderCount',
            align: 'right',
          },
          { key: 'copies', title: t('printOrders.copies'), dataIndex: 'copies', align: 'right' },
          { key: 'pages', title: t('printOrders.totalPages'), dataIndex: 'pages', align: 'right' },
          {
            key: 'files',
            title: t('fields.actions'),
            render: (_: unknown, batch) => (
              <Can permission="print-order:print-files">
                <Button type="link" onClick={() => void download(batch.printerBatchNo)}>
                  {t('printOrders.printFiles')}
                </Button>
              </Can>
            ),
          },
        ]}
      />
    </Card>
  );
}
