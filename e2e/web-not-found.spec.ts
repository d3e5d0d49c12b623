import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('访问的页面不存在', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '让每个孩子都能用AI创作' })).toBeVisible();
});
