import {
  safetyHistoryEndpoints,
  type TSafetyHistoryFlag,
  type TSafetyTool,
} from '@haoduo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { SAFETY_KEY } from './keys';

export interface THistoryFilters {
  studentId?: number;
  tool?: TSafetyTool;
  flag: TSafetyHistoryFlag;
  /** China dates (YYYY-MM-DD), inclusive. */
  dateFrom?: string;
  dateTo?: string;
  currentPage: number;
  pageSize: number;
}

/** GET ai-safety-history/custom/page: one page of the class's AI history, filtered. */
export function useClassHistory(viewer: string, classId: number, filters: THistoryFilters) {
  const input = Object.fromEntries(
    Object.entries({ classId, ...filters }).filter(([, value]) => value !== undefined),
  ) as unknown as { classId: number } & THistoryFilters;
  return useQuery({
    ...api.query(safetyHistoryEndpoints.page, input, [SAFETY_KEY, 'history', viewer]),
    placeholderData: keepPreviousData,
  });
}

/** GET ai-safety-history/custom/weekly-summary: the class's flags of the last 7 days. */
export function useWeeklySummary(viewer: string, classId: number) {
  return useQuery(
    api.query(safetyHistoryEndpoints.weeklySummary, { classId }, [SAFETY_KEY, 'summary', viewer]),
  );
}
