import { ApiError, authEndpoints, createApiClient, StorageKey } from '@haoduo/contract';
import { accessibilityFindings, expect, test, type Page } from './support/axe';

async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), StorageKey.CONSOLE_SESSION);
  const token: unknown = raw
    ? (JSON.parse(raw) as { state?: { token?: unknown } }).state?.token
    : null;
  expect(typeof token).toBe('string');
  return token as string;
}

/**
 * The back-office journey: the guard, staff sign-in with the demo account, the dashboard
 * with the server's health, two menu areas, and log-out.
 */
test.describe('back office', () => {
  test('a staff member signs in, looks around and logs out', async ({ page }) => {
    // Four pages scanned by axe and two sign-ins: more than the default budget on a busy runner.
    test.slow();
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(page).toHaveTitle('好多AI 管理后台');

    // Empty form: the required message, no sign-in.
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入登录名', { exact: true }).last()).toBeVisible();

    // A wrong password: the server's message, still on the sign-in page.
    await page.getByLabel('登录名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Wrong12345');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/console\/login$/);

    await page.getByLabel('密码', { exact: true }).fill('Admin12345');
    await page.getByRole('button', { name: /登\s*录/ }).click();

    await expect(page).toHaveURL(/\/console\/?$/);
    await expect(page.getByTestId('database-status')).toHaveText('正常');
    await expect(page.getByTestId('staff-identity')).toBeVisible();
    await expect(page.getByRole('menu')).toContainText('学校管理');
    // The signed-in pages are checked here: after the log-out they only lead to the sign-in.
    expect(await accessibilityFindings(page)).toEqual([]);

    await page.getByRole('menuitem', { name: /课班管理/ }).click();
    await expect(page).toHaveURL(/\/console\/classes$/);
    await expect(page.getByRole('heading', { name: '课班管理' })).toBeVisible();
    expect(await accessibilityFindings(page)).toEqual([]);

    await page.getByRole('menuitem', { name: /作品审核/ }).click();
    await expect(page).toHaveURL(/\/console\/works-audit$/);
    await expect(page.getByRole('heading', { name: '作品审核' })).toBeVisible();

    // A reload keeps the session; an unknown path inside the console is a not-found page.
    await page.goto('/console/no-such-page');
    await expect(page.getByText('访问的页面不存在').last()).toBeVisible();
    expect(await accessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '返回工作台' }).click();
    await expect(page).toHaveURL(/\/console\/?$/);

    const token = await storedToken(page);
    // The token works until the log-out (so the signed probe below is sound).
    const config = await page.evaluate(
      () =>
        (window as { __HAODUO_CONFIG__?: { signSalt: string; tenantCode: string } })
          .__HAODUO_CONFIG__,
    );
    expect(config).toBeDefined();
    const client = createApiClient({
      baseUrl: new URL(page.url()).origin,
      signSalt: config!.signSalt,
      tenantCode: config!.tenantCode,
      getSession: () => ({ token }),
    });
    await expect(client.call(authEndpoints.checkAlive)).resolves.toMatchObject({ alive: true });
    await page.getByRole('button', { name: /退出登录/ }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(page.getByLabel('登录名')).toBeVisible();

    // The session is gone: the console sends us back to sign in ...
    await page.goto('/console/classes');
    await expect(page).toHaveURL(/\/console\/login$/);

    // ... and the server revoked the token.
    const failure = await client.call(authEndpoints.checkAlive).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});
