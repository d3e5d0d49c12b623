import { StaffMessages, staffUserEndpoints } from '@haoduo/contract';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/errors';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { findStaffMemberInScope, pageStaffMembers } from '../identity';
import { holdersOfRole } from './roles.queries';
import {
  createStaffUser,
  modifyStaffUser,
  presentStaffUsers,
  setStaffUserEnabled,
} from './staff-users.service';

/** Staff users: create, modify, enable, disable, list and read, within the caller's scope. */
export async function staffUserRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const tenant = config.tenantCode;

  async function presentOne(request: Parameters<typeof staffAccessOf>[0], userId: number) {
    const access = staffAccessOf(request);
    const row = await findStaffMemberInScope(db, access.scope, userId);
    if (!row) throw notFound(StaffMessages.STAFF_NOT_FOUND);
    const [user] = await presentStaffUsers(db, request, access, [row]);
    return user!;
  }

  route(app, staffUserEndpoints.create, {
    handler: async (request) => {
      const access = staffAccessOf(request);
      const userId = await createStaffUser(db, request, access, tenant, request.body);
      return presentOne(request, userId);
    },
  });
  route(app, staffUserEndpoints.modify, {
    handler: async (request) => {
      await modifyStaffUser(db, request, staffAccessOf(request), tenant, request.body);
      return presentOne(request, request.body.userId);
    },
  });
  route(app, staffUserEndpoints.enable, {
    handler: async (request) => {
      await setStaffUserEnabled(db, request, staffAccessOf(request), request.body.userId, true);
      return null;
    },
  });
  route(app, staffUserEndpoints.disable, {
    handler: async (request) => {
      await setStaffUserEnabled(db, request, staffAccessOf(request), request.body.userId, false);
      return null;
    },
  });
  route(app, staffUserEndpoints.page, {
    handler: async (request) => {
      const access = staffAccessOf(request);
      const { currentPage, pageSize, roleId, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const userIds = roleId === undefined ? undefined : await holdersOfRole(db, roleId);
      const { rows, total } = await pageStaffMembers(
        db,
        access.scope,
        { ...filter, userIds },
        pageWindow(page),
      );
      return pageOf(await presentStaffUsers(db, request, access, rows), total, page);
    },
  });
  route(app, staffUserEndpoints.detail, {
    handler: async (request) => presentOne(request, request.query.userId),
  });
}
