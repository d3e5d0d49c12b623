import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthMessages } from '@haoduo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { requestMeta } from '../auth/login-records';
import { createSessionResolver } from '../auth/sessions.service';
import { loginRateLimit } from '../captcha/rate-limits';
import { casFailureJson, casFailureXml, casSuccessJson, casSuccessXml } from './sso-cas';
import {
  clearCookie,
  readCookie,
  setCookie,
  SSO_CSRF_COOKIE,
  SSO_SESSION_COOKIE,
} from './sso-cookies';
import { errorPage, loginPage, signedInPage, signedOutPage, SSO_CSS } from './sso-pages';
import { ssoSignIn } from './sso-login.service';
import { checkService, serviceWithTicket } from './sso-services';
import {
  findSsoSession,
  issueTicket,
  revokeSsoSession,
  SSO_SESSION_TTL_MS,
  validateTicket,
} from './sso-sessions.service';

const ZLoginQuery = z.object({
  service: z.string().optional(),
  renew: z.string().optional(),
  gateway: z.string().optional(),
});
const ZLoginForm = z.object({
  account: z.string().trim().max(64).default(''),
  password: z.string().max(64).default(''),
  csrf: z.string().max(200).default(''),
  service: z.string().optional(),
});
const ZValidateQuery = z.object({
  service: z.string().optional(),
  ticket: z.string().optional(),
  format: z.string().optional(),
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The CAS-style sign-in service under /sso (outside /api/v1: no signature, HTML pages).
 * Tickets are single use, live at most five minutes and are bound to their service URL.
 */
export async function ssoRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const resolver = createSessionResolver(db);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const ownOrigin = (request: FastifyRequest) => {
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return '';
    }
  };
  const serviceOf = (request: FastifyRequest, raw: string | undefined) =>
    checkService(raw, ownOrigin(request), config.ssoAllowedServices);

  /** HTML with a strict policy: no script; forms post only here (and on to the service). */
  const html = (reply: FastifyReply, status: number, page: string, service?: string | null) => {
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
  };

  const csrfFor = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = readCookie(request, SSO_CSRF_COOKIE);
    if (existing) return existing;
    const token = randomBytes(24).toString('base64url');
    setCookie(request, reply, SSO_CSRF_COOKIE, token, { maxAgeSeconds: 3600, sameSite: 'Strict' });
    return token;
  };

  app.get(
    '/sso/assets/sso.css',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SSO_CSS),
  );

  app.get(
    '/sso/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sso'],
        summary: 'Sign-in page; with a live sign-in session, a redirect to service?ticket=ST-...',
        querystring: ZLoginQuery,
      },
    },
    async (request, reply) => {
      const checked = serviceOf(request, request.query.service);
      if (!checked.ok) return html(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      const cookie = readCookie(request, SSO_SESSION_COOKIE);
      const session =
        cookie && request.query.renew !== 'true' ? await findSsoSession(db, cookie) : null;
      if (session) {
        if (!checked.service) return html(reply, 200, signedInPage(session.name));
        const ticket = await issueTicket(db, {
          ssoSessionId: session.id,
          service: checked.service,
        });
        return reply
          .header('cache-control', 'no-store')
          .redirect(serviceWithTicket(checked.service, ticket), 302);
      }
      if (request.query.gateway === 'true' && checked.service) {
        return reply.redirect(checked.service, 302);
      }
      const page = loginPage({
        service: checked.service,
        csrf: csrfFor(request, reply),
        businessPhone: config.businessPhone,
      });
      return html(reply, 200, page, checked.service);
    },
  );

  app.post(
    '/sso/login',
    {
      config: { access: 'public', rateLimit: loginRateLimit(config) },
      schema: { tags: ['sso'], summary: 'Sign in from the page (form post)', hide: false },
    },
    async (request, reply) => {
      const parsed = ZLoginForm.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : { account: '', password: '', csrf: '' };
      const checked = serviceOf(request, parsed.success ? parsed.data.service : undefined);
      if (!checked.ok) return html(reply, 400, errorPage(AuthMessages.SSO_SERVICE_NOT_ALLOWED));
      const again = (status: number, error: string) =>
        html(
          reply,
          status,
          loginPage({
            service: checked.service,
            csrf: csrfFor(request, reply),
            account: form.account,
            error,
            businessPhone: config.businessPhone,
          }),
          checked.service,
        );

      const cookieCsrf = readCookie(request, SSO_CSRF_COOKIE);
      if (!cookieCsrf || !sameText(cookieCsrf, form.csrf)) {
        return again(403, AuthMessages.SSO_FORM_EXPIRED);
      }
      if (!form.account) return again(400, AuthMessages.SSO_ACCOUNT_REQUIRED);
      if (!form.password) return again(400, '请输入密码');

      let signedIn: Awaited<ReturnType<typeof ssoSignIn>>;
      try {
        signedIn = await ssoSignIn(db, {
          account: form.account,
          password: form.password,
          meta: requestMeta(request),
        });
      } catch (error) {
        if (error instanceof AppError) return again(error.status, error.message);
        throw error;
      }
      setCookie(request, reply, SSO_SESSION_COOKIE, signedIn.token, {
        maxAgeSeconds: SSO_SESSION_TTL_MS / 1000,
        sameSite: 'Lax',
      });
      if (!checked.service) return html(reply, 200, signedInPage(signedIn.name));
      const ticket = await issueTicket(db, {
        ssoSessionId: signedIn.sessionId,
        service: checked.service,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(serviceWithTicket(checked.service, ticket), 303);
    },
  );

  app.get(
    '/sso/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sso'],
        summary: 'End the sign-in session; then back to service when it is allowed',
        querystring: z.object({ service: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const cookie = readCookie(request, SSO_SESSION_COOKIE);
      if (cookie) await revokeSsoSession(db, cookie);
      clearCookie(request, reply, SSO_SESSION_COOKIE);
      const checked = serviceOf(request, request.query.service);
      if (checked.ok && checked.service) return reply.redirect(checked.service, 302);
      return html(reply, 200, signedOutPage());
    },
  );

  app.get(
    '/sso/p3/serviceValidate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sso'],
        summary: 'CAS 3.0 ticket validation: XML by default, JSON with format=JSON',
        querystring: ZValidateQuery,
      },
    },
    async (request, reply) => {
      const { service, ticket, format } = request.query;
      const json = format?.toUpperCase() === 'JSON';
      reply.header('cache-control', 'no-store');
      const fail = (code: Parameters<typeof casFailureXml>[0], message: string) =>
        json
          ? reply.type('application/json; charset=utf-8').send(casFailureJson(code, message))
          : reply.type('application/xml; charset=utf-8').send(casFailureXml(code, message));
      if (!service || !ticket) return fail('INVALID_REQUEST', 'service and ticket are required');
      if (!ticket.startsWith('ST-') || ticket.length > 200) {
        return fail('INVALID_TICKET_SPEC', 'Ticket is not a service ticket');
      }
      const result = await validateTicket(db, { ticket, service });
      if (!result.ok) return fail(result.code, result.message);
      return json
        ? reply.type('application/json; charset=utf-8').send(casSuccessJson(result.session))
        : reply.type('application/xml; charset=utf-8').send(casSuccessXml(result.session));
    },
  );

  app.get(
    '/sso/verifyToken',
    {
      config: { access: 'public', rateLimit: loginRateLimit(config) },
      schema: {
        tags: ['sso'],
        summary: 'Whether an API bearer token is alive (query token or Authorization header)',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token =
        request.query.token ?? (header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null);
      if (!token) {
        return reply
          .status(400)
          .send({ code: 400, message: AuthMessages.TOKEN_REQUIRED, data: null });
      }
      const session = await resolver.resolve(token);
      reply.header('cache-control', 'no-store');
      return {
        code: 200,
        message: 'success',
        data: session
          ? {
              alive: true,
              userId: session.userId,
              audience: session.audience,
              accountType: session.accountType,
            }
          : { alive: false },
      };
    },
  );
}
