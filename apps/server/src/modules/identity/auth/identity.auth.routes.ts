import { authEndpoints, Messages } from '@haoduo/contract';
import { requireAuth } from '../../../platform/auth/auth-context';
import type { TStaffAccessResolver } from '../../../platform/auth/staff-access';
import type { TDeps } from '../../../platform/deps';
import { unauthorized } from '../../../platform/http/errors';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { loginRateLimit } from '../captcha/rate-limits';
import { maskMobileAccounts } from '../users/account-masks';
import { staffScope } from '../users/users.policy';
import { findUserById } from '../users/users.queries';
import { requestMeta } from './login-records';
import { pageLoginRecords } from './login-records.queries';
import { refreshSession, revokeSession, revokeUserSessions } from './sessions.service';
import { revokeSsoSessionsOfUser } from '../sso/sso-sessions.service';
import {
  staffAccessInfo,
  staffCodeLogin,
  staffLogin,
  staffMobilePasswordLogin,
} from './staff-login';
import type { TStudentClassAccounts } from './student-class-accounts';
import { ticketLogin } from './ticket-login.service';

/** The auth service: each call under /api/v1/auth and /api/v1/user-service/auth (aliases). */
export async function authRoutes(
  app: TApp,
  { db, config }: TDeps,
  studentClassAccounts: TStudentClassAccounts,
  staffAccess: TStaffAccessResolver,
): Promise<void> {
  const rateLimit = loginRateLimit(config);

  route(app, authEndpoints.staffLogin, {
    rateLimit,
    handler: async (request) =>
      staffLogin(db, {
        username: request.body.username,
        encodedPassword: request.body.password,
        meta: requestMeta(request),
        access: staffAccess,
      }),
  });

  route(app, authEndpoints.staffCodeLogin, {
    rateLimit,
    handler: async (request) =>
      staffCodeLogin(db, {
        mobile: request.body.mobile,
        captcha: request.body.captcha,
        meta: requestMeta(request),
        access: staffAccess,
      }),
  });

  route(app, authEndpoints.ticketLogin, {
    rateLimit,
    handler: async (request) =>
      ticketLogin(db, studentClassAccounts, {
        ticket: request.body.ticket,
        service: request.body.service,
        meta: requestMeta(request),
      }),
  });

  route(app, authEndpoints.staffMobilePasswordLogin, {
    rateLimit,
    handler: async (request) =>
      staffMobilePasswordLogin(db, {
        mobile: request.body.mobile,
        encodedPassword: request.body.password,
        meta: requestMeta(request),
        access: staffAccess,
      }),
  });

  route(app, authEndpoints.logout, {
    handler: async (request) => {
      await revokeSession(db, requireAuth(request.auth).sessionId);
      return null;
    },
  });

  route(app, authEndpoints.logoutEverywhere, {
    handler: async (request) => {
      const { userId } = requireAuth(request.auth);
      await db.transaction(async (tx) => {
        await revokeUserSessions(tx, userId);
        await revokeSsoSessionsOfUser(tx, userId);
      });
      return null;
    },
  });

  route(app, authEndpoints.refreshToken, {
    rateLimit,
    handler: async (request) => {
      const pair = await refreshSession(db, request.body.refreshToken);
      if (!pair) throw unauthorized(Messages.LOGIN_REQUIRED);
      return { token: pair.token, refreshToken: pair.refreshToken };
    },
  });

  route(app, authEndpoints.checkAlive, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const user = await findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      return {
        alive: true as const,
        user: {
          id: user.id,
          name: user.name,
          audience: auth.audience,
          accountType: auth.accountType,
          schoolId: auth.schoolId,
          staffType: auth.staffType,
          ...(request.staffAccess ? { staff: staffAccessInfo(request.staffAccess) } : {}),
        },
      };
    },
  });

  route(app, authEndpoints.failedLoginRecords, {
    handler: async (request) => {
      const scope = await staffScope(db, requireAuth(request.auth));
      return maskMobileAccounts(
        request,
        await pageLoginRecords(db, scope, request.query, true),
        'login_record',
      );
    },
  });
}
