import { maskMobile, maskName } from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { loginRateLimit } from '../captcha/rate-limits';
import { findTrialClaims } from '../users/users.queries';
import { accountListOf } from './account-list.service';
import {
  ZAccountListItem,
  ZLoginResult,
  ZMobilePasswordBody,
  ZOmsCodeLoginBody,
  ZStudentLoginBody,
  ZTeacherCodeLoginBody,
  ZTouristScroll,
} from './auth.schemas';
import { studentLogin, teacherCodeLogin, teacherPasswordLogin } from './learner-login.service';
import { requestMeta } from './login-records';
import { staffCodeLogin } from './staff-login';

const WORKS = '/api/v1/works-service';
/** How many recent trial claimants the trial popup scrolls through. */
const TOURIST_SCROLL_SIZE = 20;

/** The works service's sign-in calls (DESIGN.md section 3's table). */
export async function learnerLoginRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const rateLimit = loginRateLimit(config);
  const loginResponse = okResponse(ZLoginResult);

  app.post(
    `${WORKS}/works/custom/student-login`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Student sign-in by login name and encoded password',
        body: ZStudentLoginBody,
        response: loginResponse,
      },
    },
    async (request) =>
      ok(
        await studentLogin(db, {
          username: request.body.username,
          encodedPassword: request.body.password,
          meta: requestMeta(request),
        }),
      ),
  );

  app.post(
    `${WORKS}/works/custom/teacher-login`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Teacher (or trial visitor, tourist: true) sign-in by mobile and code',
        body: ZTeacherCodeLoginBody,
        response: loginResponse,
      },
    },
    async (request) =>
      ok(
        await teacherCodeLogin(db, {
          mobile: request.body.mobile,
          captcha: request.body.captcha,
          tourist: request.body.tourist,
          meta: requestMeta(request),
        }),
      ),
  );

  app.post(
    `${WORKS}/works/custom/teacher-pwd-login`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Teacher sign-in by mobile and encoded password',
        body: ZMobilePasswordBody,
        response: loginResponse,
      },
    },
    async (request) =>
      ok(
        await teacherPasswordLogin(db, {
          mobile: request.body.mobile,
          encodedPassword: request.body.password,
          meta: requestMeta(request),
        }),
      ),
  );

  app.post(
    `${WORKS}/works/oms/user/login-with-captcha`,
    {
      config: { access: 'public', owner: 'none', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Back-office sign-in by mobile and code, with the device trace id',
        body: ZOmsCodeLoginBody,
        response: loginResponse,
      },
    },
    async (request) =>
      ok(
        await staffCodeLogin(db, {
          mobile: request.body.mobile,
          captcha: request.body.captcha,
          meta: requestMeta(request, request.body.traceId),
        }),
      ),
  );

  app.get(
    `${WORKS}/account/custom/get-account-list`,
    {
      config: { access: 'learner' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in learner's accountList",
        response: okResponse(z.array(ZAccountListItem)),
      },
    },
    async (request) => ok(await accountListOf(db, requireAuth(request.auth))),
  );

  app.get(
    `${WORKS}/works/custom/tourist-account-scroll`,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Trial claimants: total and the newest, names and mobiles masked',
        response: okResponse(ZTouristScroll),
      },
    },
    async () => {
      const { total, rows } = await findTrialClaims(db, TOURIST_SCROLL_SIZE);
      return ok({
        totalAccount: total,
        touristAccountScrollList: rows.map((row) => ({
          accountName: maskName(row.accountName),
          accountMobile: row.mobile ? maskMobile(row.mobile) : '',
        })),
      });
    },
  );
}
