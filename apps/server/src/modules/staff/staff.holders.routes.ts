import { roleHolderEndpoints, UserStatus } from '@haoduo/contract';
import { present } from '../../platform/auth/field-masks';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { pageStaffUsersByIds } from '../identity';
import { holdersOfPackage, holdersOfRole } from './roles.queries';
import { assignRoles } from './role-assignments.service';

/** Who holds a role or a role package, and giving a staff user their roles. */
export async function staffHolderRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  const holders = (kind: 'role' | 'package') =>
    async function handler(request: Parameters<typeof staffAccessOf>[0]) {
      const access = staffAccessOf(request);
      const query = request.query as { currentPage: number; pageSize: number } & Record<
        string,
        number
      >;
      const page = { currentPage: query.currentPage, pageSize: query.pageSize };
      const ids =
        kind === 'role'
          ? await holdersOfRole(db, query.roleId!)
          : await holdersOfPackage(db, query.rolePackageId!);
      const { rows, total } = await pageStaffUsersByIds(db, ids, pageWindow(page));
      return pageOf(
        rows.map((row) => ({
          userId: row.userId,
          name: row.name,
          username: row.username,
          mobile: present(access, 'mobile', row.mobile, {
            request,
            targetType: 'user',
            targetId: row.userId,
          }),
          staffType: row.staffType,
          enabled: row.status === UserStatus.ACTIVE,
        })),
        total,
        page,
      );
    };

  route(app, roleHolderEndpoints.byRole, { handler: holders('role') });
  route(app, roleHolderEndpoints.byRolePackage, { handler: holders('package') });
  route(app, roleHolderEndpoints.assignRoles, {
    handler: async (request) => {
      await assignRoles(db, request, config.tenantCode, request.body);
      return null;
    },
  });
}
