import {
  authEndpoints,
  encodePassword,
  printOrderEndpoints,
  printOrderMngEndpoints,
  PrintOrderStatus,
} from '@haoduo/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import { apiClient, signInStudentByApi } from './support/session';

/**
 * 绘本印刷: 刘子涵 (ai3001s02) orders two copies of her published book 春天来了, pays on the
 * local WeChat Pay v3 gateway's cashier, the print shop places and ships it, and she sees
 * 已发货 with the shipping number. A rejected paid order is refunded and submitted again.
 */
const PUPIL = 'ai3001s02';
const BOOK = '春天来了';

async function staffApi(request: APIRequestContext) {
  const anonymous = await apiClient(request);
  const { token } = await anonymous.call(authEndpoints.staffLogin, {
    username: 'admin',
    password: encodePassword('Admin12345'),
  });
  return apiClient(request, { token });
}

async function fillOrderForm(page: Page) {
  const form = page.getByRole('form', { name: `印刷《${BOOK}》` });
  await form.getByRole('button', { name: '+1' }).click();
  await form.getByLabel('收货人').fill('刘妈妈');
  await form.getByLabel('手机号').fill('13900002222');
  await form.getByRole('combobox', { name: '省' }).selectOption({ label: '浙江省' });
  await form.getByRole('combobox', { name: '市' }).selectOption({ label: '杭州市' });
  await expect(form.getByRole('combobox', { name: '区县' })).toBeEnabled();
  await form.getByRole('combobox', { name: '区县' }).selectOption({ label: '西湖区' });
  await form.getByLabel('详细地址').fill('文三路 8 号');
  return form;
}

test('a pupil orders and pays; the print shop ships; a rejected order is refunded and resubmitted', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const signIn = await signInStudentByApi(page, PUPIL, PUPIL, '/user/book/print');
  const pupil = await apiClient(page.request, {
    token: signIn.token,
    accountType: signIn.accountType,
    schoolId: signIn.loginTenantId ?? signIn.accountList[0]!.schoolId,
  });
  // A run stopped half-way leaves an open order of the book: cancel it so the journey can start.
  const left = await pupil.call(printOrderEndpoints.myOrders, { currentPage: 1, pageSize: 50 });
  const open = left.list.filter(
    (o) => o.worksName === BOOK && o.status <= PrintOrderStatus.AWAITING_PAYMENT,
  );
  for (const o of open) await pupil.call(printOrderEndpoints.cancel, { orderId: o.id });
  if (open.length > 0) await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '绘本印刷' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('listitem').filter({ hasText: BOOK });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '印刷这本' }).click();

  const form = await fillOrderForm(page);
  await expect(form.getByTestId('print-amount')).not.toHaveText('¥0.00');
  await form.getByRole('button', { name: '提交订单' }).click();

  // The local gateway's cashier opens in a new tab: pay there.
  await expect(page.getByRole('heading', { name: /请完成支付/ })).toBeVisible({ timeout: 120_000 });
  const [cashier] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: '去支付' }).click(),
  ]);
  await expect(cashier.getByRole('heading', { name: /本地支付网关/ })).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await cashier.close();
  await page.getByRole('button', { name: '我已支付' }).click();

  const order = page.getByRole('article', { name: BOOK }).first();
  await expect(order.locator('header').getByText('已支付', { exact: true })).toBeVisible();
  await expect(order.getByText('2 本')).toBeVisible();

  // The print shop places and ships it.
  const staff = await staffApi(page.request);
  const paid = await staff.call(printOrderMngEndpoints.list, {
    status: PrintOrderStatus.PAID,
    keyword: BOOK,
    currentPage: 1,
    pageSize: 10,
  });
  const orderId = paid.list[0]!.id;
  await staff.call(printOrderMngEndpoints.place, { orderId });
  await staff.call(printOrderMngEndpoints.ship, {
    orderId,
    logisticsCompany: '顺丰速运',
    logisticsNo: 'SF2026112600001',
  });
  await page.reload();
  const shipped = page.getByRole('article', { name: BOOK }).first();
  await expect(shipped.locator('header').getByText('已发货', { exact: true })).toBeVisible();
  await expect(shipped.getByText('顺丰速运 快递单号：SF2026112600001')).toBeVisible();
  await page.screenshot({ path: 'test-results/print-order-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/print-order-mobile.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Received; a second order of the same book is paid, rejected (refunded) and resubmitted.
  await shipped.getByRole('button', { name: '确认收货' }).click();
  await expect(
    page
      .getByRole('article', { name: BOOK })
      .first()
      .locator('header')
      .getByText('已完成', { exact: true }),
  ).toBeVisible();
  const worksId = (await pupil.call(printOrderEndpoints.printableWorks)).find(
    (w) => w.worksName === BOOK,
  )!.worksId;
  const second = await pupil.call(printOrderEndpoints.submit, { worksId });
  const prepaid = await pupil.call(printOrderEndpoints.prepaySubmit, {
    worksOrderId: second.id,
    printNum: 1,
    logisticsReceiver: '刘妈妈',
    logisticsReceiverMobile: '13900002222',
    logisticsAddress: '文三路 8 号',
    province: 330000,
    city: 330100,
    district: 330106,
  });
  const cashier2 = await context.newPage();
  await cashier2.goto(prepaid.payment!.payUrl!);
  await cashier2.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier2.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await cashier2.close();
  await staff.call(printOrderMngEndpoints.reject, {
    orderId: second.id,
    reason: '封面图片不够清晰',
  });

  await page.reload();
  const rejected = page.getByRole('article', { name: BOOK }).first();
  await expect(rejected.locator('header').getByText('已驳回', { exact: true })).toBeVisible();
  await expect(rejected.getByText('驳回原因：封面图片不够清晰')).toBeVisible();
  await expect(rejected.getByText(/金额 ¥\d+\.\d{2} · 已退款 ¥\d+\.\d{2}/)).toBeVisible();
  await rejected.getByRole('button', { name: '重新提交' }).click();
  await expect(
    page
      .getByRole('article', { name: BOOK })
      .first()
      .locator('header')
      .getByText('已提交', { exact: true }),
  ).toBeVisible();
});
