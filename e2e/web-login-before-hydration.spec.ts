import { expect, test, type Page } from './support/axe';
import { expectCreationCentre } from './support/login-page';
import { expectInteractive } from './support/page-ready';

// Journeys through the real server; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * Holds the page's scripts back (as a slow phone network would) until `release` is called:
 * the server-rendered /login is on screen and takes input, but nothing of the app runs yet.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The sign-in page as it is before its scripts have run: the server's HTML. */
async function openServerRenderedLogin(page: Page) {
  // Not 'domcontentloaded': that event waits for the module scripts held back here.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('登录名')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
}

test.describe('the sign-in page before its scripts have run', () => {
  test('what a pupil typed before hydration stays, 登录 enables, and signing in works', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openServerRenderedLogin(page);
    const login = page.getByRole('button', { name: '登录', exact: true });
    await page.getByLabel('登录名').fill('stu001');
    await page.getByLabel('密码', { exact: true }).fill('Stud1234');
    // Still the server's page: 登录 waits for the scripts.
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');

    release();
    await expectInteractive(page);
    await expect(page.getByLabel('登录名')).toHaveValue('stu001');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('Stud1234');
    await expect(login).toBeEnabled();
    // Touching one field keeps the other.
    await page.getByLabel('登录名').focus();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('Stud1234');
    await expect(login).toBeEnabled();

    await login.click();
    await expectCreationCentre(page, '张小明');
  });

  test('a tap on 创建账号 before hydration opens account creation', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRenderedLogin(page);
    await page.getByRole('link', { name: '创建账号（仅限班级码用户）' }).click();
    await expect(page).toHaveURL(/\/login\?type=1&classCode=$/);

    release();
    await expectInteractive(page);
    await expect(page.getByLabel('班级码')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('班级码')).toHaveValue('');
    await expect(page.getByRole('tab', { name: '我是学生', selected: true })).toBeVisible();
  });
});
