import { expect, test } from './support/axe';

test('an unknown path shows the not-found page with status 404, whose button goes home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('访问的页面不存在', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '让每个孩子都能用AI创作' })).toBeVisible();
});

test('paths the app knows answer 200, a redirect under /user included; API misses stay JSON', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    '/login',
    '/worksSquare',
    '/aiTools',
    '/book/detail?id=1',
    '/competitionCenter',
    '/competition/detail?id=1',
    '/competition/hangzhou-festival',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // Any other path under /user goes to my/book (via /login for a visitor): not a 404.
  const user = await page.goto('/user/xyz');
  expect(user?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);

  const api = await request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 404, message: '访问的接口不存在' });
});
