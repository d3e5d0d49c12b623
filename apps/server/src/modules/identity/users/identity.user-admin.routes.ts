import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { ZLoginRecordPage, ZLoginRecordQuery } from '../auth/auth.schemas';
import { pageActiveLocks } from '../auth/login-locks';
import { pageLoginRecords } from '../auth/login-records.queries';
import { unlockUser, userByMobileForStaff } from './user-admin.service';
import { staffScope } from './users.policy';
import {
  ZLockListQuery,
  ZMobileQuery,
  ZUnlockBody,
  ZUserDetail,
  ZUserLockPage,
} from './users.schemas';

const USER_SERVICE = '/api/v1/user-service';

/** Back-office calls of the user service: people by mobile, locks, the login record. */
export async function userAdminRoutes(app: TApp, { db }: TDeps): Promise<void> {
  app.get(
    `${USER_SERVICE}/user/get-user-by-mobile`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary: 'A person by mobile, with their accounts (within the caller’s schools)',
        querystring: ZMobileQuery,
        response: okResponse(ZUserDetail),
      },
    },
    async (request) =>
      ok(await userByMobileForStaff(db, requireAuth(request.auth), request.query.mobile)),
  );

  app.get(
    `${USER_SERVICE}/user/find-user-lock-list`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary: 'Active password locks (paged; keyword matches login name, mobile or name)',
        querystring: ZLockListQuery,
        response: okResponse(ZUserLockPage),
      },
    },
    async (request) => {
      const scope = await staffScope(db, requireAuth(request.auth));
      return ok(await pageActiveLocks(db, scope, request.query));
    },
  );

  app.post(
    `${USER_SERVICE}/user/unlock-user`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary: 'Release a password lock ({ id } from the list) or all locks of { userId }',
        body: ZUnlockBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await unlockUser(db, requireAuth(request.auth), request.body, request.ip);
      return ok(null);
    },
  );

  app.get(
    `${USER_SERVICE}/login-record/page-list`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary: 'Every sign-in attempt, newest first (paged, filterable)',
        querystring: ZLoginRecordQuery,
        response: okResponse(ZLoginRecordPage),
      },
    },
    async (request) => {
      const scope = await staffScope(db, requireAuth(request.auth));
      return ok(await pageLoginRecords(db, scope, request.query));
    },
  );
}
