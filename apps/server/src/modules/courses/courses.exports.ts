import {
  COURSE_STATUS_LABELS,
  FileTaskTag,
  LESSON_TOOL_LABELS,
  ZCourseMngPageQuery,
  type TCourseMngItem,
} from '@haoduo/contract';
import type { z } from 'zod';
import type { TAuth } from '../../platform/auth/auth-context';
import { noPermission } from '../../platform/auth/staff-access';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { courseMngPage } from './courses.mng-reads';

type TParams = z.output<typeof ZCourseMngPageQuery>;
const PAGE = 500;
const MAX_ROWS = 10_000;

function accessOf(auth: TAuth) {
  if (!auth.staffAccess) throw noPermission();
  return auth.staffAccess;
}

const page = (db: TDb, auth: TAuth, params: TParams, currentPage: number, pageSize: number) =>
  courseMngPage(db, accessOf(auth), { ...params, currentPage, pageSize });

/** The back office's course list (its filters) as xlsx, run as a file task. */
export const coursesExport = defineExport<TParams, TCourseMngItem>({
  tag: FileTaskTag.COURSES_EXPORT,
  permission: 'course:export',
  fileName: () => `课程列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '课程列表',
  parse: parseWith(ZCourseMngPageQuery),
  authorize: async (_db, auth) => {
    accessOf(auth);
  },
  count: async (db, auth, params) => Math.min(MAX_ROWS, (await page(db, auth, params, 1, 1)).total),
  pages: (db, auth, params) =>
    pagedRows(
      async (limit, offset) => (await page(db, auth, params, offset / PAGE + 1, limit)).list,
      PAGE,
      MAX_ROWS,
    ),
  columns: [
    { header: '课程ID', width: 10, value: (r) => r.id },
    { header: '课程名称', width: 26, value: (r) => r.title },
    { header: '状态', width: 10, value: (r) => COURSE_STATUS_LABELS[r.status] },
    { header: '适用年级', width: 18, value: (r) => r.gradeLabel },
    { header: '课时', width: 8, value: (r) => r.hours },
    { header: '课节数', width: 8, value: (r) => r.lessonCount },
    {
      header: 'AI工具',
      width: 30,
      value: (r) => r.tools.map((tool) => LESSON_TOOL_LABELS[tool]).join('、'),
    },
    { header: '使用班级数', width: 10, value: (r) => r.classCount },
    { header: '排序', width: 8, value: (r) => r.sortOrder },
    {
      header: '发布时间',
      width: 20,
      value: (r) => (r.publishedAt ? shanghaiDateTime(new Date(r.publishedAt)) : ''),
    },
    { header: '创建时间', width: 20, value: (r) => shanghaiDateTime(new Date(r.createdAt)) },
    { header: '更新时间', width: 20, value: (r) => shanghaiDateTime(new Date(r.updatedAt)) },
  ],
});
