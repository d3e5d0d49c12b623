import { devices, expect, test, type Page } from './support/axe';
import { expectInteractive, openPage } from './support/page-ready';
import { signInTeacherByApi } from './support/session';

/**
 * The pages a visitor arrives on (/, /login, /worksSquare, /competitionCenter, /book/reading) come rendered
 * from the server: they show before any script runs, then come alive in the browser.
 */

/** Errors the page reports (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('pages rendered on the server', () => {
  test('show their content without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: '让每个孩子都能用AI创作' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The header and footer load beside the page: their styles come with the HTML too.
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

    await page.goto('/worksSquare');
    await expect(page.getByRole('heading', { name: '作品广场', level: 1 })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').first().innerText()).trim();
    expect(name).not.toBe('');

    await page.goto('/competitionCenter');
    await expect(page.getByRole('heading', { name: '赛事中心', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: '第一届好多AI创意绘本大赛' })).toBeVisible();

    await page.goto('/book/reading?id=1');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('page-counter')).toHaveText(/^1 \/ \d+$/);

    await page.goto('/login');
    await expect(page.getByRole('tab', { name: '我是学生', selected: true })).toBeVisible();
    await expect(page.getByLabel('登录名')).toBeVisible();
    await context.close();
  });

  test('come alive in the browser as they were sent', async ({ page }) => {
    const errors = collectErrors(page);
    await openPage(page, '/worksSquare');
    await expect(page.locator('#server-state')).toHaveCount(1);
    // The filters answer: 绘本 leaves out the demo's video.
    const video = page.getByRole('article', { name: '小蜜蜂的一天' });
    await expect(video).toBeVisible();
    await page.getByRole('tab', { name: '绘本' }).click();
    await expect(page).toHaveURL(/\/worksSquare\?type=1$/);
    await expect(page.getByRole('article', { name: '小恐龙找朋友' })).toBeVisible();
    await expect(video).toHaveCount(0);

    // The reader turns its pages from the keyboard.
    await openPage(page, '/book/reading?id=1');
    const counter = page.getByTestId('page-counter');
    await expect(counter).toHaveText(/^1 \//);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \//);

    // The sign-in form signs a pupil in.
    await openPage(page, '/login');
    await page.getByLabel('登录名').fill('stu001');
    await page.getByLabel('密码', { exact: true }).fill('Stud1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/my\/book$/);
    expect(errors).toEqual([]);
  });

  test('a phone gets the phone layout from the server', async ({ browser }) => {
    const context = await browser.newContext({ ...devices['Pixel 5'], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/worksSquare');
    await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
    await expect(page.getByPlaceholder('搜索作品、学校、作者')).toHaveCount(0);
    await context.close();
  });

  test('a signed-in teacher sees their own header on them', async ({ page }) => {
    const errors = collectErrors(page);
    await signInTeacherByApi(page, '13800000002', 'Teach1234', '/worksSquare');
    // The browser told the server (OWN_VIEW_COOKIE): the page came unrendered.
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expectInteractive(page);
    await expect(page.getByRole('button', { name: /李老师/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
