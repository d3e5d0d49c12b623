import { FileTaskTag, SCHOOL_STATUS_LABELS, ZSchoolMngFilter } from '@haoduo/contract';
import type { z } from 'zod';
import { maskMobile } from '../../../platform/auth/field-masks';
import { shanghaiDateTime } from '../../../platform/china-time';
import { openToolsBySchool } from '../../ai-tool-config';
import { defineExport, pagedRows, parseWith } from '../../file-tasks';
import { regionPath } from '../../regions';
import { pageSchools, schoolListWhere, type TSchoolRow } from './schools.queries';
import { schoolsInScope } from './schools.scope';

type TFilter = z.output<typeof ZSchoolMngFilter>;
type TExportRow = TSchoolRow & { tools: number };
const PAGE = 500;

/** The schools of the list's filters as xlsx (contact mobiles masked), run as a file task. */
export const schoolsExport = defineExport({
  tag: FileTaskTag.SCHOOLS_EXPORT,
  permission: 'school:export',
  fileName: () => `学校列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '学校列表',
  parse: parseWith(ZSchoolMngFilter),
  authorize: async (_db, auth) => {
    schoolsInScope(auth);
  },
  count: async (db, auth, params: TFilter) =>
    (
      await pageSchools(db, schoolListWhere(schoolsInScope(auth), params), {
        currentPage: 1,
        pageSize: 1,
        orderDirection: 'desc',
      })
    ).total,
  pages: (db, auth, params: TFilter) =>
    pagedRows<TExportRow>(async (limit, offset) => {
      const { rows } = await pageSchools(db, schoolListWhere(schoolsInScope(auth), params), {
        currentPage: offset / PAGE + 1,
        pageSize: limit,
        orderDirection: 'desc',
      });
      const tools = await openToolsBySchool(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, tools: tools.get(r.id)?.size ?? 0 }));
    }, PAGE),
  columns: [
    { header: 'ID', width: 8, value: (r) => r.id },
    { header: '学校名称', width: 28, value: (r) => r.name },
    {
      header: '所在地区',
      width: 28,
      value: (r) => regionPath([r.provinceId, r.cityId, r.districtId]),
    },
    { header: '地址', width: 30, value: (r) => r.address },
    { header: '联系人', width: 12, value: (r) => r.contactName },
    {
      header: '联系电话',
      width: 14,
      value: (r) => (r.contactMobile ? maskMobile(r.contactMobile) : ''),
    },
    { header: '状态', width: 8, value: (r) => SCHOOL_STATUS_LABELS[r.status] ?? '' },
    { header: '开通AI工具数', width: 12, value: (r) => r.tools },
    { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
  ],
});
