import {
  FileTaskTag,
  SAFETY_STAT_KINDS,
  SAFETY_STAT_KIND_LABELS,
  ZSafetyWeeklyStatsQuery,
  type TSafetyWeeklyStatsRow,
} from '@haoduo/contract';
import type { z } from 'zod';
import { todayInShanghai } from '../../platform/china-time';
import { defineExport, parseWith } from '../file-tasks';
import { schoolScope } from './safety-policy';
import { weeklyStats } from './safety-weekly-stats';

type TFilter = z.output<typeof ZSafetyWeeklyStatsQuery>;

/** The weekly safety figures of the page's filters as xlsx, run as a file task. */
export const safetyWeeklyExport = defineExport<TFilter, TSafetyWeeklyStatsRow>({
  tag: FileTaskTag.SAFETY_WEEKLY_EXPORT,
  permission: 'safety:weekly-export',
  fileName: () => `安全预警周统计-${todayInShanghai()}.xlsx`,
  sheetName: '安全预警周统计',
  parse: parseWith(ZSafetyWeeklyStatsQuery),
  authorize: async (db, auth) => {
    await schoolScope(db, auth);
  },
  count: async (db, auth, params) =>
    (await weeklyStats(db, await schoolScope(db, auth), params)).rows.length,
  pages: async function* (db, auth, params) {
    const { rows } = await weeklyStats(db, await schoolScope(db, auth), params);
    if (rows.length > 0) yield rows;
  },
  columns: [
    { header: '周（周一）', width: 14, value: (r) => r.weekStart },
    { header: '学校', width: 28, value: (r) => r.schoolName },
    { header: '地区', width: 24, value: (r) => r.regionName },
    { header: '拦截和标记合计', width: 14, value: (r) => r.total },
    ...SAFETY_STAT_KINDS.map((kind) => ({
      header: SAFETY_STAT_KIND_LABELS[kind],
      width: 12,
      value: (r: TSafetyWeeklyStatsRow) => r.counts[kind],
    })),
    { header: '预警', width: 10, value: (r) => r.alerts },
    { header: '教师提示词被拦截', width: 16, value: (r) => r.staffRefused },
  ],
});
