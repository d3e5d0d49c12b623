import { Messages } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { unauthorized } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { captchaRoutes } from '../captcha/captcha.routes';
import { loginRateLimit } from '../captcha/rate-limits';
import { staffScope } from '../users/users.policy';
import { findUserById } from '../users/users.queries';
import { AUTH_PREFIXES } from './auth-prefixes';
import {
  ZAlive,
  ZLoginRecordPage,
  ZLoginRecordQuery,
  ZLoginResult,
  ZMobileCodeBody,
  ZMobilePasswordBody,
  ZRefreshBody,
  ZStaffLoginBody,
  ZTicketLoginBody,
  ZTokenPair,
} from './auth.schemas';
import { learnerLoginRoutes } from './learner-login.routes';
import { requestMeta } from './login-records';
import { ticketLogin } from './ticket-login.service';
import { pageLoginRecords } from './login-records.queries';
import { refreshSession, revokeSession } from './sessions.service';
import { staffCodeLogin, staffLogin, staffMobilePasswordLogin } from './staff-login';

export { AUTH_PREFIXES };

/** The auth service (both prefixes), the learner sign-ins and every code-sending call. */
export async function authRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const rateLimit = loginRateLimit(config);

  for (const prefix of AUTH_PREFIXES) {
    app.post(
      `${prefix}/login`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Back-office sign-in by user name and encoded password',
          body: ZStaffLoginBody,
          response: okResponse(ZLoginResult),
        },
      },
      async (request) =>
        ok(
          await staffLogin(db, {
            username: request.body.username,
            encodedPassword: request.body.password,
            meta: requestMeta(request),
          }),
        ),
    );

    app.post(
      `${prefix}/login-with-captcha`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Back-office sign-in by mobile and code (code from captcha)',
          body: ZMobileCodeBody,
          response: okResponse(ZLoginResult),
        },
      },
      async (request) =>
        ok(
          await staffCodeLogin(db, {
            mobile: request.body.mobile,
            captcha: request.body.captcha,
            meta: requestMeta(request),
          }),
        ),
    );

    app.post(
      `${prefix}/login-with-ticket`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Learner sign-in with a ticket from the /sso/ sign-in service',
          body: ZTicketLoginBody,
          response: okResponse(ZLoginResult),
        },
      },
      async (request) =>
        ok(
          await ticketLogin(db, {
            ticket: request.body.ticket,
            service: request.body.service,
            meta: requestMeta(request),
          }),
        ),
    );

    app.post(
      `${prefix}/login-with-mobile-password`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Back-office sign-in by mobile and encoded password',
          body: ZMobilePasswordBody,
          response: okResponse(ZLoginResult),
        },
      },
      async (request) =>
        ok(
          await staffMobilePasswordLogin(db, {
            mobile: request.body.mobile,
            encodedPassword: request.body.password,
            meta: requestMeta(request),
          }),
        ),
    );

    app.post(
      `${prefix}/logout`,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], summary: 'Revoke this session', response: okEmpty },
      },
      async (request) => {
        await revokeSession(db, requireAuth(request.auth).sessionId);
        return ok(null);
      },
    );

    app.post(
      `${prefix}/refresh-token`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'New token pair for a refresh token',
          body: ZRefreshBody,
          response: okResponse(ZTokenPair),
        },
      },
      async (request) => {
        const pair = await refreshSession(db, request.body.refreshToken);
        if (!pair) throw unauthorized(Messages.LOGIN_REQUIRED);
        return ok({ token: pair.token, refreshToken: pair.refreshToken });
      },
    );

    app.get(
      `${prefix}/check-alive`,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], summary: 'Is this session alive', response: okResponse(ZAlive) },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const user = await findUserById(db, auth.userId);
        if (!user) throw unauthorized();
        return ok({
          alive: true as const,
          user: {
            id: user.id,
            name: user.name,
            audience: auth.audience,
            accountType: auth.accountType,
            schoolId: auth.schoolId,
            staffType: auth.staffType,
          },
        });
      },
    );

    app.get(
      `${prefix}/page-exception-login-record`,
      {
        config: { access: 'staff' },
        schema: {
          tags: ['auth'],
          summary: 'Failed and locked sign-in attempts, newest first (paged)',
          querystring: ZLoginRecordQuery,
          response: okResponse(ZLoginRecordPage),
        },
      },
      async (request) => {
        const scope = await staffScope(db, requireAuth(request.auth));
        return ok(await pageLoginRecords(db, scope, request.query, true));
      },
    );
  }

  await learnerLoginRoutes(app, deps);
  await captchaRoutes(app, deps);
}
