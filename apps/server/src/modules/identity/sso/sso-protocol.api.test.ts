import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { casGet, ssoSignIn, ticketFromSession } from './testing/sso-fixtures';

/** The CAS protocol of the sign-in service: 1.0, 2.0, 3.0, renew and proxies. */
let t: TTestApp;
let callback: Server;
let callbackOrigin: string;
let callbackStatus = 200;
const received = new Map<string, string>();

beforeAll(async () => {
  callback = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const iou = url.searchParams.get('pgtIou');
    const id = url.searchParams.get('pgtId');
    if (iou && id) received.set(iou, id);
    res.writeHead(callbackStatus).end();
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackOrigin = `http://127.0.0.1:${(callback.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      SSO_ALLOWED_SERVICES: `https://partner.example.com,${callbackOrigin}`,
      SSO_PROXY_CALLBACK_HTTP_LOCALHOST: 'true',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => callback.close(resolve));
});

const APP = 'http://localhost/classroom';
const BACKEND = 'https://partner.example.com/api';

describe('CAS 3.0 /p3/serviceValidate', () => {
  it('answers the three attributes the schema requires, XML and JSON', async () => {
    const before = Date.now();
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const xml = await casGet(t, '/sso/p3/serviceValidate', { service: APP, ticket });
    expect(xml.headers['content-type']).toMatch(/application\/xml/);
    expect(xml.body).toContain('<cas:isFromNewLogin>true</cas:isFromNewLogin>');
    expect(xml.body).toContain(
      '<cas:longTermAuthenticationRequestTokenUsed>false</cas:longTermAuthenticationRequestTokenUsed>',
    );
    const date = /<cas:authenticationDate>([^<]+)<\/cas:authenticationDate>/.exec(xml.body)?.[1];
    expect(new Date(date!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { session } = await ssoSignIn(t, 'stu002', 'Stud1234', APP);
    const again = await ticketFromSession(t, session, APP);
    const json = await casGet(t, '/sso/p3/serviceValidate', {
      service: APP,
      ticket: again,
      format: 'JSON',
    });
    expect(json.json().serviceResponse.authenticationSuccess.attributes).toMatchObject({
      isFromNewLogin: 'false',
      longTermAuthenticationRequestTokenUsed: 'false',
      authenticationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('with renew=true refuses a ticket from an existing session and passes a fresh one', async () => {
    const { ticket, session } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const fromSession = await ticketFromSession(t, session, APP);
    const refused = await casGet(t, '/sso/p3/serviceValidate', {
      service: APP,
      ticket: fromSession,
      renew: 'true',
    });
    expect(refused.body).toContain('code="INVALID_TICKET"');
    const fresh = await casGet(t, '/sso/p3/serviceValidate', {
      service: APP,
      ticket,
      renew: 'true',
    });
    expect(fresh.body).toContain('<cas:authenticationSuccess>');
  });

  it('with renew on /login shows the form even to a signed-in user', async () => {
    const { session } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const res = await t.app.inject({
      method: 'GET',
      url: `/sso/login?renew=true&gateway=true&service=${encodeURIComponent(APP)}`,
      headers: { cookie: `haoduo_sso=${session}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form');
  });

  it('answers failures in the protocol, never a JSON 404; POST works like GET', async () => {
    const unknown = await casGet(t, '/sso/p3/serviceValidate', { service: APP, ticket: 'ST-nope' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('code="INVALID_TICKET"');
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/sso/p3/serviceValidate?service=a&service=b&ticket=ST-1&ticket=ST-2`,
    });
    expect(repeated.body).toContain('authenticationFailure');
    const { ticket } = await ssoSignIn(t, 'stu002', 'Stud1234', APP);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/sso/p3/serviceValidate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ service: APP, ticket }).toString(),
    });
    expect(posted.body).toContain('<cas:authenticationSuccess>');
  });

  it('names the login name on the VPN path', async () => {
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const res = await casGet(t, '/sso/p3/serviceValidate4Vpn', { service: APP, ticket });
    expect(res.body).toContain('<cas:user>stu001</cas:user>');
  });
});

describe('CAS 1.0 and 2.0', () => {
  it('/validate answers yes or no in text', async () => {
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const yes = await casGet(t, '/sso/validate', { service: APP, ticket });
    expect(yes.headers['content-type']).toMatch(/text\/plain/);
    expect(yes.body).toMatch(/^yes\n\d+\n$/);
    expect((await casGet(t, '/sso/validate', { service: APP, ticket })).body).toBe('no\n\n');
    expect((await casGet(t, '/sso/validate', {})).body).toBe('no\n\n');
  });

  it('/serviceValidate answers 2.0 XML without attributes', async () => {
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const res = await casGet(t, '/sso/serviceValidate', { service: APP, ticket });
    expect(res.body).toMatch(/<cas:user>\d+<\/cas:user>/);
    expect(res.body).not.toContain('<cas:attributes>');
  });
});

describe('proxies', () => {
  it('hands a PGT to the callback, grants a PT that validates with the chain', async () => {
    const pgtUrl = `${callbackOrigin}/pgt-callback`;
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const res = await casGet(t, '/sso/p3/serviceValidate', { service: APP, ticket, pgtUrl });
    const iou = /<cas:proxyGrantingTicket>([^<]+)</.exec(res.body)?.[1];
    expect(iou).toMatch(/^PGTIOU-/);
    const pgt = received.get(iou!)!;
    expect(pgt).toMatch(/^PGT-/);

    const proxy = await casGet(t, '/sso/proxy', { pgt, targetService: BACKEND });
    const pt = /<cas:proxyTicket>([^<]+)</.exec(proxy.body)?.[1];
    expect(pt).toMatch(/^PT-/);
    // A proxy ticket is not a service ticket: /p3/serviceValidate refuses (and spends) it.
    const serviceOnly = await casGet(t, '/sso/p3/serviceValidate', {
      service: BACKEND,
      ticket: pt!,
    });
    expect(serviceOnly.body).toContain('code="INVALID_TICKET"');

    const pt2 = /<cas:proxyTicket>([^<]+)</.exec(
      (await casGet(t, '/sso/proxy', { pgt, targetService: BACKEND })).body,
    )?.[1];
    const validated = await casGet(t, '/sso/p3/proxyValidate', { service: BACKEND, ticket: pt2! });
    expect(validated.body).toContain('<cas:authenticationSuccess>');
    expect(validated.body).toContain(`<cas:proxy>${pgtUrl}</cas:proxy>`);
    expect(validated.body).toContain('<cas:isFromNewLogin>false</cas:isFromNewLogin>');
    const v2 = await casGet(t, '/sso/proxyValidate', {
      service: BACKEND,
      ticket: /<cas:proxyTicket>([^<]+)</.exec(
        (await casGet(t, '/sso/proxy', { pgt, targetService: BACKEND })).body,
      )![1]!,
    });
    expect(v2.body).toContain('<cas:proxies>');
  });

  it('gives no PGT when the callback does not answer 200, and refuses a foreign callback', async () => {
    callbackStatus = 500;
    try {
      const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
      const res = await casGet(t, '/sso/p3/serviceValidate', {
        service: APP,
        ticket,
        pgtUrl: `${callbackOrigin}/pgt-callback`,
      });
      expect(res.body).toContain('<cas:authenticationSuccess>');
      expect(res.body).not.toContain('proxyGrantingTicket');
    } finally {
      callbackStatus = 200;
    }
    const { ticket } = await ssoSignIn(t, 'stu001', 'Stud1234', APP);
    const foreign = await casGet(t, '/sso/p3/serviceValidate', {
      service: APP,
      ticket,
      pgtUrl: 'https://evil.example.com/cb',
    });
    expect(foreign.body).toContain('code="INVALID_PROXY_CALLBACK"');
  });

  it('/proxy refuses missing parameters, an unknown pgt and a target outside the list', async () => {
    expect((await casGet(t, '/sso/proxy', {})).body).toContain('code="INVALID_REQUEST"');
    const bad = await casGet(t, '/sso/proxy', { pgt: 'PGT-nope', targetService: BACKEND });
    expect(bad.body).toContain('<cas:proxyFailure code="INVALID_TICKET"');
    const foreign = await casGet(t, '/sso/proxy', {
      pgt: 'PGT-nope',
      targetService: 'https://evil.example.com/',
    });
    expect(foreign.body).toContain('code="UNAUTHORIZED_SERVICE"');
  });
});
