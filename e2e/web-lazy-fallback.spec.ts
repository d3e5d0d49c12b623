import { expect, test } from './support/axe';
import { openPage } from './support/page-ready';

test('a slow page shows 加载中 and 正在为您准备内容 until its code arrives', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { name: '让每个孩子都能用AI创作' })).toBeVisible();

  // Hold back the next page's code for a while.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/competition-center-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByRole('navigation', { name: '菜单' })
    .getByRole('link', { name: '赛事中心' })
    .click();
  await expect(page.getByText('加载中', { exact: true })).toBeVisible();
  await expect(page.getByText('正在为您准备内容', { exact: true })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: '赛事中心' })).toBeVisible();
  await expect(page.getByText('加载中', { exact: true })).toHaveCount(0);
});

test('/demo/loadingSpinner shows the loading component', async ({ page }) => {
  await page.goto('/demo/loadingSpinner');
  await expect(page.getByText('加载中', { exact: true })).toBeVisible();
  await expect(page.getByText('正在为您准备内容', { exact: true })).toBeVisible();
});
