import {
  ZAuditLogFilter,
  ZAuditLogQuery,
  ZAuditLogRow,
  ZDashboard,
  ZDashboardQuery,
} from '../back-office/audit-dashboard.schema';
import { ZFileTask } from '../back-office/file-tasks.schema';
import { ZPageOf } from '../schemas/envelope';
import { defineEndpoint } from './endpoint';

/**
 * The audit log of back-office changes, beside the sign-in records of the user service
 * (the spec names no path: the path rule, as `login-record/page-list` is written).
 */
export const auditLogEndpoints = {
  pageList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/user-service/audit-log/page-list',
    tag: 'audit-log',
    access: 'staff',
    permission: 'audit-log:page-list',
    summary: 'Back-office changes, newest first (who, call, target, time filters; paged)',
    query: ZAuditLogQuery,
    response: ZPageOf(ZAuditLogRow),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/v1/user-service/audit-log/export',
    tag: 'audit-log',
    access: 'staff',
    permission: 'audit-log:export',
    summary: 'Start an xlsx export of the audit log (same filters); answers the file task',
    query: ZAuditLogFilter,
    response: ZFileTask,
  }),
};

/** The back-office home page's numbers (path rule: `dashboard/mng/<action>`). */
export const dashboardEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/dashboard/mng/overview',
    tag: 'dashboard',
    access: 'staff',
    permission: 'dashboard:overview',
    summary:
      "Today's sign-ins, generations, works waiting for review and points spent, with 7- and 30-day series, in the caller's scope",
    query: ZDashboardQuery,
    response: ZDashboard,
  }),
};
