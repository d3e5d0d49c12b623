import { AI_TOOL_ENDPOINTS, type TAiTool } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TJobPage } from './get-history';
import { AI_WORKSHOP_KEY } from './keys';

/** GET <resource>/custom/collect/record: the caller's favourites, latest first. */
export function getCollected(tool: TAiTool, pageSize = 12): Promise<TJobPage> {
  return api.call(AI_TOOL_ENDPOINTS[tool].collected, { currentPage: 1, pageSize });
}

export function collectedQuery(viewer: string, tool: TAiTool) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, tool, 'collected', viewer],
    queryFn: () => getCollected(tool),
  });
}

export function useCollected(viewer: string, tool: TAiTool, enabled = true) {
  return useQuery({ ...collectedQuery(viewer, tool), enabled });
}
