import { aiAgentEndpoints, type TAiAgentAddBody, type TAiAgentConfig } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

export type TAgentInput = Partial<TAiAgentAddBody> & { title: string };

/** POST ai-agent-config/custom/add: a new agent. */
export function addAgent(body: TAgentInput): Promise<TAiAgentConfig> {
  return api.call(aiAgentEndpoints.add, body as TAiAgentAddBody);
}

export function useAddAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'agent', 'add'],
    mutationFn: addAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, 'agents'] }),
  });
}
