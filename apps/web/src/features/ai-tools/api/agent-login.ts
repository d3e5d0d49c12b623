import { launchEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST works/custom/agent-login: a launch ticket `code` and the agent page to open. */
export function agentLogin(worksClassId: number) {
  return api.call(launchEndpoints.agent, { worksClassId });
}

export function useAgentLogin() {
  return useMutation({ mutationKey: ['ai-tools', 'agent-login'], mutationFn: agentLogin });
}
