import {
  FileTaskTag,
  MEMBER_STATUS_LABELS,
  TEACHER_ROLE_LABELS,
  ZTeacherFilter,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import type { z } from 'zod';
import { maskMobile } from '../../platform/auth/field-masks';
import { shanghaiDateTime } from '../../platform/china-time';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { queryTeachers } from './teachers.queries';
import { managerOf, scopeOf } from './teachers.scope';

type TFilter = z.output<typeof ZTeacherFilter>;
const PAGE = 500;

/**
 * The teachers of the back office's filter as xlsx, run as a file task. Mobiles are masked: a
 * file leaves the access log's sight, so no export carries a full number.
 */
export const teachersExport = defineExport({
  tag: FileTaskTag.TEACHERS_EXPORT,
  permission: 'teacher:export',
  fileName: () => `教师列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '教师列表',
  parse: parseWith(ZTeacherFilter),
  authorize: async (db, auth, params: TFilter) => {
    scopeOf(await managerOf(db, auth), params);
  },
  count: async (db, auth, params: TFilter) =>
    (
      await queryTeachers(db, scopeOf(await managerOf(db, auth), params), {
        currentPage: 1,
        pageSize: 1,
      })
    ).total,
  pages: (db, auth, params: TFilter) =>
    pagedRows(async (limit, offset) => {
      const filter = scopeOf(await managerOf(db, auth), params);
      return (await queryTeachers(db, filter, { currentPage: offset / PAGE + 1, pageSize: limit }))
        .list;
    }, PAGE),
  columns: [
    { header: '姓名', value: (r) => r.name },
    { header: '手机号', width: 14, value: (r) => (r.mobile ? maskMobile(r.mobile) : '') },
    { header: '学校', width: 24, value: (r) => r.schoolName },
    {
      header: '角色',
      width: 12,
      value: (r) => TEACHER_ROLE_LABELS[r.teacherRoleType as TTeacherRoleType] ?? '',
    },
    {
      header: '状态',
      width: 10,
      value: (r) => MEMBER_STATUS_LABELS[r.status as TMemberStatus] ?? '',
    },
    { header: '授课课班数', width: 12, value: (r) => r.classCount },
    { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
  ],
});
