import { roleEndpoints, rolePackageEndpoints } from '@haoduo/contract';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/errors';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { StaffMessages } from '@haoduo/contract';
import { permissionTree, permissionTreeV2 } from './permission-tree';
import { presentPackage, presentRole } from './roles.presenter';
import {
  enabledPackages,
  findPackageByName,
  findRole,
  pagePackages,
  pageRoles,
  roleOptions,
  type TRolePackageRow,
} from './roles.queries';
import { addRole, editDataPermission, modifyRole, setRoleEnabled } from './roles.service';
import { addPackage, modifyPackage } from './role-packages.service';
import { effectiveRoles, hasAssignments } from './staff-access.resolver';
import { findStaffMember } from '../identity';

/** Roles, role packages and the permission tree (user-service role, role-package, permission). */
export async function staffRoleRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const tenant = config.tenantCode;

  route(app, roleEndpoints.add, {
    handler: async (request) => presentRole(await addRole(db, request, tenant, request.body)),
  });
  route(app, roleEndpoints.modify, {
    handler: async (request) =>
      presentRole(await modifyRole(db, request, tenant, request.body.id, request.body)),
  });
  route(app, roleEndpoints.search, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await pageRoles(db, tenant, filter, pageWindow(page));
      return pageOf(rows.map(presentRole), total, page);
    },
  });
  route(app, roleEndpoints.detail, {
    handler: async (request) => {
      const role = await findRole(db, request.query.id);
      if (!role || role.tenantCode !== tenant) throw notFound(StaffMessages.ROLE_NOT_FOUND);
      return presentRole(role);
    },
  });
  route(app, roleEndpoints.enable, {
    handler: async (request) => {
      await setRoleEnabled(db, request, request.body.id, true);
      return null;
    },
  });
  route(app, roleEndpoints.disable, {
    handler: async (request) => {
      await setRoleEnabled(db, request, request.body.id, false);
      return null;
    },
  });
  route(app, roleEndpoints.all, {
    handler: async () => roleOptions(db, tenant, false),
  });
  route(app, roleEndpoints.allEnabled, {
    handler: async () => roleOptions(db, tenant, true),
  });
  route(app, roleEndpoints.mine, {
    handler: async (request) => {
      const access = staffAccessOf(request);
      const roles = await effectiveRoles(db, access.userId, access.staffType);
      return roles.map((r) => ({ id: r.id, name: r.name, enabled: r.enabled }));
    },
  });
  route(app, roleEndpoints.editDataPermission, {
    handler: async (request) => {
      const { roleId, ...scope } = request.body;
      await editDataPermission(db, request, roleId, scope);
      return null;
    },
  });
  route(app, roleEndpoints.addTenant, {
    handler: async (request) =>
      presentRole(await addRole(db, request, request.body.tenant, request.body)),
  });
  route(app, roleEndpoints.modifyTenant, {
    handler: async (request) =>
      presentRole(
        await modifyRole(db, request, request.body.tenant, request.body.id, request.body),
      ),
  });
  route(app, roleEndpoints.searchTenant, {
    handler: async (request) => {
      const { currentPage, pageSize, tenant: code, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await pageRoles(db, code, filter, pageWindow(page));
      return pageOf(rows.map(presentRole), total, page);
    },
  });
  route(app, roleEndpoints.allPackageRoles, {
    handler: async () => {
      const packages = await enabledPackages(db, tenant);
      const ids = [...new Set(packages.flatMap((p) => p.roleIds))];
      const byId = new Map((await roleOptions(db, tenant, false, ids)).map((r) => [r.id, r]));
      return packages.map((p) => ({
        rolePackageId: p.id,
        rolePackageName: p.name,
        roles: p.roleIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      }));
    },
  });
  route(app, roleEndpoints.checkEmployeeUserRole, {
    handler: async (request) => {
      const { userId } = request.query;
      const staff = await findStaffMember(db, userId);
      if (!staff) throw notFound(StaffMessages.STAFF_NOT_FOUND);
      const roles = await effectiveRoles(db, userId, staff.staffType);
      return {
        userId,
        hasOwnRoles: await hasAssignments(db, userId),
        roles: roles.map((r) => ({ id: r.id, name: r.name, enabled: r.enabled })),
      };
    },
  });
  route(app, roleEndpoints.permissionTree, { handler: async () => permissionTree() });
  route(app, roleEndpoints.permissionTreeV2, { handler: async () => permissionTreeV2() });

  const withRoles = async (rows: TRolePackageRow[]) => {
    const ids = [...new Set(rows.flatMap((r) => r.roleIds))];
    const roles = await roleOptions(db, tenant, false, ids);
    return rows.map((row) => presentPackage(row, roles));
  };
  route(app, rolePackageEndpoints.add, {
    handler: async (request) =>
      (await withRoles([await addPackage(db, request, tenant, request.body)]))[0]!,
  });
  route(app, rolePackageEndpoints.modify, {
    handler: async (request) =>
      (
        await withRoles([await modifyPackage(db, request, tenant, request.body.id, request.body)])
      )[0]!,
  });
  route(app, rolePackageEndpoints.search, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await pagePackages(db, tenant, filter, pageWindow(page));
      return pageOf(await withRoles(rows), total, page);
    },
  });
  route(app, rolePackageEndpoints.findByName, {
    handler: async (request) => {
      const row = await findPackageByName(db, tenant, request.query.name);
      return row ? (await withRoles([row]))[0]! : null;
    },
  });
}
