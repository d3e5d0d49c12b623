import { AccountType } from '@haoduo/contract';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { requestMeta } from '../auth/login-records';
import { codeRateLimit, loginRateLimit } from '../captcha/rate-limits';
import { changePassword, passwordExists, setInitialPassword } from './credentials.service';
import { changeMobile, isMobileAvailable, requestMobileChangeCode } from './mobile-change.service';
import { issueResetToken, resetPassword } from './password-reset.service';
import {
  ZChangePasswordBody,
  ZMobileAvailable,
  ZMobileCodeBody,
  ZMobileCodeQuery,
  ZMobileQuery,
  ZPasswordExist,
  ZResetPasswordBody,
  ZResetToken,
  ZSetPasswordBody,
} from './users.schemas';
import { userAdminRoutes } from './user-admin.routes';

const USER = '/api/v1/user-service/user';

/** Pupils have no mobile of their own; only teachers and staff move to a new one. */
function requireMobileOwner(auth: TAuth | null): TAuth {
  const a = requireAuth(auth);
  if (a.accountType === AccountType.STUDENT) throw forbidden();
  return a;
}

/** The user service: one's own password and mobile, and the forgot-password flow. */
export async function usersRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, sms, config } = deps;
  const loginLimit = loginRateLimit(config);
  const codeLimit = codeRateLimit(config);

  app.get(
    `${USER}/check-password-exist`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Whether the signed-in user has a password (else: the initial-password modal)',
        response: okResponse(ZPasswordExist),
      },
    },
    async (request) => ok({ exist: await passwordExists(db, requireAuth(request.auth).userId) }),
  );

  app.post(
    `${USER}/set-initial-password`,
    {
      config: { access: 'signed-in', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary: 'Set the first password of a user who has none (409 once one exists)',
        body: ZSetPasswordBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await setInitialPassword(db, {
        userId: requireAuth(request.auth).userId,
        encodedPassword: request.body.password,
        encodedRepeat: request.body.repeatPassword,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  app.post(
    `${USER}/modify-password`,
    {
      config: { access: 'signed-in', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary: "Change one's password (old and new, encoded); revokes the other sessions",
        body: ZChangePasswordBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await changePassword(db, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        encodedOld: request.body.oldPassword,
        encodedNew: request.body.newPassword,
        meta: requestMeta(request),
      });
      return ok(null);
    },
  );

  app.post(
    '/api/v1/works-service/student/custom/updatePwd',
    {
      config: { access: 'student', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary:
          'A pupil changes their password (old and new, encoded); revokes the other sessions',
        body: ZChangePasswordBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await changePassword(db, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        encodedOld: request.body.oldPassword,
        encodedNew: request.body.newPassword,
        meta: requestMeta(request),
      });
      return ok(null);
    },
  );

  app.get(
    `${USER}/get-forget-password-token`,
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary: 'Exchange a reset code for a short-lived, single-use reset token',
        querystring: ZMobileCodeQuery,
        response: okResponse(ZResetToken),
      },
    },
    async (request) => ok({ token: await issueResetToken(db, request.query) }),
  );

  app.post(
    `${USER}/reset-password`,
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset token; revokes every session of the user',
        body: ZResetPasswordBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await resetPassword(db, {
        token: request.body.token,
        encodedPassword: request.body.password,
        encodedRepeat: request.body.repeatPassword,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  app.get(
    `${USER}/check-new-mobile-client`,
    {
      config: { access: 'signed-in', rateLimit: codeLimit },
      schema: {
        tags: ['users'],
        summary: 'Whether a new mobile is free to move to',
        querystring: ZMobileQuery,
        response: okResponse(ZMobileAvailable),
      },
    },
    async (request) => {
      requireMobileOwner(request.auth);
      return ok({ available: await isMobileAvailable(db, request.query.mobile) });
    },
  );

  app.get(
    `${USER}/get-modify-user-mobile-captcha`,
    {
      config: { access: 'signed-in', rateLimit: codeLimit },
      schema: {
        tags: ['users'],
        summary: 'Send a code to the new mobile (then POST modify-mobile)',
        querystring: ZMobileQuery,
        response: okEmpty,
      },
    },
    async (request) => {
      const auth = requireMobileOwner(request.auth);
      await requestMobileChangeCode(db, sms, {
        userId: auth.userId,
        mobile: request.query.mobile,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  app.post(
    `${USER}/modify-mobile`,
    {
      config: { access: 'signed-in', rateLimit: loginLimit },
      schema: {
        tags: ['users'],
        summary: 'Move to the new mobile with the code sent to it',
        body: ZMobileCodeBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const auth = requireMobileOwner(request.auth);
      await changeMobile(db, {
        userId: auth.userId,
        mobile: request.body.mobile,
        captcha: request.body.captcha,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  await userAdminRoutes(app, deps);
}
