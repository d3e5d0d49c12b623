import { expect, test } from './support/axe';
import { openLogin, storedSession } from './support/login-page';
import { waitForSmsCode } from './support/sms';
import { closeDialogWith } from './support/dialogs';

// Journeys through the real server; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The trial tab (用户体验): the claim popup and trial visitors (the demo server's mobiles). */
test.describe('trial sign-in', () => {
  test('the AI trial entry opens the trial tab with 免费申领好多AI账号', async ({ page }) => {
    await openLogin(page, '?type=3');
    await expect(page.getByRole('tab', { name: '用户体验', selected: true })).toBeVisible();
    const popup = page.getByRole('dialog', { name: '免费申领好多AI账号' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(/位老师成功领取/)).toBeVisible();
    const list = popup.getByRole('list', { name: '最近领取' });
    await expect(list.getByRole('listitem').first()).toContainText('领取成功');
    await expect(list.getByText('139****0000')).toBeVisible();
    await closeDialogWith(popup, '我已有体验账号，去登录');
  });

  test('the trial visitor 13900000000 signs in by code', async ({ page }) => {
    const mobile = '13900000000';
    await openLogin(page, '?type=3');
    await page.getByRole('button', { name: '我已有体验账号，去登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    const since = new Date().toISOString();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
    await page
      .getByLabel('验证码', { exact: true })
      .fill(await waitForSmsCode(page.request, mobile, { since }));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    // A trial account starts without a password: it sets one first.
    const initial = page.getByRole('dialog', { name: '初始密码设置' });
    await initial.getByLabel('新密码').fill('Trial1234');
    await initial.getByLabel('确认密码').fill('Trial1234');
    await initial.getByRole('button', { name: '确定' }).click();
    // 进入首页 goes now; the countdown would go by itself within 3 s (a slow machine may show
    // the button after its first second, or already be gone: then the page has gone on).
    await initial
      .getByRole('button', { name: /^进入首页（[1-3]s后跳转）$/ })
      .click({ timeout: 3_000 })
      .catch(() => undefined);

    // A trial account is a teacher's: it starts on its classes.
    await expect(page).toHaveURL(/\/user\/student\/list$/);
    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();
    expect(session?.accountType).toBe(1);
  });

  test('13900000001 without a trial account gets 暂无体验权限 at once, with no code sent', async ({
    page,
  }) => {
    await openLogin(page, '?type=3');
    await page.getByRole('button', { name: '我已有体验账号，去登录' }).click();
    await page.getByLabel('手机号').fill('13900000001');
    const answer = page.waitForResponse((res) => res.url().includes('/tourist-captcha'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    expect((await answer).status()).toBe(403);

    const popup = page.getByRole('dialog', { name: '暂无体验权限' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('暂未查询到你的体验账号')).toBeVisible();
    await expect(page.getByText(/验证码已发送/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?type=3$/);
    await popup.getByRole('button', { name: '免费申领' }).click();
    await expect(page.getByRole('dialog', { name: '免费申领好多AI账号' })).toBeVisible();
  });
});
