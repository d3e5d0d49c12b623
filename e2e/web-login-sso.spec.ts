import { expect, test } from './support/axe';

// Journeys through the real server; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/**
 * The sign-in service (/sso/login) returns to the site with ?ticket=ST-...; the app keeps the
 * ticket out of the address bar, exchanges it once for a session and signs the pupil in.
 */
test('a ticket from the sign-in service signs the pupil in, once', async ({ page, baseURL }) => {
  const service = `${baseURL}/login?type=1`;
  await page.goto(`/sso/login?service=${encodeURIComponent(service)}`);
  await page.getByLabel('账号').fill('stu002');
  await page.getByLabel('密码', { exact: true }).fill('Stud1234');
  const exchange = page.waitForRequest(/\/api\/v1\/auth\/login-with-ticket/);
  await page.getByRole('button', { name: /登录/ }).click();

  // The app asks the server to exchange the stored ticket for a session, for this address.
  const sent = (await exchange).postDataJSON() as { ticket: string; service: string };
  expect(sent.ticket).toMatch(/^ST-/);
  expect(sent.service).toBe(service);

  // Signed in as 李小红: the usual flow goes on to the creation centre.
  await page.waitForURL(/\/user\/my\/book/);
  expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('ssoTicket'))).toBeNull();
  await expect(page.getByText('李小红').first()).toBeVisible();

  // Tickets are single use: the exchange used it up.
  const validation = await page.request.get(
    `/sso/p3/serviceValidate?format=JSON&service=${encodeURIComponent(sent.service)}&ticket=${sent.ticket}`,
  );
  expect(await validation.json()).toMatchObject({ serviceResponse: { authenticationFailure: {} } });
});
