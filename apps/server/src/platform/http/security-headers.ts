import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TApp } from './types';

/**
 * Helmet's security headers on every response. The middleware is built once: the Fastify
 * plugin (@fastify/helmet) built it again for every request, re-parsing the whole
 * Content-Security-Policy each time, which cost more than a primary-key read per request.
 * Routes that need another policy (the sandbox frame, SSO pages) set their own header in
 * the handler, after this hook.
 */
export function installSecurityHeaders(app: TApp, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
