import { ZHealth, ZMobile } from '@haoduo/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import type { TDeps } from '../../platform/deps';
import { SERVER_VERSION } from '../../platform/version';

const startedAt = Date.now();

/** Health, the browser's runtime configuration, and the development SMS outbox. */
export async function systemRoutes(app: TApp, { config, database, sms }: TDeps): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Server and database health',
        response: { 200: z.object({ code: z.number(), message: z.string(), data: ZHealth }) },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        driver: database.driver,
        version: SERVER_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      reply.header('cache-control', 'no-store');
      // Health answers 200 with the database state, so a load balancer can read it.
      return { code: 200, message: up ? 'success' : '数据库暂时不可用', data };
    },
  );

  // Runtime configuration for the browser apps: a script, so the CSP needs no inline code.
  const browserConfig = JSON.stringify({
    signSalt: config.signSalt,
    tenantCode: config.tenantCode,
    sentryDsn: config.sentryDsn ?? null,
    environment: config.appEnv,
    aiEdition: config.aiEdition,
    businessPhone: config.businessPhone,
    version: SERVER_VERSION,
  });
  app.get(
    '/app-config.js',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(`window.__HAODUO_CONFIG__ = ${browserConfig};\n`);
    },
  );

  const outboxOpen = config.nodeEnv !== 'production' && sms.readable;
  app.get(
    '/api/v1/dev/sms-outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary:
          'Newest SMS outbox messages of a mobile (outside production, outbox provider only)',
        querystring: z.object({
          mobile: ZMobile,
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: okResponse(
          z.array(z.object({ content: z.string(), channel: z.string(), createdAt: z.string() })),
        ),
      },
    },
    async (request) => {
      if (!outboxOpen) throw notFound();
      return ok(await sms.recent(request.query.mobile, request.query.limit));
    },
  );
}
