import { expect, test } from './support/axe';
import {
  expectCreationCentre,
  pickUserMenu,
  signInAsStudent,
  openLogin,
} from './support/login-page';

// Journeys through the real server; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * A pupil creates an account with the class code AI3001, starts the AI journey, changes the
 * password and signs in with the new one (an account of its own: no demo account changes).
 */
test('create an account with class code AI3001, then change its password', async ({ page }) => {
  const name = `新同学${Date.now().toString(36).slice(-4)}`;
  await openLogin(page);
  await page.getByRole('link', { name: '创建账号（仅限班级码用户）' }).click();
  const create = page.getByRole('button', { name: '创建账号', exact: true });
  await expect(create).toBeDisabled();
  await page.getByLabel('班级码').fill('ai3001');
  await expect(create).toBeDisabled();
  await page.getByLabel('真实姓名').fill(name);
  await create.dblclick();

  await expect(page.getByText('账号创建成功')).toBeVisible();
  await expect(page.getByText('密码与登录名一致，登录后可修改密码')).toBeVisible();
  const values = page.locator('dd');
  const username = (await values.nth(0).innerText()).trim();
  expect(username).toMatch(/^[A-Za-z0-9_]+$/);
  await expect(values.nth(1)).toHaveText(username);

  await page.getByRole('button', { name: '开启AI之旅' }).click();
  await expectCreationCentre(page, name);

  // 修改密码 from the header menu: success, then logged out after 500 ms.
  await pickUserMenu(page, name, '修改密码');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('旧密码').fill(username);
  await dialog.getByLabel('新密码').fill('short');
  await expect(dialog.getByText('请输入包含英文和数字，8~16位的字符')).toBeVisible();
  await dialog.getByLabel('新密码').fill('Newpass123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改密码成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInAsStudent(page, username, username);
  await expect(page.getByText('登录名或密码错误')).toBeVisible();
  await signInAsStudent(page, username, 'Newpass123');
  await expectCreationCentre(page, name);
});
