import { AI_TOOL_ENDPOINTS, type TAiJob, type TAiTool } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** POST <resource>/custom/collect: add a finished generation to the favourites. */
export function collectGeneration(tool: TAiTool, id: number): Promise<TAiJob> {
  return api.call(AI_TOOL_ENDPOINTS[tool].collect, { id });
}

export function useCollectGeneration(tool: TAiTool) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, tool, 'collect'],
    mutationFn: (id: number) => collectGeneration(tool, id),
    onSuccess: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, tool] }),
  });
}
