import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers';
import type { TApp } from './types';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: true,
};

async function headersOf(install: (app: TApp) => void, route?: (app: TApp) => void) {
  const app = Fastify() as unknown as TApp;
  install(app);
  app.get('/', async (_request, reply) => {
    reply.header('x-powered-by', 'someone');
    return { ok: true };
  });
  route?.(app);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, ...headers } = res.headers;
  return headers;
}

describe('security headers', () => {
  it('are the ones Helmet sets when run on every request', async () => {
    const recorded = await headersOf((app) => installSecurityHeaders(app, OPTIONS));
    const perRequest = await headersOf((app) => {
      const apply = helmet(OPTIONS);
      app.addHook('onRequest', (request, reply, done) =>
        apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
      );
    });
    expect(recorded).toEqual(perRequest);
    expect(recorded['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(recorded['strict-transport-security']).toBeDefined();
  });

  it('leave a route its own policy', async () => {
    const headers = await headersOf(
      (app) => installSecurityHeaders(app, OPTIONS),
      (app) =>
        app.get('/own', async (_request, reply) =>
          reply.header('content-security-policy', 'sandbox allow-scripts').send('x'),
        ),
    );
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    const app = Fastify() as unknown as TApp;
    installSecurityHeaders(app, OPTIONS);
    app.get('/own', async (_request, reply) =>
      reply.header('content-security-policy', 'sandbox allow-scripts').send('x'),
    );
    const own = await app.inject({ method: 'GET', url: '/own' });
    await app.close();
    expect(own.headers['content-security-policy']).toBe('sandbox allow-scripts');
  });

  it('refuse a policy that would differ per request', () => {
    const app = Fastify() as unknown as TApp;
    expect(() =>
      installSecurityHeaders(app, {
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per-request/);
  });
});
