import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the header has the logo and a popover menu with the five entries', async ({
  page,
}) => {
  await page.goto('/aiTools');
  // The desktop header's search box and buttons are not there.
  await expect(page.getByPlaceholder('搜索作品、学校、作者')).toHaveCount(0);

  await page.getByRole('button', { name: '菜单' }).click();
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu.getByRole('link')).toHaveText([
    '首页',
    'AI工具',
    'AI课程',
    '赛事中心',
    '作品广场',
  ]);
  await expect(menu.getByRole('link', { name: 'AI工具' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: '赛事中心' }).click();
  await expect(page).toHaveURL(/\/competitionCenter$/);
  await expect(menu).toBeHidden();

  await page.getByRole('link', { name: '好多AI' }).click();
  await expect(page).toHaveURL(/\/$/);
});
