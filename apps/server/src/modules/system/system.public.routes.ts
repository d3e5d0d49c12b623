import { Messages, systemEndpoints } from '@haoduo/contract';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { SANDBOX_FRAME_CSP } from '../../platform/http/sandbox-policy';
import type { TApp } from '../../platform/http/types';
import type { TConfig } from '../../platform/config';
import type { TDeps } from '../../platform/deps';
import { SERVER_VERSION } from '../../platform/version';

const startedAt = Date.now();

/** The runtime configuration the browser apps get from /app-config.js (and the page renderer). */
export function browserConfigOf(config: TConfig) {
  return {
    signSalt: config.signSalt,
    tenantCode: config.tenantCode,
    sentryDsn: config.sentryDsn ?? null,
    environment: config.appEnv,
    aiEdition: config.aiEdition,
    businessPhone: config.businessPhone,
    version: SERVER_VERSION,
    // Where the tiles' tools open (the browser opens our own studio in the same tab, an
    // outside one in a new window; AI hardware needs a platform of its own).
    aiStudioUrl: config.aiStudioUrl,
    hardwareLoginUrl: config.hardwareLoginUrl,
    // With object storage, the browser uploads straight to the bucket (presigned POST).
    directUpload: config.s3 !== null,
  };
}

const SANDBOX_FRAME_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>sandbox</title></head><body><script>
window.addEventListener('message', function (event) {
  if (event.source !== window.parent || !event.data || event.data.type !== 'haoduo-sandbox:load') return;
  document.open();
  document.write(String(event.data.html));
  document.close();
});
window.parent.postMessage({ type: 'haoduo-sandbox:ready' }, '*');
</script></body></html>`;

/** Health, the browser's runtime configuration, and the development SMS outbox. */
export async function systemRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { config, database, sms } = deps;
  route(app, systemEndpoints.health, {
    handler: async (_request, reply) => {
      const [up, redis, storage] = await Promise.all([
        database.ping(),
        deps.cluster.redis ? deps.cluster.bus.ping() : null,
        storageAnswers(deps),
      ]);
      const fine = up && redis !== false && storage;
      const data = {
        status: fine ? ('ok' as const) : ('degraded' as const),
        ready: fine && !deps.cluster.draining,
        database: up ? ('up' as const) : ('down' as const),
        redis: redis === null ? ('off' as const) : redis ? ('up' as const) : ('down' as const),
        storage: storage ? ('up' as const) : ('down' as const),
        driver: database.driver,
        version: SERVER_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      reply.header('cache-control', 'no-store');
      // Closing (SIGTERM): 503, so a balancer sends the next requests elsewhere.
      if (deps.cluster.draining) {
        return reply.code(503).send({ code: 503, message: Messages.SERVICE_UNAVAILABLE, data });
      }
      // Otherwise 200 with the states, so a load balancer can read them.
      if (up) return data;
      return reply.send({ code: 200, message: '数据库暂时不可用', data });
    },
  });

  // Runtime configuration for the browser apps: a script, so the CSP needs no inline code.
  const browserConfig = JSON.stringify(browserConfigOf(config));
  app.get(
    '/app-config.js',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(`window.__HAODUO_CONFIG__ = ${browserConfig};\n`),
  );

  // The frame pupils' smart apps and agent programs run in. The page embeds it with
  // sandbox="allow-scripts" (an opaque origin: no cookies, storage or site access) and posts
  // the program's HTML to it; this response's own policy lets that inline code run, which the
  // site's policy (inherited by srcdoc frames) would not.
  app.get(
    '/sandbox/frame.html',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', SANDBOX_FRAME_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(SANDBOX_FRAME_HTML),
  );

  const outboxOpen = config.nodeEnv !== 'production' && sms.readable;
  route(app, systemEndpoints.smsOutbox, {
    handler: async (request) => {
      if (!outboxOpen) throw notFound();
      return sms.recent(request.query.mobile, request.query.limit);
    },
  });
}

/** The file store answers (local: its folder is writable; S3: the bucket is there). */
async function storageAnswers({ storage }: TDeps): Promise<boolean> {
  try {
    await storage.ping();
    return true;
  } catch {
    return false;
  }
}
