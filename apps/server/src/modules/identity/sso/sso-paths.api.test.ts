import { AuthMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { latestCode, studentLogin } from '../auth/testing/auth-fixtures';
import {
  casGet,
  cookieHeader,
  cookiesOf,
  postForm,
  ssoSignIn,
  ticketFromSession,
} from './testing/sso-fixtures';

/** The other paths of the sign-in service: login2, code sign-in, logout, password, 有数, sync. */
let t: TTestApp;
const SECRET = 'partner-sync-secret-0123456789';
beforeAll(async () => {
  t = await createTestApp({ env: { SSO_SYNC_SECRET: SECRET } });
});
afterAll(async () => {
  await t.close();
});

const APP = 'http://localhost/classroom';

describe('/sso/login2', () => {
  it('is the sign-in page and takes the same form', async () => {
    const { res, ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP, '/sso/login2');
    expect(res.statusCode).toBe(303);
    const ok = await casGet(t, '/sso/p3/serviceValidate', { service: APP, ticket });
    expect(ok.body).toContain('<cas:authenticationSuccess>');
  });
});

describe('/sso/login-with-captcha', () => {
  it('sends a code to a teacher and signs them in with it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/sso/login-with-captcha?service=${encodeURIComponent(APP)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/sso/login-with-captcha"');
    const csrf = cookiesOf(page).haoduo_sso_csrf!;
    const jar = { haoduo_sso_csrf: csrf };
    const mobile = '13800000002';
    const sent = await postForm(
      t,
      '/sso/login-with-captcha',
      { mobile, send: '1', csrf, service: APP },
      jar,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(AuthMessages.SSO_CODE_SENT);
    const wrong = await postForm(
      t,
      '/sso/login-with-captcha',
      { mobile, captcha: '000000', csrf, service: APP },
      jar,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(AuthMessages.CAPTCHA_WRONG);
    const captcha = (await latestCode(t, mobile))!;
    const res = await postForm(
      t,
      '/sso/login-with-captcha',
      { mobile, captcha, csrf, service: APP },
      jar,
    );
    expect(res.statusCode).toBe(303);
    const ticket = new URL(String(res.headers.location)).searchParams.get('ticket')!;
    const ok = await casGet(t, '/sso/p3/serviceValidate', { service: APP, ticket, renew: 'true' });
    expect(ok.body).toContain('<cas:accountType>1</cas:accountType>');
  });

  it('refuses a post without the form token and a bad mobile', async () => {
    const res = await postForm(
      t,
      '/sso/login-with-captcha',
      { mobile: '13800000002', send: '1' },
      {},
    );
    expect(res.statusCode).toBe(403);
    const page = await t.app.inject({ method: 'GET', url: '/sso/login-with-captcha' });
    const csrf = cookiesOf(page).haoduo_sso_csrf!;
    const bad = await postForm(
      t,
      '/sso/login-with-captcha',
      { mobile: '123', csrf },
      { haoduo_sso_csrf: csrf },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(AuthMessages.SSO_MOBILE_REQUIRED);
  });
});

describe('POST /sso/logout', () => {
  it('ends the sign-in session like GET', async () => {
    const { session } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const out = await t.app.inject({
      method: 'POST',
      url: `/sso/logout?service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(out.statusCode).toBe(302);
    const after = await t.app.inject({
      method: 'GET',
      url: `/sso/login?service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(after.body).toContain('<form');
  });
});

describe('/sso/modify_password', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sso/modify_password' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sso/login');
  });

  it('changes the password and signs the user out everywhere', async () => {
    const { session, csrf } = await ssoSignIn(t, 'stu002', 'Stud1234', APP);
    const api = await studentLogin(t, 'stu002');
    const jar = { haoduo_sso: session, haoduo_sso_csrf: csrf };
    const page = await t.app.inject({
      method: 'GET',
      url: '/sso/modify_password',
      headers: { cookie: cookieHeader(jar) },
    });
    expect(page.statusCode).toBe(200);
    const wrong = await postForm(
      t,
      '/sso/modify_password',
      { oldPassword: 'Wrong1234', newPassword: 'Newer2026', csrf },
      jar,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(AuthMessages.OLD_PASSWORD_WRONG);
    const res = await postForm(
      t,
      '/sso/modify_password',
      { oldPassword: 'Stud1234', newPassword: 'Newer2026', csrf },
      jar,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(AuthMessages.SSO_PASSWORD_CHANGED);
    const alive = await t.api.get('/api/v1/auth/check-alive', undefined, {
      token: api.body.data.token,
    });
    expect(alive.status).toBe(401);
    expect((await studentLogin(t, 'stu002', 'Newer2026')).status).toBe(200);
  });
});

describe('有数 tokens', () => {
  it('are issued from the sign-in session and name its user once', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/sso/genYouShuToken' });
    expect(refused.statusCode).toBe(401);
    const { session } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/sso/genYouShuToken',
      headers: { cookie: `haoduo_sso=${session}` },
    });
    const { token } = issued.json().data;
    expect(token).toMatch(/^YS-/);
    const user = await t.app.inject({
      method: 'GET',
      url: `/sso/token2user4youshu?token=${token}`,
    });
    expect(user.json().data).toMatchObject({ name: '张小明', accountType: '2' });
    const again = await t.app.inject({
      method: 'GET',
      url: `/sso/token2user4youshu?token=${token}`,
    });
    expect(again.statusCode).toBe(401);
    // A 有数 token is not a service ticket anywhere.
    const ticket = await ticketFromSession(t, session, APP);
    const asYouShu = await t.app.inject({
      method: 'GET',
      url: `/sso/token2user4youshu?token=${ticket}`,
    });
    expect(asYouShu.statusCode).toBe(401);
  });
});

describe('partner sync', () => {
  it('needs the shared secret, then lists people and fields', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/sso/sync' });
    expect(none.statusCode).toBe(401);
    const auth = { authorization: `Bearer ${SECRET}` };
    const page = await t.app.inject({ method: 'GET', url: '/sso/sync?pageSize=2', headers: auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(page.json().data.list).toHaveLength(2);
    expect(JSON.stringify(page.json())).not.toMatch(/1[3-9]\d{9}/);
    const fields = await t.app.inject({ method: 'POST', url: '/sso/field_sync', headers: auth });
    expect(fields.json().data.map((f: { field: string }) => f.field)).toContain('userId');
  });
});

describe('POST /sso/verifyToken', () => {
  it('reads the token from the form', async () => {
    const login = await studentLogin(t, 'stu001');
    const res = await postForm(t, '/sso/verifyToken', { token: login.body.data.token }, {});
    expect(res.json().data).toMatchObject({ alive: true, accountType: 2 });
  });
});
