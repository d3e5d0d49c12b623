import CASAuthentication from 'cas-authentication';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';

/**
 * A CAS client nobody here wrote (npm cas-authentication) protects a small web app; a
 * "browser" (fetch, cookies by hand) goes there, is sent to /sso/login, signs in, and the
 * client validates the ticket over real HTTP (CAS 3.0 /p3/serviceValidate, 2.0 and 1.0).
 */
let t: TTestApp;
let app: Server;
let appOrigin: string;
let casUrl: string;
const clients = new Map<string, CASAuthentication>();
const sessions = new Map<string, Record<string, unknown>>();

function serve(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', appOrigin);
  const sid = /(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1] ?? randomUUID();
  if (!sessions.has(sid)) sessions.set(sid, {});
  const session = sessions.get(sid)!;
  const request = Object.assign(req, { session, query: Object.fromEntries(url.searchParams) });
  const response = Object.assign(res, {
    redirect: (location: string) =>
      res.writeHead(302, { location, 'set-cookie': `sid=${sid}; Path=/` }).end(),
    sendStatus: (status: number) => res.writeHead(status).end(),
  });
  const client = clients.get(url.pathname);
  if (!client) return res.writeHead(404).end();
  client.bounce(request, response, () => {
    res
      .writeHead(200, { 'content-type': 'application/json', 'set-cookie': `sid=${sid}; Path=/` })
      .end(JSON.stringify({ user: session.cas_user, attributes: session.cas_attributes ?? null }));
  });
}

beforeAll(async () => {
  app = createServer(serve);
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { SSO_ALLOWED_SERVICES: appOrigin } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  casUrl = `${address}/sso`;
  const client = (version: '1.0' | '2.0' | '3.0', renew = false) => {
    const cas = new CASAuthentication({
      cas_url: casUrl,
      service_url: appOrigin,
      cas_version: version,
      renew,
      session_info: 'cas_attributes',
    });
    // The package always talks to port 80 for http; point it at the test server's port.
    cas.cas_port = Number(new URL(address).port);
    return cas;
  };
  clients.set('/v3', client('3.0'));
  clients.set('/v2', client('2.0'));
  clients.set('/v1', client('1.0'));
  clients.set('/renew', client('3.0', true));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => app.close(resolve));
});

/** A browser: keeps cookies per origin, follows nothing by itself. */
function browser() {
  const jar = new Map<string, Map<string, string>>();
  return async (href: string, init: { form?: Record<string, string> } = {}) => {
    const url = new URL(href);
    const cookies = jar.get(url.origin) ?? new Map<string, string>();
    jar.set(url.origin, cookies);
    const res = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = res.headers.get('location');
    return {
      status: res.status,
      location: location ? new URL(location, url).toString() : null,
      body: await res.text(),
      cookie: (name: string) => cookies.get(name),
    };
  };
}

/** The app sends the browser to /sso/login; it signs in; the app validates the ticket. */
async function signInThrough(path: string, account: string, password: string) {
  const go = browser();
  const first = await go(`${appOrigin}${path}`);
  expect(first.status).toBe(302);
  expect(first.location).toMatch(new RegExp(`^${casUrl}/login\\?service=`));
  const page = await go(first.location!);
  expect(page.status).toBe(200);
  const service = new URL(first.location!).searchParams.get('service')!;
  const posted = await go(`${casUrl}/login`, {
    form: { account, password, csrf: page.cookie('haoduo_sso_csrf')!, service },
  });
  expect(posted.status).toBe(303);
  expect(posted.location).toMatch(/\?ticket=ST-/);
  const back = await go(posted.location!);
  expect(back.status).toBe(302);
  const done = await go(back.location!);
  return { go, done };
}

describe('a CAS client from npm (cas-authentication)', () => {
  it('signs a pupil in with CAS 3.0 and reads the attributes', async () => {
    const { done } = await signInThrough('/v3', 'stu001', 'Stud1234');
    expect(done.status).toBe(200);
    const body = JSON.parse(done.body);
    expect(body.user).toMatch(/^\d+$/);
    expect(body.attributes).toMatchObject({
      name: '张小明',
      accounttype: '2',
      isfromnewlogin: 'true',
      longtermauthenticationrequesttokenused: 'false',
      authenticationdate: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('signs a teacher in with CAS 2.0 and with CAS 1.0', async () => {
    for (const path of ['/v2', '/v1']) {
      const { done } = await signInThrough(path, '13800000002', 'Teach1234');
      expect(done.status).toBe(200);
      expect(JSON.parse(done.body).user).toMatch(/^\d+$/);
    }
  });

  it('refuses a replayed ticket: the client answers 401', async () => {
    const go = browser();
    const first = await go(`${appOrigin}/v3`);
    const page = await go(first.location!);
    const service = new URL(first.location!).searchParams.get('service')!;
    const posted = await go(`${casUrl}/login`, {
      form: {
        account: 'stu002',
        password: 'Stud1234',
        csrf: page.cookie('haoduo_sso_csrf')!,
        service,
      },
    });
    expect((await go(posted.location!)).status).toBe(302);
    // Someone else replays the same ticket URL at the app: the client's validation fails.
    const other = browser();
    await other(`${appOrigin}/v3`);
    expect((await other(posted.location!)).status).toBe(401);
  });

  it('with renew, asks a signed-in user for the password again', async () => {
    const go = browser();
    const page = await go(`${casUrl}/login`);
    const signedIn = await go(`${casUrl}/login`, {
      form: { account: 'stu001', password: 'Stud1234', csrf: page.cookie('haoduo_sso_csrf')! },
    });
    expect(signedIn.status).toBe(200);
    const start = await go(`${appOrigin}/renew`);
    expect(start.location).toContain('renew=true');
    const again = await go(start.location!);
    expect(again.status).toBe(200);
    expect(again.body).toContain('<form');
    // Without renew, the same sign-in session gets a ticket at once.
    const plain = await go(`${appOrigin}/v3`);
    const straight = await go(plain.location!);
    expect(straight.status).toBe(302);
    expect(straight.location).toMatch(/\?ticket=ST-/);
  });
});
