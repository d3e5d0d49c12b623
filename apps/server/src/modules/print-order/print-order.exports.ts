import {
  FileTaskTag,
  formatFen,
  PRINT_BOOK_SIZE_LABELS,
  PRINT_ORDER_STATUS_LABELS,
  PrintLimit,
  ZPrintOrderExportQuery,
} from '@haoduo/contract';
import type { z } from 'zod';
import { shanghaiDateTime } from '../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { staffScope } from './print-order.policy';
import { MASKED, presentOrders } from './print-order.presenter';
import { ordersPage } from './print-order.queries';

type TParams = z.output<typeof ZPrintOrderExportQuery>;
const PAGE = 500;

/** The order list's filters as xlsx, run as a file task. */
export const printOrdersExport = defineExport({
  tag: FileTaskTag.PRINT_ORDERS_EXPORT,
  permission: 'print-order:export',
  fileName: () => `绘本印刷订单-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '绘本印刷订单',
  parse: parseWith(ZPrintOrderExportQuery),
  authorize: async (db, auth) => {
    await staffScope(db, auth);
  },
  count: async (db, auth, params: TParams) =>
    Math.min(
      PrintLimit.EXPORT_MAX_ROWS,
      (await ordersPage(db, await staffScope(db, auth), { ...params, currentPage: 1, pageSize: 1 }))
        .total,
    ),
  pages: (db, auth, params: TParams) =>
    pagedRows(
      async (limit, offset) => {
        const { list } = await ordersPage(db, await staffScope(db, auth), {
          ...params,
          currentPage: offset / PAGE + 1,
          pageSize: limit,
        });
        return presentOrders(db, MASKED, list);
      },
      PAGE,
      PrintLimit.EXPORT_MAX_ROWS,
    ),
  columns: [
    { header: '订单号', width: 26, value: (r) => r.orderNo },
    {
      header: '状态',
      width: 10,
      value: (r) => PRINT_ORDER_STATUS_LABELS[r.status as 10] ?? String(r.status),
    },
    { header: '作品', width: 24, value: (r) => r.worksName },
    { header: '作者', width: 12, value: (r) => r.authorName },
    { header: '学校', width: 20, value: (r) => r.schoolName },
    { header: '班级', width: 16, value: (r) => r.className },
    { header: '尺寸', width: 20, value: (r) => PRINT_BOOK_SIZE_LABELS[r.bookSize] },
    { header: '页数', width: 8, value: (r) => r.pageCount },
    { header: '数量', width: 8, value: (r) => r.printNum },
    { header: '免费本数', width: 10, value: (r) => r.freeCopies },
    { header: '金额', width: 12, value: (r) => formatFen(r.amountFen) },
    { header: '退款', width: 12, value: (r) => formatFen(r.refundFen) },
    { header: '特殊订单', width: 10, value: (r) => (r.special ? '是' : '否') },
    { header: '收货人', width: 12, value: (r) => r.logisticsReceiver ?? '' },
    { header: '地址', width: 30, value: (r) => r.logisticsAddress ?? '' },
    { header: '快递公司', width: 12, value: (r) => r.logisticsCompany ?? '' },
    { header: '快递单号', width: 20, value: (r) => r.logisticsNo ?? '' },
    { header: '印刷批次', width: 18, value: (r) => r.printerBatchNo ?? '' },
    { header: '驳回原因', width: 20, value: (r) => r.rejectReason ?? '' },
    { header: '提交时间', width: 20, value: (r) => shanghaiDateTime(new Date(r.createdAt)) },
  ],
});
