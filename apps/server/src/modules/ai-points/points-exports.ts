import {
  AI_POINT_OWNER_LABELS,
  AI_POINT_RULE_LABELS,
  AI_POINT_TYPE_LABELS,
  AiPointLimit,
  FileTaskTag,
  ZAiPointRecordQuery,
} from '@haoduo/contract';
import type { z } from 'zod';
import { shanghaiDateTime } from '../../platform/china-time';
import { forbidden, notFound } from '../../platform/http/errors';
import { canOnClass, findClassById, resolveClassActor } from '../classes';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { pointScopeOf } from './points-policy';
import { recordsPage } from './points-queries';

type TParams = z.output<typeof ZAiPointRecordQuery>;
const PAGE = 500;

/** Point records of the page's filters as xlsx, run as a file task. */
export const pointRecordsExport = defineExport({
  tag: FileTaskTag.AI_POINT_RECORDS_EXPORT,
  permission: 'ai-point-record:export',
  fileName: () => `AI点数记录-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: 'AI点数记录',
  parse: parseWith(ZAiPointRecordQuery),
  // A class outside the caller's reach is refused now (the page answers it with nothing).
  authorize: async (db, auth, params: TParams) => {
    if (params.classId === undefined) return;
    const cls = await findClassById(db, params.classId);
    if (!cls) throw notFound();
    if (!(await canOnClass(db, await resolveClassActor(db, auth), cls, 'view'))) throw forbidden();
  },
  count: async (db, auth, params: TParams) =>
    Math.min(
      AiPointLimit.EXPORT_MAX_ROWS,
      (
        await recordsPage(
          db,
          { ...params, currentPage: 1, pageSize: 1 },
          await pointScopeOf(db, auth),
        )
      ).total,
    ),
  pages: (db, auth, params: TParams) =>
    pagedRows(
      async (limit, offset) =>
        (
          await recordsPage(
            db,
            { ...params, currentPage: offset / PAGE + 1, pageSize: limit },
            await pointScopeOf(db, auth),
          )
        ).list,
      PAGE,
      AiPointLimit.EXPORT_MAX_ROWS,
    ),
  columns: [
    { header: '时间', width: 20, value: (r) => shanghaiDateTime(r.createdAt) },
    { header: '学校', width: 20, value: (r) => r.schoolName },
    { header: '账户类型', value: (r) => AI_POINT_OWNER_LABELS[r.ownerType] },
    { header: '账户', width: 18, value: (r) => r.ownerName },
    { header: '班级', width: 18, value: (r) => r.className },
    { header: '变动类型', value: (r) => AI_POINT_TYPE_LABELS[r.pointType] },
    {
      header: 'AI工具',
      value: (r) => (r.ruleType === null ? '' : AI_POINT_RULE_LABELS[r.ruleType]),
    },
    { header: '点数变动', value: (r) => r.points },
    { header: '变动后余额', value: (r) => r.balance },
    { header: '原因', width: 30, value: (r) => r.reason },
    { header: '操作人', value: (r) => r.operatorName },
  ],
});
