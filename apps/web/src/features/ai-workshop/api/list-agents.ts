import type { TAiAgentConfig } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, WORKS_SERVICE } from './keys';

interface TAgentPage {
  list: TAiAgentConfig[];
  total: number;
}

/** GET ai-agent-config/custom/list: the caller's agents and their classes' agents. */
export function listAgents(): Promise<TAgentPage> {
  return api.get<TAgentPage>(`${WORKS_SERVICE}/ai-agent-config/custom/list`, {
    pageNum: 1,
    pageSize: 50,
  });
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
