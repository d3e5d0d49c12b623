import type { TAiJob, TAiTool } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, toolPath } from './keys';

export interface TJobPage {
  list: TAiJob[];
  total: number;
}

/** GET <resource>/custom/history/record: the caller's generations, newest first. */
export function getHistory(tool: TAiTool, pageSize = 12): Promise<TJobPage> {
  return api.get<TJobPage>(toolPath(tool, 'history/record'), { pageNum: 1, pageSize });
}

export function historyQuery(viewer: string, tool: TAiTool) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, tool, 'history', viewer],
    queryFn: () => getHistory(tool),
  });
}

export function useHistory(viewer: string, tool: TAiTool, enabled = true) {
  return useQuery({ ...historyQuery(viewer, tool), enabled });
}
