import { FileTaskTag, WorksLimit, ZMngWorksExportQuery } from '@haoduo/contract';
import type { z } from 'zod';
import type { TAuth } from '../../platform/auth/auth-context';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TDb } from '../../platform/db/database';
import { defineExport, pagedRows, parseWith } from '../file-tasks';
import { WORKS_COLUMNS } from './works-export';
import { exportRows, filterConditions, listMngWorks } from './works-lists.queries';
import { staffWorksCondition } from './works.policy';

type TFilter = z.output<typeof ZMngWorksExportQuery>;
const PAGE = 500;

async function conditionsOf(db: TDb, auth: TAuth, params: TFilter) {
  const conditions = await filterConditions(db, params, true);
  const inScope = staffWorksCondition(auth);
  if (inScope) conditions.push(inScope);
  return conditions;
}

/** The back office's works list of its filters as xlsx, run as a file task. */
export const worksExport = defineExport({
  tag: FileTaskTag.WORKS_EXPORT,
  permission: 'works:export',
  fileName: () => `作品列表-${shanghaiDateTime(new Date()).slice(0, 10)}.xlsx`,
  sheetName: '作品',
  parse: parseWith(ZMngWorksExportQuery),
  authorize: async () => undefined,
  count: async (db, auth, params: TFilter) =>
    Math.min(
      WorksLimit.EXPORT_ROWS_MAX,
      (await listMngWorks(db, staffWorksCondition(auth), params, { currentPage: 1, pageSize: 1 }))
        .total,
    ),
  pages: (db, auth, params: TFilter) =>
    pagedRows(
      async (limit, offset) => exportRows(db, await conditionsOf(db, auth, params), limit, offset),
      PAGE,
      WorksLimit.EXPORT_ROWS_MAX,
    ),
  columns: WORKS_COLUMNS,
});
