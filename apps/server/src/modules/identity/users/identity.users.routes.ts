import { AccountType, userEndpoints } from '@haoduo/contract';
import { requireAuth, type TAuth } from '../../../platform/auth/auth-context';
import type { TDeps } from '../../../platform/deps';
import { forbidden } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { requestMeta } from '../auth/login-records';
import { codeRateLimit, loginRateLimit } from '../captcha/rate-limits';
import { changePassword, passwordExists, setInitialPassword } from './credentials.service';
import { changeMobile, isMobileAvailable, requestMobileChangeCode } from './mobile-change.service';
import { issueResetToken, resetPassword } from './password-reset.service';

/** Pupils have no mobile of their own; only teachers and staff move to a new one. */
function requireMobileOwner(auth: TAuth | null): TAuth {
  const a = requireAuth(auth);
  if (a.accountType === AccountType.STUDENT) throw forbidden();
  return a;
}

/** The user service: one's own password and mobile, and the forgot-password flow. */
export async function usersRoutes(app: TApp, { db, sms, config }: TDeps): Promise<void> {
  const loginLimit = loginRateLimit(config);
  const codeLimit = codeRateLimit(config);

  route(app, userEndpoints.passwordExists, {
    handler: async (request) => ({
      exist: await passwordExists(db, requireAuth(request.auth).userId),
    }),
  });

  route(app, userEndpoints.setInitialPassword, {
    rateLimit: loginLimit,
    handler: async (request) => {
      await setInitialPassword(db, {
        userId: requireAuth(request.auth).userId,
        encodedPassword: request.body.password,
        encodedRepeat: request.body.repeatPassword,
        ip: request.ip,
      });
      return null;
    },
  });

  for (const endpoint of [userEndpoints.changePassword, userEndpoints.studentChangePassword]) {
    route(app, endpoint, {
      rateLimit: loginLimit,
      handler: async (request) => {
        const auth = requireAuth(request.auth);
        await changePassword(db, {
          userId: auth.userId,
          sessionId: auth.sessionId,
          encodedOld: request.body.oldPassword,
          encodedNew: request.body.newPassword,
          meta: requestMeta(request),
        });
        return null;
      },
    });
  }

  route(app, userEndpoints.resetToken, {
    rateLimit: loginLimit,
    handler: async (request) => ({ token: await issueResetToken(db, request.query) }),
  });

  route(app, userEndpoints.resetPassword, {
    rateLimit: loginLimit,
    handler: async (request) => {
      await resetPassword(db, {
        token: request.body.token,
        encodedPassword: request.body.password,
        encodedRepeat: request.body.repeatPassword,
        ip: request.ip,
      });
      return null;
    },
  });

  route(app, userEndpoints.mobileAvailable, {
    rateLimit: codeLimit,
    handler: async (request) => {
      requireMobileOwner(request.auth);
      return { available: await isMobileAvailable(db, request.query.mobile) };
    },
  });

  route(app, userEndpoints.mobileChangeCode, {
    rateLimit: codeLimit,
    handler: async (request) => {
      const auth = requireMobileOwner(request.auth);
      await requestMobileChangeCode(db, sms, {
        userId: auth.userId,
        mobile: request.query.mobile,
        ip: request.ip,
      });
      return null;
    },
  });

  route(app, userEndpoints.changeMobile, {
    rateLimit: loginLimit,
    handler: async (request) => {
      const auth = requireMobileOwner(request.auth);
      await changeMobile(db, {
        userId: auth.userId,
        mobile: request.body.mobile,
        captcha: request.body.captcha,
        ip: request.ip,
      });
      return null;
    },
  });
}
