import { AuthMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SERVICE = 'http://localhost/user/my/book';

/** Signs in on the /sso/ page and returns the ticket it redirects with. */
async function ssoTicket(account: string, password: string, service = SERVICE): Promise<string> {
  const form = await t.app.inject({
    method: 'GET',
    url: `/sso/login?service=${encodeURIComponent(service)}`,
  });
  const header = form.headers['set-cookie'];
  const cookies = (Array.isArray(header) ? header : [header ?? '']).map(
    (line) => line.split(';')[0]!,
  );
  const csrf = cookies.find((c) => c.startsWith('haoduo_sso_csrf='))!.split('=')[1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; ') },
    payload: new URLSearchParams({ account, password, csrf, service }).toString(),
  });
  return new URL(String(res.headers.location)).searchParams.get('ticket')!;
}

describe('sign-in with a sign-in service ticket', () => {
  it('refuses bad input and an unknown ticket, writing no session', async () => {
    const missing = await t.api.post('/api/v1/auth/login-with-ticket', { ticket: 'ST-x' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('service');
    const unknown = await t.api.post('/api/v1/auth/login-with-ticket', {
      ticket: 'ST-nope',
      service: SERVICE,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(AuthMessages.SSO_TICKET_INVALID);
  });

  it('turns a pupil ticket into a session once, for the service it was issued for', async () => {
    const ticket = await ssoTicket('stu001', 'Stud1234');
    const wrongService = await t.api.post('/api/v1/auth/login-with-ticket', {
      ticket,
      service: 'http://localhost/other',
    });
    expect(wrongService.status).toBe(400);

    const again = await ssoTicket('stu001', 'Stud1234');
    const res = await t.api.post<{
      token: string;
      accountType: number;
      accountList: unknown[];
      loginTenantId: number;
    }>('/api/v1/user-service/auth/login-with-ticket', { ticket: again, service: SERVICE });
    expect(res.status).toBe(200);
    expect(res.body.data.accountType).toBe(2);
    expect(res.body.data.accountList.length).toBeGreaterThan(0);
    const alive = await t.api.get('/api/v1/auth/check-alive', undefined, {
      token: res.body.data.token,
    });
    expect(alive.status).toBe(200);

    const reused = await t.api.post('/api/v1/auth/login-with-ticket', {
      ticket: again,
      service: SERVICE,
    });
    expect(reused.status).toBe(400);
  });

  it('gives a teacher the school list', async () => {
    const ticket = await ssoTicket('13800000001', 'Teach1234');
    const res = await t.api.post<{
      accountType: number;
      accountList: unknown[];
      loginTenantId: number | null;
    }>('/api/v1/auth/login-with-ticket', { ticket, service: SERVICE });
    expect(res.status).toBe(200);
    expect(res.body.data.accountType).toBe(1);
    expect(res.body.data.accountList).toHaveLength(2);
    expect(res.body.data.loginTenantId).toBeNull();
  });
});
