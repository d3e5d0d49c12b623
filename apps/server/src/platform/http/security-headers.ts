import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TApp } from './types';

/**
 * Helmet's security headers on every response. They are the same on every response (the
 * policy has no per-request part), so Helmet runs once, at start, against a recording
 * response, and each request gets the recorded headers set directly: the Fastify plugin
 * (@fastify/helmet) built the middleware again for every request, re-parsing the whole
 * Content-Security-Policy each time, and even built once, running Helmet's chain of a dozen
 * middlewares per request cost about 7% of a signed-in read. Routes that need another
 * policy (the sandbox frame, SSO pages) set their own header in the handler, after this hook.
 */
export function installSecurityHeaders(app: TApp, options: Readonly<HelmetOptions>): void {
  const { set, removed } = recordHeaders(options);
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    done();
  });
}

/** The headers Helmet sets and removes, in its order. */
export function recordHeaders(options: Readonly<HelmetOptions>): {
  set: [string, string][];
  removed: string[];
} {
  const directives = Object.values(options.contentSecurityPolicy?.valueOf() ?? {});
  const perRequest = (value: unknown): boolean =>
    typeof value === 'function' ||
    (Array.isArray(value) && value.some(perRequest)) ||
    (value !== null && typeof value === 'object' && Object.values(value).some(perRequest));
  if (directives.some(perRequest)) {
    throw new Error('Security headers are recorded once: a per-request (function) value cannot be');
  }
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown = null;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error ?? null),
  );
  if (failure) throw failure as Error;
  return { set, removed };
}
