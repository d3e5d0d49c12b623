import {
  FileTaskTag,
  ZLoginRecordQuery,
  type TDataScope,
  type TMaskedField,
} from '@haoduo/contract';
import type { z } from 'zod';
import type { TAuth } from '../../../platform/auth/auth-context';
import { maskMobile } from '../../../platform/auth/field-masks';
import { noPermission } from '../../../platform/auth/staff-access';
import { shanghaiDateTime } from '../../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../../file-tasks';
import { identityRequired } from '../identity-pwd/sensitive-reads.service';
import { pageLoginRecords, type presentLoginRecord } from './login-records.queries';

type TFilter = z.output<typeof ZLoginRecordQuery>;
type TRow = ReturnType<typeof presentLoginRecord>;
const PAGE = 500;

interface TKeptAccess {
  scope: TDataScope;
  unmask: ReadonlySet<TMaskedField>;
  identityVerified?: boolean;
}

/** The staff caller's access as kept with the task (403 for anyone else). */
function accessOf(auth: TAuth | null): TKeptAccess {
  const access = (auth as { staffAccess?: TKeptAccess | null } | null)?.staffAccess;
  if (!access) throw noPermission();
  return access;
}

/**
 * Whether the export writes mobiles unmasked: the role may see them and the identity password
 * was checked lately. A role that may see them is asked for it before the export starts.
 */
export function exportUnmasksMobiles(auth: TAuth | null): boolean {
  const access = accessOf(auth);
  if (!access.unmask.has('mobile')) return false;
  if (!access.identityVerified) throw identityRequired();
  return true;
}

/** The login records of the list's filters as xlsx, run as a file task. */
export const loginRecordsExport = defineExport({
  tag: FileTaskTag.LOGIN_RECORDS_EXPORT,
  permission: 'login-record:export',
  fileName: () => `登录记录-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '登录记录',
  parse: parseWith(ZLoginRecordQuery),
  authorize: async (_db, auth) => {
    exportUnmasksMobiles(auth);
  },
  count: async (db, auth, params: TFilter) =>
    (await pageLoginRecords(db, accessOf(auth).scope, { ...params, currentPage: 1, pageSize: 1 }))
      .total,
  pages: (db, auth, params: TFilter) => {
    const unmasked = exportUnmasksMobiles(auth);
    return pagedRows<TRow>(async (limit, offset) => {
      const { list } = await pageLoginRecords(db, accessOf(auth).scope, {
        ...params,
        currentPage: offset / PAGE + 1,
        pageSize: limit,
      });
      return list.map((row) =>
        row.accountKind === 'mobile' && !unmasked
          ? { ...row, account: maskMobile(row.account) }
          : row,
      );
    }, PAGE);
  },
  columns: [
    { header: '时间', width: 20, value: (r) => shanghaiDateTime(r.loginTime) },
    { header: '用户', width: 12, value: (r) => r.userName ?? '' },
    { header: '登录账号', width: 16, value: (r) => r.account },
    { header: '登录方式', width: 18, value: (r) => r.methodLabel },
    { header: '结果', width: 12, value: (r) => r.resultLabel },
    { header: '异常', width: 20, value: (r) => r.exceptionLabels.join('、') },
    { header: '城市', width: 16, value: (r) => r.city ?? '' },
    { header: 'IP', width: 16, value: (r) => r.ip ?? '' },
    { header: '设备', width: 18, value: (r) => r.device ?? '' },
  ],
});
