import { expect, test } from './support/axe';
import {
  expectCreationCentre,
  openLogin,
  pickUserMenu,
  signInAsStudent,
  storedSession,
} from './support/login-page';

// Journeys through the real server; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Students sign in by login name (demo accounts stu001, stu002, stu009). */
test.describe('student sign-in', () => {
  test('张小明 (stu001) signs in: two classes loaded, the first current, /user/my/book', async ({
    page,
  }) => {
    await openLogin(page);
    const login = page.getByRole('button', { name: '登录', exact: true });
    await expect(page.getByRole('tab', { name: '我是学生', selected: true })).toBeVisible();
    await expect(login).toBeDisabled();
    await page.getByLabel('登录名').fill('stu001');
    await expect(login).toBeDisabled();
    await page.getByLabel('密码', { exact: true }).fill('Stud1234');
    await expect(login).toBeEnabled();
    await login.click();

    await expectCreationCentre(page, '张小明');
    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();
    expect(session?.accountType).toBe(2);
    expect(session?.currentCourseClass?.courseClassName).toBe('三年级AI创作班');
    expect(await page.evaluate(() => localStorage.getItem('loginTenantId'))).toBe('1');
  });

  test('李小红 (stu002) signs in and logs out: storage cleared but the kept entries', async ({
    page,
  }) => {
    await signInAsStudent(page, 'stu002', 'Stud1234');
    await expectCreationCentre(page, '李小红');
    await page.evaluate(() => {
      localStorage.setItem('browserCheck', 'true');
      localStorage.setItem('teacherCreate', '{"a":1}');
      sessionStorage.setItem('zpCenterTab', JSON.stringify({ state: { zpCenterTab: 2 } }));
    });

    await pickUserMenu(page, '李小红', '退出登录');
    await expect(page).toHaveURL(/\/login$/);
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys.filter((key) => key !== 'appState')).toEqual(['browserCheck', 'teacherCreate']);
    expect((await storedSession(page))?.token ?? null).toBeNull();
    await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/home?tab=0');
  });

  test('陈小刚 (stu009) without a valid class is warned and stays on /login', async ({ page }) => {
    await signInAsStudent(page, 'stu009', 'Stud1234');
    await expect(page.getByText('未查询到有效课班，请联系授课老师核实')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedSession(page))?.token ?? null).toBeNull();
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await signInAsStudent(page, 'stu002', 'Wrong1234');
    await expect(page.getByText('登录名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login card opens /login?type=1&username= with the login name filled', async ({
    page,
  }) => {
    await openLogin(page, '?type=1&username=stu002');
    await expect(page.getByLabel('登录名')).toHaveValue('stu002');
  });
});
