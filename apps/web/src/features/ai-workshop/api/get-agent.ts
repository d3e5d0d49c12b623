import { aiAgentEndpoints, type TAiAgentConfig } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** GET ai-agent-config/custom/detail: one agent (its author, class and teachers may read it). */
export function getAgent(id: number): Promise<TAiAgentConfig> {
  return api.call(aiAgentEndpoints.detail, { id });
}

export function agentQuery(viewer: string, id: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'agents', 'detail', viewer, id],
    queryFn: () => getAgent(id),
  });
}

export function useAgent(viewer: string, id: number | null) {
  return useQuery({ ...agentQuery(viewer, id ?? 0), enabled: id !== null && id > 0 });
}
