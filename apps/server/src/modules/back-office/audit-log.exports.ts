import { FileTaskTag, ZAuditLogFilter, type TAuditLogRow, type TDataScope } from '@haoduo/contract';
import type { z } from 'zod';
import type { TAuth } from '../../platform/auth/auth-context';
import { noPermission } from '../../platform/auth/staff-access';
import { shanghaiDateTime } from '../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { pageAuditLog } from './audit-log.queries';

type TFilter = z.output<typeof ZAuditLogFilter>;
const PAGE = 500;

/** The staff caller's data scope, kept with their session (403 for anyone else). */
export function scopeOfStaff(auth: TAuth | null): TDataScope {
  const access = (auth as { staffAccess?: { scope: TDataScope } | null } | null)?.staffAccess;
  if (!access) throw noPermission();
  return access.scope;
}

const changesText = (row: TAuditLogRow) =>
  Object.entries(row.changes ?? {})
    .map(([field, c]) => `${field}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`)
    .join('；');

/** The audit log of the page's filters as xlsx, run as a file task. */
export const auditLogExport = defineExport({
  tag: FileTaskTag.AUDIT_LOG_EXPORT,
  permission: 'audit-log:export',
  fileName: () => `操作日志-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '操作日志',
  parse: parseWith(ZAuditLogFilter),
  authorize: async (_db, auth) => {
    scopeOfStaff(auth);
  },
  count: async (db, auth, params: TFilter) =>
    (
      await pageAuditLog(db, scopeOfStaff(auth), auth.userId, {
        ...params,
        currentPage: 1,
        pageSize: 1,
        orderDirection: 'desc',
      })
    ).total,
  pages: (db, auth, params: TFilter) =>
    pagedRows(
      async (limit, offset) =>
        (
          await pageAuditLog(db, scopeOfStaff(auth), auth.userId, {
            ...params,
            currentPage: offset / PAGE + 1,
            pageSize: limit,
            orderDirection: 'desc',
          })
        ).list,
      PAGE,
    ),
  columns: [
    { header: '时间', width: 20, value: (r) => shanghaiDateTime(r.at) },
    { header: '操作人', width: 14, value: (r) => r.actorName },
    { header: '操作', width: 24, value: (r) => r.action },
    { header: '接口', width: 40, value: (r) => r.endpoint },
    { header: '对象类型', width: 16, value: (r) => r.targetType },
    { header: '对象ID', width: 10, value: (r) => r.targetId },
    { header: '变更内容', width: 60, value: changesText },
    { header: 'IP', width: 16, value: (r) => r.ip },
  ],
});
