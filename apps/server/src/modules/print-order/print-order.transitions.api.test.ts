import { PrintOrderStatus, type TPrintOrder } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import {
  ADDRESS,
  CUSTOM,
  MNG,
  publishedBook,
  submitAndPrepay,
} from '../../../test/factories/print-orders';

vi.setConfig({ testTimeout: 600_000 });
let t: TTestApp;
let cls: TMadeClass;
let pupil: TMadePerson;
let staff: TMadePerson;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  cls = await makeClass(t, { pupils: 1 });
  pupil = cls.pupils[0]!;
  staff = await makeStaff(t);
}, 120_000);
afterAll(async () => t?.close());

const mng = (action: string, body: object) =>
  t.api.post<TPrintOrder>(`${MNG}/${action}`, body, callAs(staff));
const custom = (action: string, body: object) =>
  t.api.post<TPrintOrder>(`${CUSTOM}/${action}`, body, callAs(pupil));
const detail = async (orderId: number) =>
  (await t.api.get<TPrintOrder>(`${MNG}/detail`, { orderId }, callAs(staff))).body.data;

/** Every action a status does not allow answers 409 with a Chinese message, and changes nothing. */
async function expectRefused(
  orderId: number,
  calls: [string, (id: number) => ReturnType<typeof mng>][],
) {
  const before = await detail(orderId);
  for (const [name, call] of calls) {
    const res = await call(orderId);
    expect(res.status, name).toBe(409);
    expect(res.body.message, name).toMatch(/^订单当前状态为「.+」，不能/);
  }
  expect(await detail(orderId)).toEqual(before);
}

const place = (id: number) => mng('place', { orderId: id });
const payPlace = (id: number) => mng('pay-place', { orderId: id });
const specialPlace = (id: number) => mng('special-place', { orderId: id });
const ship = (id: number) =>
  mng('ship', { orderId: id, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' });
const complete = (id: number) => mng('complete', { orderId: id });
const cancel = (id: number) => mng('cancel', { orderId: id });
const reject = (id: number) => mng('reject', { orderId: id, reason: '图片不清晰' });
const resubmit = (id: number) => mng('resubmit', { orderId: id });
const prepay = (id: number) =>
  custom('prepay/submit', { worksOrderId: id, printNum: 1, ...ADDRESS });

describe('transitions (DESIGN section 9)', () => {
  it('refuses what a submitted, awaiting, paid, placed and shipped order does not allow', async () => {
    const submitted = (
      await custom('submit', { worksId: await publishedBook(t, pupil, cls.id, 1, false) })
    ).body.data;
    await expectRefused(submitted.id, [
      ['place', place],
      ['pay-place', payPlace],
      ['ship', ship],
      ['complete', complete],
      ['resubmit', resubmit],
    ]);
    const special = await specialPlace(submitted.id);
    expect(special.status).toBe(409);

    const awaiting = (
      await submitAndPrepay(t, pupil, await publishedBook(t, pupil, cls.id, 1, false), 1)
    ).order;
    await expectRefused(awaiting.id, [
      ['place', place],
      ['ship', ship],
      ['complete', complete],
      ['resubmit', resubmit],
      ['prepay', prepay],
    ]);

    const paidResult = await submitAndPrepay(
      t,
      pupil,
      await publishedBook(t, pupil, cls.id, 1, false),
      1,
    );
    await t.app.payment.local!.pay(paidResult.payment!.outTradeNo);
    const paid = paidResult.order.id;
    await expectRefused(paid, [
      ['pay-place', payPlace],
      ['ship', ship],
      ['cancel', cancel],
      ['resubmit', resubmit],
      ['prepay', prepay],
      ['complete', complete],
    ]);
    const pupilCancel = await custom('cancel', { orderId: paid });
    expect(pupilCancel.status).toBe(409);

    expect((await place(paid)).body.data.status).toBe(PrintOrderStatus.PLACED);
    await expectRefused(paid, [
      ['place', place],
      ['cancel', cancel],
      ['reject', reject],
      ['resubmit', resubmit],
      ['complete', complete],
    ]);
    expect((await ship(paid)).body.data.status).toBe(PrintOrderStatus.SHIPPED);
    await expectRefused(paid, [
      ['ship', ship],
      ['cancel', cancel],
      ['reject', reject],
      ['place', place],
    ]);
    expect((await custom('receive', { orderId: paid })).body.data.status).toBe(
      PrintOrderStatus.COMPLETED,
    );
    await expectRefused(paid, [
      ['complete', complete],
      ['cancel', cancel],
      ['reject', reject],
      ['resubmit', resubmit],
    ]);

    expect((await cancel(submitted.id)).body.data.status).toBe(PrintOrderStatus.CANCELLED);
    await expectRefused(submitted.id, [
      ['cancel', cancel],
      ['resubmit', resubmit],
      ['place', place],
      ['reject', reject],
    ]);
  });

  it('keeps every change in the history: who, when, from, to, why', async () => {
    const { order, payment } = await submitAndPrepay(
      t,
      pupil,
      await publishedBook(t, pupil, cls.id, 1, false),
      2,
    );
    await t.app.payment.local!.pay(payment!.outTradeNo);
    await place(order.id);
    await ship(order.id);
    const seen = (
      await t.api.get<{ list: TPrintOrder[] }>(`${CUSTOM}/my-order-list`, {}, callAs(pupil))
    ).body.data.list.find((o) => o.id === order.id)!;
    expect(seen).toMatchObject({
      status: PrintOrderStatus.SHIPPED,
      logisticsCompany: '顺丰速运',
      logisticsNo: 'SF1234567890',
    });
    expect(seen.history.map((h) => [h.fromStatus, h.toStatus, h.action])).toEqual([
      [null, 10, 'submit'],
      [10, 20, 'prepay'],
      [20, 30, 'paid'],
      [30, 40, 'place'],
      [40, 50, 'ship'],
    ]);
    expect(seen.history[0]!.actorName).toBe(pupil.name);
    expect(seen.history[3]!.actorName).toBe(staff.name);
    expect(seen.history[4]!.reason).toBe('顺丰速运 SF1234567890');
  });

  it('refunds a rejected paid order, which can then be resubmitted and paid again', async () => {
    const { order, payment } = await submitAndPrepay(
      t,
      pupil,
      await publishedBook(t, pupil, cls.id, 1, false),
      2,
    );
    await t.app.payment.local!.pay(payment!.outTradeNo);
    const empty = await mng('reject', { orderId: order.id, reason: '' });
    expect(empty.status).toBe(400);
    const rejected = await reject(order.id);
    expect(rejected.body.data).toMatchObject({
      status: PrintOrderStatus.REJECTED,
      rejectReason: '图片不清晰',
      refundFen: order.amountFen,
    });
    const trade = await t.app.payment.port.query(payment!.outTradeNo);
    expect(trade.tradeState).toBe('REFUND');
    const again = await custom('resubmit', { orderId: order.id });
    expect(again.body.data).toMatchObject({
      status: PrintOrderStatus.SUBMITTED,
      rejectReason: null,
    });
    const repaid = await t.api.post<{ order: TPrintOrder; payment: { outTradeNo: string } }>(
      `${CUSTOM}/prepay/submit`,
      { worksOrderId: order.id, printNum: 1, ...ADDRESS },
      callAs(pupil),
    );
    expect(repaid.body.data.payment.outTradeNo).not.toBe(payment!.outTradeNo);
    await t.app.payment.local!.pay(repaid.body.data.payment.outTradeNo);
    expect((await detail(order.id)).status).toBe(PrintOrderStatus.PAID);
  });

  it('places in batches all or none; special orders are free and specially placed', async () => {
    const a = await submitAndPrepay(t, pupil, await publishedBook(t, pupil, cls.id, 1, false), 1);
    await t.app.payment.local!.pay(a.payment!.outTradeNo);
    const unpaid = await submitAndPrepay(
      t,
      pupil,
      await publishedBook(t, pupil, cls.id, 1, false),
      1,
    );
    const refused = await mng('batch-place', { orderIds: [a.order.id, unpaid.order.id] });
    expect(refused.status).toBe(409);
    expect((await detail(a.order.id)).status).toBe(PrintOrderStatus.PAID);
    const batch = await t.api.post<{ printerBatchNo: string; placed: number }>(
      `${MNG}/batch-place`,
      { orderIds: [a.order.id], printerBatchNo: 'B-TEST-1' },
      callAs(staff),
    );
    expect(batch.body.data).toEqual({ printerBatchNo: 'B-TEST-1', placed: 1 });

    const special = await t.api.post<{ orderIds: number[] }>(
      `${MNG}/special-submit`,
      { classId: cls.id, printNum: 1, ...ADDRESS },
      callAs(staff),
    );
    expect(special.status).toBe(200);
    const first = await detail(special.body.data.orderIds[0]!);
    expect(first).toMatchObject({
      special: true,
      status: PrintOrderStatus.SUBMITTED,
      amountFen: 0,
    });
    expect(
      (await custom('prepay/submit', { worksOrderId: first.id, printNum: 1, ...ADDRESS })).status,
    ).toBe(409);
    expect(
      (await mng('special-place', { orderId: first.id, printerBatchNo: 'B-TEST-1' })).body.data
        .status,
    ).toBe(PrintOrderStatus.PLACED);

    const purchase = await t.api.get<{ list: { printerBatchNo: string; orderCount: number }[] }>(
      `${MNG}/purchase-order-list`,
      { printerBatchNo: 'B-TEST-1' },
      callAs(staff),
    );
    expect(purchase.body.data.list[0]).toMatchObject({ printerBatchNo: 'B-TEST-1', orderCount: 2 });
    const zip = await t.api.get(
      `${MNG}/purchase-order/print-files`,
      { printerBatchNo: 'B-TEST-1' },
      callAs(staff),
    );
    expect(zip.status).toBe(200);
    expect(zip.raw.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    const list = await t.api.get<{ total: number; list: TPrintOrder[] }>(
      `${MNG}/list`,
      { status: PrintOrderStatus.PLACED, printerBatchNo: 'B-TEST-1', special: '1' },
      callAs(staff),
    );
    expect(list.body.data.list.map((o) => o.id)).toEqual([first.id]);
    const exported = await t.api.get<{ taskTag: string }>(
      `${MNG}/export`,
      { status: PrintOrderStatus.PLACED },
      callAs(staff),
    );
    expect(exported.body.data.taskTag).toBe('print-orders-export');
  });
});
