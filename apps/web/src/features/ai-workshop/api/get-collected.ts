import type { TAiTool } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TJobPage } from './get-history';
import { AI_WORKSHOP_KEY, toolPath } from './keys';

/** GET <resource>/custom/collect/record: the caller's favourites, latest first. */
export function getCollected(tool: TAiTool, pageSize = 12): Promise<TJobPage> {
  return api.get<TJobPage>(toolPath(tool, 'collect/record'), { pageNum: 1, pageSize });
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
