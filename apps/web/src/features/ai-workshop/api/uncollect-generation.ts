import { AI_TOOL_ENDPOINTS, type TAiJob, type TAiTool } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** POST <resource>/custom/collect/cancel: take a generation out of the favourites. */
export function uncollectGeneration(tool: TAiTool, id: number): Promise<TAiJob> {
  return api.call(AI_TOOL_ENDPOINTS[tool].collectCancel, { id });
}

export function useUncollectGeneration(tool: TAiTool) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, tool, 'uncollect'],
    mutationFn: (id: number) => uncollectGeneration(tool, id),
    onSuccess: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, tool] }),
  });
}
