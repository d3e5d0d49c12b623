import { authEndpoints, maskMobile, maskName } from '@haoduo/contract';
import { requireAuth } from '../../../platform/auth/auth-context';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { loginRateLimit } from '../captcha/rate-limits';
import { findTrialClaims } from '../users/users.queries';
import { accountListOf } from './account-list.service';
import { studentLogin, teacherCodeLogin, teacherPasswordLogin } from './learner-login.service';
import { requestMeta } from './login-records';
import type { TStaffAccessResolver } from '../../../platform/auth/staff-access';
import { staffCodeLogin } from './staff-login';
import type { TStudentClassAccounts } from './student-class-accounts';

/** How many recent trial claimants the trial popup scrolls through. */
const TOURIST_SCROLL_SIZE = 20;

/** The works service's sign-in calls (one route per way of signing in). */
export async function learnerLoginRoutes(
  app: TApp,
  { db, config }: TDeps,
  studentClassAccounts: TStudentClassAccounts,
  staffAccess: TStaffAccessResolver,
): Promise<void> {
  const rateLimit = loginRateLimit(config);

  route(app, authEndpoints.studentLogin, {
    rateLimit,
    handler: async (request) =>
      studentLogin(db, studentClassAccounts, {
        username: request.body.username,
        encodedPassword: request.body.password,
        meta: requestMeta(request),
      }),
  });

  route(app, authEndpoints.teacherCodeLogin, {
    rateLimit,
    handler: async (request) =>
      teacherCodeLogin(db, {
        mobile: request.body.mobile,
        captcha: request.body.captcha,
        tourist: request.body.tourist,
        meta: requestMeta(request),
      }),
  });

  route(app, authEndpoints.teacherPasswordLogin, {
    rateLimit,
    handler: async (request) =>
      teacherPasswordLogin(db, {
        mobile: request.body.mobile,
        encodedPassword: request.body.password,
        meta: requestMeta(request),
      }),
  });

  route(app, authEndpoints.omsCodeLogin, {
    owner: 'none',
    rateLimit,
    handler: async (request) =>
      staffCodeLogin(db, {
        mobile: request.body.mobile,
        captcha: request.body.captcha,
        meta: requestMeta(request, request.body.traceId),
        access: staffAccess,
      }),
  });

  route(app, authEndpoints.accountList, {
    handler: async (request) => accountListOf(db, studentClassAccounts, requireAuth(request.auth)),
  });

  route(app, authEndpoints.touristScroll, {
    rateLimit,
    handler: async () => {
      const { total, rows } = await findTrialClaims(db, TOURIST_SCROLL_SIZE);
      return {
        totalAccount: total,
        touristAccountScrollList: rows.map((row) => ({
          accountName: maskName(row.accountName),
          accountMobile: row.mobile ? maskMobile(row.mobile) : '',
        })),
      };
    },
  });
}
