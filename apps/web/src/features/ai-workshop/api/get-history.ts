import { AI_TOOL_ENDPOINTS, type TAiTool, type TOutputOf } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

export type TJobPage = TOutputOf<typeof AI_TOOL_ENDPOINTS.draw.history>;

/** GET <resource>/custom/history/record: the caller's generations, newest first. */
export function getHistory(tool: TAiTool, pageSize = 12): Promise<TJobPage> {
  return api.call(AI_TOOL_ENDPOINTS[tool].history, { currentPage: 1, pageSize });
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
