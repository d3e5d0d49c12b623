import { auditLogEndpoints, dashboardEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { auditLogExport, scopeOfStaff } from './audit-log.exports';
import { pageAuditLog } from './audit-log.queries';
import { dashboardOf } from './dashboard.service';

/** The back office's home numbers, and the audit log of changes (page and export). */
export async function backOfficeRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, auditLogEndpoints.pageList, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { list, total } = await pageAuditLog(
        db,
        scopeOfStaff(auth),
        auth.userId,
        request.query,
      );
      return pageOf(list, total, request.query);
    },
  });

  route(app, auditLogEndpoints.export, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), auditLogExport, request.query),
  });

  route(app, dashboardEndpoints.overview, {
    handler: async (request) => dashboardOf(db, scopeOfStaff(request.auth), request.query.schoolId),
  });
}
