import { expect, test } from './support/axe';
import { apiTeacherSignIn } from './support/session';

const MOBILE = '13800000002';
const MASKED = '138****0002';
const IDENTITY_PASSWORD = 'Ident1234';

/**
 * Unmasking asks for the identity password: a person signs in with their mobile (the login
 * record keeps it, masked in the console); the administrator, whose role may see mobiles,
 * asks to see it in full, is asked for the identity password (set first when none), sees the
 * mobile, and the access log shows the read.
 */
test('unmasking a mobile asks for the identity password and is written to the access log', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await apiTeacherSignIn(page.request, MOBILE, 'Teach1234');

  await page.goto('/console/login');
  await page.getByLabel('登录名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/console\/?$/);

  await page.getByRole('menuitem', { name: /登录记录/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '登录记录' })).toBeVisible();
  await page.getByLabel('登录账号').fill(MOBILE);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: MASKED }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: MOBILE, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: '查看完整手机号' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (await dialog.getByText('设置身份密码').isVisible()) {
    await dialog.getByLabel('新身份密码').fill(IDENTITY_PASSWORD);
    await dialog.getByLabel('确认身份密码').fill(IDENTITY_PASSWORD);
  } else {
    await dialog.getByLabel('身份密码', { exact: true }).fill(IDENTITY_PASSWORD);
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: MOBILE, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('menuitem', { name: /访问日志/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '访问日志' })).toBeVisible();
  const read = page
    .getByRole('row')
    .filter({ hasText: 'POST /api/v1/user-service/user/reveal-field' })
    .first();
  await expect(read).toBeVisible({ timeout: 15_000 });
  await expect(read).toContainText('mobile');
});
