import { AI_TOOL_ENDPOINTS, type TAiJobAdded, type TAiTool } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** POST <resource>/custom/resubmit: run a finished or failed generation again (charged again). */
export function resubmitGeneration(tool: TAiTool, id: number): Promise<TAiJobAdded> {
  return api.call(AI_TOOL_ENDPOINTS[tool].resubmit, { id }, { silent: true });
}

export function useResubmitGeneration(tool: TAiTool) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, tool, 'resubmit'],
    mutationFn: (id: number) => resubmitGeneration(tool, id),
    onSettled: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY] }),
  });
}
