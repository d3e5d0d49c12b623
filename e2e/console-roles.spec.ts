import { expect, test, type Locator, type Page } from './support/axe';
import { waitForSmsCode } from './support/sms';

const suffix = String(Date.now()).slice(-6);
const ROLE = `校管无导出${suffix}`;
const STAFF = `周校长${suffix.slice(-3)}`;
const MOBILE = `1385${suffix}0`.slice(0, 11);
const SCHOOL = '好多AI实验小学';
const OTHER_SCHOOL = '未来科技中学';

async function openArea(page: Page, name: string) {
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Ticks a node of the permission tree by its Chinese name. */
async function tick(drawer: Locator, name: string) {
  await drawer.getByRole('checkbox', { name, exact: true }).click();
}

/**
 * Roles as data: the administrator makes a school-manager role that lists classes and pupils
 * but may not export them, and a school manager with it; that manager signs in to the console
 * and sees neither an export button nor another school's classes.
 */
test('a school manager with a role without exports sees no export and no other school', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  await page.goto('/console/login');
  await page.getByLabel('登录名').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin12345');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/console\/?$/);
  await openArea(page, '角色权限');

  // The role: class and pupil lists, no exports; data: the member's own school.
  await page.getByRole('tab', { name: '角色', exact: true }).click();
  await page.getByRole('button', { name: /新增角色/ }).click();
  const roleDrawer = page.getByRole('dialog', { name: '新增角色' });
  await roleDrawer.getByLabel('角色名称').fill(ROLE);
  await tick(roleDrawer, '班级列表');
  await tick(roleDrawer, '学生列表');
  await roleDrawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(roleDrawer).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  // The staff user: a school manager of 好多AI实验小学 with that role.
  await page.getByRole('tab', { name: '员工', exact: true }).click();
  await page.getByRole('button', { name: /新增员工/ }).click();
  const staffDrawer = page.getByRole('dialog', { name: '新增员工' });
  await staffDrawer.getByLabel('姓名').fill(STAFF);
  await staffDrawer.getByLabel('手机号').fill(MOBILE);
  await staffDrawer.getByLabel('所属学校').click();
  await staffDrawer.getByLabel('所属学校').fill(SCHOOL);
  await page.getByTitle(SCHOOL).click();
  await staffDrawer.getByLabel('角色').click();
  await staffDrawer.getByLabel('角色').fill(ROLE);
  await page.getByTitle(ROLE).click();
  await staffDrawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(staffDrawer).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('cell', { name: STAFF })).toBeVisible();

  // The manager signs in with an SMS code.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await manager.goto('/console/login');
  await manager.getByRole('tab', { name: /验证码登录/ }).click();
  await manager.getByLabel('手机号').fill(MOBILE);
  const since = new Date().toISOString();
  await manager.getByRole('button', { name: '获取验证码' }).click();
  const code = await waitForSmsCode(manager.request, MOBILE, { since });
  await manager.getByLabel('验证码', { exact: true }).fill(code);
  await manager.getByRole('button', { name: /登\s*录/ }).click();
  await expect(manager).toHaveURL(/\/console\/?$/);

  // No 角色权限 menu; the classes list has no export button and only their school.
  await expect(manager.getByRole('menuitem', { name: /角色权限/ })).toHaveCount(0);
  await openArea(manager, '课班管理');
  await expect(manager.getByRole('cell', { name: SCHOOL }).first()).toBeVisible();
  await expect(manager.getByRole('cell', { name: OTHER_SCHOOL })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  await openArea(manager, '学生管理');
  await expect(manager.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  await expect(manager.getByRole('cell', { name: OTHER_SCHOOL })).toHaveCount(0);
  await context.close();
});
