import { createApiClient, encodePassword, userEndpoints } from '@haoduo/contract';
import { expect, test, type Page } from './support/axe';
import {
  expectTeacherHome,
  signInAsTeacherWithPassword,
  storedSession,
  openLogin,
} from './support/login-page';
import { waitForSmsCode } from './support/sms';

const TEACHER_PASSWORD = 'Teach1234';

/** Ask for a code from the form on screen and read it from the SMS outbox. */
async function requestCode(page: Page, mobile: string): Promise<string> {
  const since = new Date().toISOString();
  const button = page.getByRole('button', { name: '获取验证码' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  return waitForSmsCode(page.request, mobile, { since });
}

/**
 * Teachers (the demo teacher accounts). Serial: the forgot-password journey changes 李老师's
 * password after the straight-in journey, and puts it back at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('teacher sign-in', () => {
  test('王老师 by password picks 未来科技中学 in 选择学校', async ({ page }) => {
    await signInAsTeacherWithPassword(page, '13800000001', TEACHER_PASSWORD);
    const dialog = page.getByRole('dialog', { name: '选择学校' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('好多AI实验小学')).toBeVisible();
    await dialog.getByText('未来科技中学').click();
    await dialog.getByRole('button', { name: '确定' }).click();

    await expectTeacherHome(page, '王老师');
    const session = await storedSession(page);
    expect(session?.accountType).toBe(1);
    expect(session?.user?.schoolName).toBe('未来科技中学');
    expect(session?.accountList).toHaveLength(2);
    expect(await page.evaluate(() => localStorage.getItem('mobilePhone'))).toBe('13800000001');
  });

  test('李老师 by password goes straight in', async ({ page }) => {
    await signInAsTeacherWithPassword(page, '13800000002', TEACHER_PASSWORD);
    await expectTeacherHome(page, '李老师');
    await expect(page.getByRole('dialog', { name: '选择学校' })).toHaveCount(0);
  });

  test('赵老师 by SMS code sets the initial password, then enters', async ({ page }) => {
    await openLogin(page, '?type=2');
    await page.getByLabel('手机号').fill('13800000003');
    const code = await requestCode(page, '13800000003');
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: '初始密码设置' });
    await expect(dialog).toBeVisible();
    // Not closable, and nothing is kept before the password is set.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect((await storedSession(page))?.token ?? null).toBeNull();

    await dialog.getByLabel('新密码').fill('abc');
    await dialog.getByLabel('确认密码').fill('Zhao5678');
    await expect(dialog.getByText('请输入包含英文和数字，8~16位的字符')).toBeVisible();
    await dialog.getByLabel('新密码').fill('Zhao1234');
    await expect(dialog.getByText('两次密码不一致')).toBeVisible();
    await dialog.getByLabel('确认密码').fill('Zhao1234');
    await dialog.getByRole('button', { name: '确定' }).click();
    // The countdown starts at 3 s; a slow machine may show it later than its first second.
    await expect(dialog.getByRole('button', { name: /^进入首页（[1-3]s后跳转）$/ })).toBeVisible();

    // It goes on by itself.
    await expectTeacherHome(page, '赵老师');
    expect((await storedSession(page))?.token).toBeTruthy();
  });

  test('李老师 forgets the password, resets it, and signs in with the new one', async ({
    page,
  }) => {
    const mobile = '13800000002';
    const newPassword = 'Li5678abc';
    await openLogin(page, '?type=2');
    await page.getByRole('button', { name: '忘记密码' }).click();
    const dialog = page.getByRole('dialog', { name: '重置密码' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('手机号').fill(mobile);
    const since = new Date().toISOString();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await waitForSmsCode(page.request, mobile, { since });
    await dialog.getByLabel('验证码', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: '下一步' }).click();

    await dialog.getByLabel('新密码').fill(newPassword);
    await dialog.getByLabel('确认密码').fill(newPassword);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expect(dialog.getByText('修改密码成功！')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^返回登录（[1-3]s后跳转）$/ })).toBeVisible();

    // Back to sign-in by itself, on 密码登录 with the mobile filled in.
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    await expect(page.getByLabel('手机号')).toHaveValue(mobile);
    await page.getByLabel('密码', { exact: true }).fill(TEACHER_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('手机号或密码错误')).toBeVisible();

    await page.getByLabel('密码', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectTeacherHome(page, '李老师');

    // Put the demo password back for whoever signs in as 李老师 next.
    const token = (await storedSession(page))?.token ?? '';
    const config = await page.evaluate(
      () =>
        (window as { __HAODUO_CONFIG__?: { signSalt: string; tenantCode: string } })
          .__HAODUO_CONFIG__!,
    );
    const client = createApiClient({
      baseUrl: new URL(page.url()).origin,
      signSalt: config.signSalt,
      tenantCode: config.tenantCode,
      getSession: () => ({ token, accountType: 1 }),
    });
    await client.call(userEndpoints.changePassword, {
      oldPassword: encodePassword(newPassword),
      newPassword: encodePassword(TEACHER_PASSWORD),
    });
  });
});
