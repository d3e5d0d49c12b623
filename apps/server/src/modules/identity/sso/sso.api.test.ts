import { AuthMessages, encodePassword } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { studentLogin, WORKS } from '../auth/testing/auth-fixtures';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SSO_ALLOWED_SERVICES: 'https://partner.example.com' } });
});
afterAll(async () => {
  await t.close();
});

const APP = 'http://localhost/classroom?x=1';
const PARTNER = 'https://partner.example.com/cas/callback';

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    list.map((line) => {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      return [pair!.slice(0, index), pair!.slice(index + 1)];
    }),
  );
}

async function openForm(service?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/sso/login${service ? `?service=${encodeURIComponent(service)}` : ''}`,
  });
  const csrf = cookiesOf(res).haoduo_sso_csrf!;
  return { res, csrf };
}

async function submit(
  form: Record<string, string>,
  cookies: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function signIn(account: string, password: string, service: string) {
  const { csrf } = await openForm(service);
  const res = await submit({ account, password, csrf, service }, { haoduo_sso_csrf: csrf });
  const ticket = new URL(String(res.headers.location)).searchParams.get('ticket');
  return { res, ticket: ticket!, session: cookiesOf(res).haoduo_sso! };
}

const validate = (service: string, ticket: string, format?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/sso/p3/serviceValidate?${new URLSearchParams({ service, ticket, ...(format ? { format } : {}) })}`,
  });

describe('the sign-in page', () => {
  it('is Chinese HTML with a form posting to itself and no script', async () => {
    const { res, csrf } = await openForm(APP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('<form method="post" action="/sso/login"');
    expect(res.body).toContain(`value="${csrf}"`);
    expect(res.body).not.toMatch(/<script|\son\w+=/i);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const css = await t.app.inject({ method: 'GET', url: '/sso/assets/sso.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('refuses a service outside the allow-list (400) and ignores a hostile one', async () => {
    for (const service of ['https://evil.example.com/', 'javascript:alert(1)', 'not a url']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sso/login?service=${encodeURIComponent(service)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(AuthMessages.SSO_SERVICE_NOT_ALLOWED);
    }
  });

  it('refuses a post without the form token (login CSRF), signing nobody in', async () => {
    const res = await submit({ account: 'stu001', password: 'Stud1234', service: APP }, {});
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(AuthMessages.SSO_FORM_EXPIRED);
    expect(cookiesOf(res).haoduo_sso).toBeUndefined();
  });

  it('shows the wrong-password message on the page', async () => {
    const { csrf } = await openForm(APP);
    const res = await submit(
      { account: 'stu001', password: 'Wrong1234', csrf, service: APP },
      { haoduo_sso_csrf: csrf },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(AuthMessages.SSO_WRONG_CREDENTIALS);
    expect(res.body).not.toContain('Wrong1234');
  });
});

describe('tickets', () => {
  it('redirects to the service with a ticket that validates once (XML)', async () => {
    const { res, ticket } = await signIn('stu001', 'Stud1234', APP);
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^http:\/\/localhost\/classroom\?x=1&ticket=ST-/);
    const ok = await validate(APP, ticket);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/application\/xml/);
    expect(ok.body).toContain('<cas:authenticationSuccess>');
    expect(ok.body).toContain('<cas:name>张小明</cas:name>');
    expect(ok.body).toContain('<cas:accountType>2</cas:accountType>');
    expect(ok.body).toMatch(/<cas:user>\d+<\/cas:user>/);
    const again = await validate(APP, ticket);
    expect(again.body).toContain('code="INVALID_TICKET"');
  });

  it('issues a ticket straight away when the sign-in session lives; JSON on request', async () => {
    const { session } = await signIn('13800000002', 'Teach1234', PARTNER);
    const res = await t.app.inject({
      method: 'GET',
      url: `/sso/login?service=${encodeURIComponent(PARTNER)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(res.statusCode).toBe(302);
    const ticket = new URL(String(res.headers.location)).searchParams.get('ticket')!;
    const json = await validate(PARTNER, ticket, 'JSON');
    expect(json.headers['content-type']).toMatch(/application\/json/);
    expect(json.json()).toEqual({
      serviceResponse: {
        authenticationSuccess: {
          user: expect.stringMatching(/^\d+$/),
          attributes: expect.objectContaining({ name: '李老师', accountType: '1', staff: 'false' }),
        },
      },
    });
  });

  it('binds a ticket to its service: another service is refused and the ticket is spent', async () => {
    const { ticket } = await signIn('stu002', 'Stud1234', APP);
    const wrong = await validate(PARTNER, ticket, 'JSON');
    expect(wrong.json()).toMatchObject({
      serviceResponse: { authenticationFailure: { code: 'INVALID_SERVICE' } },
    });
    expect((await validate(APP, ticket)).body).toContain('INVALID_TICKET');
  });

  it('refuses an expired ticket, a malformed one and a missing parameter', async () => {
    const { ticket } = await signIn('stu002', 'Stud1234', APP);
    await t.database.db.execute(
      sql`update sso_tickets set expires_at = now() - interval '1 second' where consumed_at is null`,
    );
    expect((await validate(APP, ticket)).body).toContain('INVALID_TICKET');
    expect((await validate(APP, 'TGT-123')).body).toContain('INVALID_TICKET_SPEC');
    const missing = await t.app.inject({ method: 'GET', url: '/sso/p3/serviceValidate' });
    expect(missing.body).toContain('INVALID_REQUEST');
  });
});

describe('logout and revocation', () => {
  it('ends the sign-in session and returns to the service', async () => {
    const { session } = await signIn('stu001', 'Stud1234', APP);
    const out = await t.app.inject({
      method: 'GET',
      url: `/sso/logout?service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(APP);
    expect(String(out.headers['set-cookie'])).toContain('haoduo_sso=;');
    const after = await t.app.inject({
      method: 'GET',
      url: `/sso/login?service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<form');
  });

  it('forgets the pupil once the password changes elsewhere', async () => {
    const { session } = await signIn('stu002', 'Stud1234', APP);
    const api = await studentLogin(t, 'stu002');
    await t.api.post(
      `${WORKS}/student/custom/updatePwd`,
      { oldPassword: encodePassword('Stud1234'), newPassword: encodePassword('Other2026') },
      { token: api.body.data.token },
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/sso/login?service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('verifyToken', () => {
  it('says whether an API token is alive', async () => {
    const login = await studentLogin(t, 'stu001');
    const alive = await t.app.inject({
      method: 'GET',
      url: `/sso/verifyToken?token=${login.body.data.token}`,
    });
    expect(alive.json()).toMatchObject({
      code: 200,
      data: { alive: true, accountType: 2, audience: 'learner' },
    });
    const dead = await t.app.inject({ method: 'GET', url: '/sso/verifyToken?token=nope' });
    expect(dead.json()).toEqual({ code: 200, message: 'success', data: { alive: false } });
    const missing = await t.app.inject({ method: 'GET', url: '/sso/verifyToken' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AuthMessages.TOKEN_REQUIRED);
  });
});
