import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie, SSO_CSRF_COOKIE } from './sso-cookies';
import { checkService } from './sso-services';

/** HTTP helpers of the sign-in service's pages. */

/** This server's own origin as the browser sees it (behind a proxy: with TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

export function serviceOf(
  request: FastifyRequest,
  raw: string | undefined,
  allowedOrigins: readonly string[],
) {
  return checkService(raw, ownOrigin(request), allowedOrigins);
}

/** An HTML page under a strict policy: no script; forms post only here (and on to the service). */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  page: string,
  service?: string | null,
) {
  const formTargets = ["'self'", ...(service ? [new URL(service).origin] : [])].join(' ');
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The form token against login CSRF: kept in a strict same-site cookie, echoed by the form. */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, SSO_CSRF_COOKIE);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  setCookie(request, reply, SSO_CSRF_COOKIE, token, { maxAgeSeconds: 3600, sameSite: 'Strict' });
  return token;
}

export function csrfMatches(request: FastifyRequest, submitted: string): boolean {
  const cookie = readCookie(request, SSO_CSRF_COOKIE);
  if (!cookie) return false;
  const left = Buffer.from(cookie);
  const right = Buffer.from(submitted);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
