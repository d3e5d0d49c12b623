import { userEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../../platform/auth/auth-context';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import { pageActiveLocks } from '../auth/login-locks';
import { pageLoginRecords } from '../auth/login-records.queries';
import { unlockUser, userByMobileForStaff } from './user-admin.service';
import { maskMobileAccounts } from './account-masks';
import { staffScope } from './users.policy';

/** Back-office calls of the user service: people by mobile, locks, the login record. */
export async function userAdminRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, userEndpoints.userByMobile, {
    handler: async (request) =>
      userByMobileForStaff(db, requireAuth(request.auth), request.query.mobile),
  });

  route(app, userEndpoints.lockList, {
    handler: async (request) => {
      const scope = await staffScope(db, requireAuth(request.auth));
      return maskMobileAccounts(
        request,
        await pageActiveLocks(db, scope, request.query),
        'login_lock',
      );
    },
  });

  route(app, userEndpoints.unlock, {
    handler: async (request) => {
      await unlockUser(db, requireAuth(request.auth), request.body, request.ip);
      return null;
    },
  });

  route(app, userEndpoints.loginRecords, {
    handler: async (request) => {
      const scope = await staffScope(db, requireAuth(request.auth));
      return maskMobileAccounts(
        request,
        await pageLoginRecords(db, scope, request.query),
        'login_record',
      );
    },
  });
}
