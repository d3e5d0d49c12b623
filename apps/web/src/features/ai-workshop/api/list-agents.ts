import { aiAgentEndpoints, type TOutputOf } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

type TAgentPage = TOutputOf<typeof aiAgentEndpoints.list>;

/** GET ai-agent-config/custom/list: the caller's agents and their classes' agents. */
export function listAgents(): Promise<TAgentPage> {
  return api.call(aiAgentEndpoints.list, { currentPage: 1, pageSize: 50 });
}

export function agentsQuery(viewer: string) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'agents', viewer],
    queryFn: listAgents,
  });
}

export function useAgents(viewer: string) {
  return useQuery(agentsQuery(viewer));
}
