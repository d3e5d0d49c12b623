import { PrintOrderStatus, type TPrintableWork, type TPrintOrder } from '@haoduo/contract';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  encryptResource,
  responseMessage,
  rsaSign,
} from '../../providers/payment/wechatpay-crypto';
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
  pdfInfo,
  publishedBook,
  submitAndPrepay,
} from '../../../test/factories/print-orders';

const NOTIFY = '/api/pay/wechatpay/notify';
vi.setConfig({ testTimeout: 180_000 });
let t: TTestApp;
let cls: TMadeClass;
let pupil: TMadePerson;
let other: TMadePerson;
let staff: TMadePerson;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  cls = await makeClass(t, { pupils: 2 });
  [pupil, other] = cls.pupils as [TMadePerson, TMadePerson];
  staff = await makeStaff(t);
}, 120_000);
afterAll(async () => t?.close());

const myOrders = async (who: TMadePerson) =>
  (await t.api.get<{ list: TPrintOrder[] }>(`${CUSTOM}/my-order-list`, {}, callAs(who))).body.data
    .list;

describe('printable works and the print file', () => {
  it('lists a published book with its pages below 150 dpi, to its author only', async () => {
    const worksId = await publishedBook(t, pupil, cls.id, 3);
    const mine = await t.api.get<TPrintableWork[]>(
      `${CUSTOM}/printable-works-list`,
      {},
      callAs(pupil),
    );
    expect(mine.status).toBe(200);
    const book = mine.body.data.find((w) => w.worksId === worksId)!;
    expect(book.pageCount).toBe(3);
    expect(book.unitPriceFen).toBe(2300);
    expect(book.checks.ok).toBe(false);
    expect(book.checks.lowResolutionPages.map((p) => p.pageNo)).toEqual([2, 3]);
    expect(book.checks.lowResolutionPages[0]!.dpi).toBeLessThan(150);
    const theirs = await t.api.get<TPrintableWork[]>(
      `${CUSTOM}/printable-works-list`,
      {},
      callAs(other),
    );
    expect(theirs.body.data.some((w) => w.worksId === worksId)).toBe(false);
  });

  it('makes a print-ready PDF: cover, pages, a blank to make it even, back cover, with bleed', async () => {
    const worksId = await publishedBook(t, pupil, cls.id, 3);
    const a5 = await t.api.get(`${CUSTOM}/proof`, { worksId, authorName: '小明' }, callAs(pupil));
    expect(a5.status).toBe(200);
    expect(a5.raw.headers['content-type']).toBe('application/pdf');
    // A5 landscape 210×148 mm + 3 mm bleed each side = 216×154 mm.
    expect(pdfInfo(a5.raw.rawPayload)).toEqual({ pages: 6, size: '612.283 x 436.535' });
    const square = await t.api.get(
      `${CUSTOM}/proof`,
      { worksId, bookSize: 'square-20' },
      callAs(pupil),
    );
    expect(pdfInfo(square.raw.rawPayload)).toEqual({ pages: 6, size: '583.937 x 583.937' });
    const foreign = await t.api.get(`${CUSTOM}/proof`, { worksId }, callAs(other));
    expect(foreign.status).toBe(404);
  });
});

describe('quota, payment and notifications', () => {
  it('uses the free quota before payment: covered copies are paid at once', async () => {
    expect(
      (await t.api.post(`${MNG}/free-quota/set`, { classId: cls.id, freeCopies: 2 }, callAs(staff)))
        .status,
    ).toBe(200);
    const worksId = await publishedBook(t, pupil, cls.id);
    const quote = await t.api.post<{ amountFen: number; freeCopies: number }>(
      `${CUSTOM}/prepay`,
      {
        worksOrderId: (
          await t.api.post<TPrintOrder>(`${CUSTOM}/submit`, { worksId }, callAs(pupil))
        ).body.data.id,
        printNum: 3,
      },
      callAs(pupil),
    );
    expect(quote.body.data).toMatchObject({ freeCopies: 2, amountFen: 2200 });
    const order = (await myOrders(pupil)).find((o) => o.worksId === worksId)!;
    const paid = await t.api.post<{ order: TPrintOrder; payment: unknown }>(
      `${CUSTOM}/prepay/submit`,
      { worksOrderId: order.id, printNum: 2, ...ADDRESS },
      callAs(pupil),
    );
    expect(paid.body.data.payment).toBeNull();
    expect(paid.body.data.order).toMatchObject({
      status: PrintOrderStatus.PAID,
      freeCopies: 2,
      amountFen: 0,
    });
    // The family sees its own number; staff without the unmask field see it masked.
    expect(paid.body.data.order.logisticsReceiverMobile).toBe(ADDRESS.logisticsReceiverMobile);
    const seen = await t.api.get<TPrintOrder>(
      `${MNG}/detail`,
      { orderId: order.id },
      callAs(staff),
    );
    expect(seen.body.data.logisticsReceiverMobile).toBe('139****1111');
    const quota = await t.api.get<{ used: number; remaining: number }>(
      `${CUSTOM}/check-free-print-quota`,
      {},
      callAs(pupil),
    );
    expect(quota.body.data).toMatchObject({ used: 2, remaining: 0 });
    // The other pupil's quota is their own.
    const theirs = await t.api.get<{ used: number; remaining: number }>(
      `${CUSTOM}/check-free-print-quota`,
      { worksId: '' },
      callAs(other),
    );
    expect(theirs.body.data.used).toBe(0);
  });

  it('is paid through the gateway; a repeated notification changes nothing', async () => {
    const worksId = await publishedBook(t, pupil, cls.id);
    const { order, payment } = await submitAndPrepay(t, pupil, worksId, 2);
    expect(order.status).toBe(PrintOrderStatus.AWAITING_PAYMENT);
    expect(order.amountFen).toBe(2 * 2200);
    expect(payment!.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
    // The cashier page is a real HTTP page of the local gateway.
    const cashier = await fetch(payment!.payUrl);
    expect(await cashier.text()).toContain('¥44.00');
    expect(await t.app.payment.local!.pay(payment!.outTradeNo)).toBe(200);
    const after = (await myOrders(pupil)).find((o) => o.id === order.id)!;
    expect(after.status).toBe(PrintOrderStatus.PAID);
    expect(after.history.map((h) => h.toStatus)).toEqual([10, 20, 30]);
    expect(after.history[2]!.actorName).toBe('微信支付');

    const notice = t.app.payment.local!.sent.at(-1)!;
    const again = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: notice.headers,
      payload: notice.body,
    });
    expect(again.statusCode).toBe(200);
    const still = (await myOrders(pupil)).find((o) => o.id === order.id)!;
    expect(still.history).toEqual(after.history);
    expect(still.paidAt).toBe(after.paidAt);
  });

  it('refunds a payment that arrives after the order was cancelled', async () => {
    const worksId = await publishedBook(t, pupil, cls.id, 1, false);
    const { order, payment } = await submitAndPrepay(t, pupil, worksId, 1);
    await t.api.post(`${CUSTOM}/cancel`, { orderId: order.id }, callAs(pupil));
    expect(await t.app.payment.local!.pay(payment!.outTradeNo)).toBe(200);
    const after = (await myOrders(pupil)).find((o) => o.id === order.id)!;
    expect(after).toMatchObject({ status: PrintOrderStatus.CANCELLED, refundFen: order.amountFen });
    expect((await t.app.payment.port.query(payment!.outTradeNo)).tradeState).toBe('REFUND');
  });

  it('refuses a notification with a wrong signature', async () => {
    const worksId = await publishedBook(t, pupil, cls.id);
    const { order, payment } = await submitAndPrepay(t, pupil, worksId, 1);
    const gateway = t.app.payment.local!;
    // Encrypted with the right API v3 key, but signed with a key that is not the platform's.
    const body = JSON.stringify({
      id: 'forged-1',
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource(
        JSON.stringify({
          out_trade_no: payment!.outTradeNo,
          transaction_id: '4200000000FORGED',
          trade_state: 'SUCCESS',
          amount: { total: order.amountFen, payer_total: order.amountFen },
        }),
        gateway.apiV3Key,
        'transaction',
        'transaction',
      ),
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const headers = {
      'content-type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': 'N1',
      'Wechatpay-Serial': 'LOCAL-PLATFORM',
      'Wechatpay-Signature': rsaSign(responseMessage(timestamp, 'N1', body), wrongKey),
    };
    const refused = await t.app.inject({ method: 'POST', url: NOTIFY, headers, payload: body });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'FAIL' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await myOrders(pupil)).find((o) => o.id === order.id)!.status).toBe(
      PrintOrderStatus.AWAITING_PAYMENT,
    );
    // The genuine notification, with one byte of its body changed, is refused too.
    await gateway.pay(payment!.outTradeNo);
    const notice = gateway.sent.at(-1)!;
    const altered = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: notice.headers,
      payload: `${notice.body} `,
    });
    expect(altered.statusCode).toBe(401);
  });
});

describe('another pupil', () => {
  it('cannot see, pay, cancel or resubmit the order', async () => {
    const worksId = await publishedBook(t, pupil, cls.id);
    const order = (await t.api.post<TPrintOrder>(`${CUSTOM}/submit`, { worksId }, callAs(pupil)))
      .body.data;
    expect((await myOrders(other)).some((o) => o.id === order.id)).toBe(false);
    for (const [path, body] of [
      ['cancel', { orderId: order.id }],
      ['resubmit', { orderId: order.id }],
      ['pay', { orderId: order.id }],
      ['prepay', { worksOrderId: order.id, printNum: 1 }],
      ['prepay/submit', { worksOrderId: order.id, printNum: 1, ...ADDRESS }],
    ] as const) {
      const res = await t.api.post(`${CUSTOM}/${path}`, body, callAs(other));
      expect(res.status, path).toBe(404);
    }
    const submitOthers = await t.api.post(`${CUSTOM}/submit`, { worksId }, callAs(other));
    expect(submitOthers.status).toBe(404);
    expect((await myOrders(pupil)).find((o) => o.id === order.id)!.status).toBe(
      PrintOrderStatus.SUBMITTED,
    );
    const cancel = await t.api.post<TPrintOrder>(
      `${CUSTOM}/cancel`,
      { orderId: order.id },
      callAs(pupil),
    );
    expect(cancel.body.data.status).toBe(PrintOrderStatus.CANCELLED);
  });
});
