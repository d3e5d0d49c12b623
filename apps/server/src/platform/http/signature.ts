import { createHmac } from 'node:crypto';
import {
  canonicalQuery,
  Header,
  Messages,
  SIGN_QUERY_SIGN,
  SIGN_QUERY_TS,
  SIGNATURE_MAX_SKEW_MS,
  signaturesEqual,
} from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/tokens';
import { forbidden, unauthorized } from './errors';
import type { TApp } from './types';

/**
 * The wire contract's request checks for every /api/v1 call:
 * the tenant code header (403 when wrong) and the HMAC signature over ts, token and
 * payload (401 when missing, wrong or stale).
 */
export function installRequestChecks(
  app: TApp,
  options: { tenantCode: string; signSalt: string; now?: () => number },
): void {
  const now = options.now ?? Date.now;

  // Keep the exact body text: the signature covers it byte for byte.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError(Messages.BODY_INVALID_JSON) as SyntaxError & {
        statusCode: number;
      };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiV1(request)) return;
    if (request.headers[Header.TENANT_CODE] !== options.tenantCode) {
      throw forbidden(Messages.TENANT_INVALID);
    }
  });

  app.addHook('preValidation', async (request) => {
    if (!isApiV1(request)) return;
    const { pairs, ts, sign } = splitQuery(request.url);
    if (!ts || !sign || !/^\d{1,16}$/.test(ts)) throw unauthorized(Messages.SIGNATURE_INVALID);
    if (Math.abs(now() - Number(ts)) > SIGNATURE_MAX_SKEW_MS) {
      throw unauthorized(Messages.SIGNATURE_INVALID);
    }
    const token = bearerToken(request.headers[Header.AUTHORIZATION]) ?? '';
    const payload =
      request.method === 'GET' || request.method === 'HEAD'
        ? canonicalQuery(pairs)
        : (request.rawBody ?? '');
    const expected = serverSignature(ts, token, payload, options.signSalt);
    if (!signaturesEqual(expected, sign.toLowerCase())) {
      throw unauthorized(Messages.SIGNATURE_INVALID);
    }
  });
}

/**
 * The contract's signature (hex HMAC-SHA256 of `ts\ntoken\npayload`) with Node's native
 * HMAC: the contract's portable implementation, made for browsers, is plain JavaScript and
 * costs several times more per request.
 */
export function serverSignature(ts: string, token: string, payload: string, salt: string): string {
  return createHmac('sha256', salt).update(`${ts}\n${token}\n${payload}`).digest('hex');
}

function isApiV1(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/v1/') || request.url === '/api/v1';
}

function splitQuery(url: string): {
  pairs: [string, string][];
  ts: string | null;
  sign: string | null;
} {
  const index = url.indexOf('?');
  const params = new URLSearchParams(index >= 0 ? url.slice(index + 1) : '');
  const pairs = [...params.entries()];
  return { pairs, ts: params.get(SIGN_QUERY_TS), sign: params.get(SIGN_QUERY_SIGN) };
}
