import { printOrderMngEndpoints, PrintOrderStatus, type TPrintOrder } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { PrintOrdersPage } from './print-orders-page';

const ORDER: TPrintOrder = {
  id: 7,
  orderNo: 'PB20261126150000ABCDEF',
  kind: 1,
  status: PrintOrderStatus.PAID,
  special: false,
  worksId: 3,
  worksName: '小恐龙找朋友',
  authorName: '张小明',
  coverUrl: null,
  bookSize: 'a5-landscape',
  pageCount: 4,
  printNum: 2,
  unitPriceFen: 2400,
  freeCopies: 0,
  amountFen: 4800,
  refundFen: 0,
  schoolId: 1,
  schoolName: '好多AI实验小学',
  classId: 2,
  className: '三年级AI创作班',
  pupilName: '张小明',
  logisticsReceiver: '张妈妈',
  logisticsReceiverMobile: '13900001111',
  logisticsAddress: '文三路 1 号',
  province: 330000,
  city: 330100,
  district: 330106,
  logisticsCompany: null,
  logisticsNo: null,
  printerBatchNo: null,
  rejectReason: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  paidAt: '2026-11-26T07:05:00.000Z',
  placedAt: null,
  shippedAt: null,
  history: [],
};

describe('绘本印刷 (console)', { timeout: 120_000 }, () => {
  it('shows an order in CNY and rejects a paid one with a reason', async () => {
    const server = mockServer(
      answer(printOrderMngEndpoints.list, {
        list: [ORDER],
        total: 1,
        currentPage: 1,
        pageSize: 20,
      }),
      answer(printOrderMngEndpoints.reject, { ...ORDER, status: PrintOrderStatus.REJECTED }),
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage(<PrintOrdersPage />);
    const row = (
      await screen.findByText('PB20261126150000ABCDEF', {}, { timeout: 20_000 })
    ).closest('tr')!;
    expect(within(row).getByText('¥48.00')).toBeInTheDocument();
    expect(within(row).getByText('已支付')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /下\s*单/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /取\s*消/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('该订单已支付，驳回后将原路退款。')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原因'), '图片不清晰');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(server.callsTo(printOrderMngEndpoints.reject)).toHaveLength(1));
    expect(server.callsTo(printOrderMngEndpoints.reject)[0]?.input).toEqual({
      orderId: 7,
      reason: '图片不清晰',
    });
  });
});
