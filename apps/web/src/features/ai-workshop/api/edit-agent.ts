import { aiAgentEndpoints, type TAiAgentConfig, type TAiAgentEditBody } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TAgentInput } from './add-agent';
import { AI_WORKSHOP_KEY } from './keys';

/** POST ai-agent-config/custom/edit: change an agent (its author only). */
export function editAgent(body: TAgentInput & { id: number }): Promise<TAiAgentConfig> {
  return api.call(aiAgentEndpoints.edit, body as TAiAgentEditBody);
}

export function useEditAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'agent', 'edit'],
    mutationFn: editAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, 'agents'] }),
  });
}
