import {
  authEndpoints,
  createApiClient,
  defineEndpoint,
  encodePassword,
  Messages,
  signedQueryString,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('wire contract: request checks', () => {
  it('refuses an unsigned /api/v1 request with 401 in the envelope', async () => {
    const res = await t.api.get('/api/v1/auth/check-alive', undefined, { unsigned: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: Messages.SIGNATURE_INVALID, data: null });
  });

  it('refuses a wrong or missing tenant code with 403', async () => {
    const wrong = await t.api.get('/api/v1/auth/check-alive', undefined, {
      headers: { 'permission-tenant-en': '54' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 403, message: Messages.TENANT_INVALID, data: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/auth/check-alive' });
    expect(missing.statusCode).toBe(403);
  });

  it('refuses a stale timestamp and a tampered body', async () => {
    const qs = signedQueryString({
      method: 'GET',
      salt: t.config.signSalt,
      now: Date.now() - 301_000,
    });
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/check-alive?${qs}`,
      headers: { 'permission-tenant-en': '53' },
    });
    expect(stale.statusCode).toBe(401);

    const body = JSON.stringify({ username: 'admin', password: encodePassword('Admin12345') });
    const signed = signedQueryString({ method: 'POST', body, salt: t.config.signSalt });
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login?${signed}`,
      headers: { 'permission-tenant-en': '53', 'content-type': 'application/json' },
      payload: body.replace('admin', 'Admin'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe(Messages.SIGNATURE_INVALID);
  });

  it('refuses a signature made with another salt or for another query', async () => {
    const qs = signedQueryString({
      method: 'GET',
      query: { mobile: '13800000001' },
      salt: 'other-salt',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/sms-outbox?${qs}`,
      headers: { 'permission-tenant-en': '53' },
    });
    expect(res.statusCode).toBe(401);
    const good = signedQueryString({
      method: 'GET',
      query: { mobile: '13800000001' },
      salt: t.config.signSalt,
    });
    const swapped = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/sms-outbox?${good.replace('13800000001', '13800000002')}`,
      headers: { 'permission-tenant-en': '53' },
    });
    expect(swapped.statusCode).toBe(401);
  });
});

describe('wire contract: envelope', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.api.get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: Messages.ROUTE_NOT_FOUND, data: null });
  });

  it('answers a validation failure with 400, a Chinese message and field errors', async () => {
    const res = await t.api.post('/api/v1/auth/login', { username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([{ field: 'password', message: Messages.PASSWORD_REQUIRED }]);
    expect(res.body.message).toBe(Messages.PASSWORD_REQUIRED);
  });

  it('rejects wrong types and ignores unknown fields', async () => {
    const wrongType = await t.api.post('/api/v1/auth/login', {
      username: 12,
      password: encodePassword('Admin12345'),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.[0]?.field).toBe('username');
    const extra = await t.api.post('/api/v1/auth/login', {
      username: 'admin',
      password: encodePassword('Admin12345'),
      role: 'root',
    });
    expect(extra.status).toBe(200);
  });

  it('answers malformed JSON and oversized bodies with envelopes, not stack traces', async () => {
    const bad = await t.api.post('/api/v1/auth/login', undefined, { rawBody: '{"username": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, message: Messages.BODY_INVALID_JSON, data: null });

    const huge = await t.api.post('/api/v1/auth/login', undefined, {
      rawBody: JSON.stringify({ username: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, message: Messages.BODY_TOO_LARGE, data: null });
    expect(huge.raw.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('reports health with the database state', async () => {
    const res = await t.api.get<{ database: string; status: string }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the runtime configuration as a script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('window.__HAODUO_CONFIG__ = {');
    expect(res.body).toContain('"tenantCode":"53"');
    // Where the tiles open their tools: our own studio unless configured otherwise.
    expect(res.body).toContain('"aiStudioUrl":"/ai","hardwareLoginUrl":"/ai"');
  });
});

describe('wire contract: sessions', () => {
  it('signs in staff, reads the session, and revokes it on logout', async () => {
    const token = await t.api.staffToken();
    const alive = await t.api.get<{ user: { name: string; audience: string } }>(
      '/api/v1/auth/check-alive',
      undefined,
      { token },
    );
    expect(alive.status).toBe(200);
    expect(alive.body.data.user).toMatchObject({ name: '平台管理员', audience: 'staff' });

    const logout = await t.api.post('/api/v1/user-service/auth/logout', {}, { token });
    expect(logout.status).toBe(200);
    const after = await t.api.get('/api/v1/auth/check-alive', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(Messages.LOGIN_REQUIRED);
  });

  it('does not say whether a user name exists', async () => {
    const unknown = await t.api.post('/api/v1/auth/login', {
      username: 'nobody',
      password: encodePassword('Admin12345'),
    });
    const wrong = await t.api.post('/api/v1/auth/login', {
      username: 'admin',
      password: encodePassword('Wrong12345'),
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('rotates refresh tokens: each works once, a reuse ends the family', async () => {
    const login = await t.api.post<{ refreshToken: string }>('/api/v1/auth/login', {
      username: 'admin',
      password: encodePassword('Admin12345'),
    });
    const first = await t.api.post<{ token: string; refreshToken: string }>(
      '/api/v1/auth/refresh-token',
      { refreshToken: login.body.data.refreshToken },
    );
    expect(first.status).toBe(200);
    const again = await t.api.post('/api/v1/auth/refresh-token', {
      refreshToken: login.body.data.refreshToken,
    });
    expect(again.status).toBe(401);
    // A spent refresh token presented again ends its whole family, the new pair included.
    const alive = await t.api.get('/api/v1/auth/check-alive', undefined, {
      token: first.body.data.token,
    });
    expect(alive.status).toBe(401);
  });

  it('works with the contract package client over real HTTP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let token: string | null = null;
    const client = createApiClient({
      baseUrl: address,
      signSalt: t.config.signSalt,
      tenantCode: t.config.tenantCode,
      getSession: () => ({ token }),
    });
    const login = await client.call(authEndpoints.staffLogin, {
      username: 'admin',
      password: encodePassword('Admin12345'),
    });
    token = login.token;
    const alive = await client.call(authEndpoints.checkAlive);
    expect(alive.alive).toBe(true);
    const unknown = defineEndpoint({
      method: 'GET',
      path: '/api/v1/nothing-here',
      tag: 'test',
      access: 'public',
      summary: 'A call the server does not have',
    });
    await expect(client.call(unknown, undefined, { silent: true })).rejects.toMatchObject({
      status: 404,
      message: Messages.ROUTE_NOT_FOUND,
    });
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, unknown>;
      info: { title: string };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/user-service/auth/login',
        '/api/health',
      ]),
    );
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('sandbox frame', () => {
  it('serves the program frame with a policy of its own: sandboxed, inline code only, no network', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/frame.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('allow-same-origin');
    expect(res.body).toContain('haoduo-sandbox:load');
  });
});
