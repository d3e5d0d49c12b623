import { workEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TSaveAgent {
  agentId: number;
  worksName: string;
  intro: string;
  classId?: number;
  /** The lesson the agent was made for: the shared work is its hand-in. */
  lessonId?: number;
}

/** Where a shared agent opens: its chat in the workshop. */
export function agentChatPath(agentId: number): string {
  return `/ai/agent?agentId=${agentId}`;
}

/** Shares an agent as a work (type 4, opened at its chat): POST works/custom/agent/add. */
export function saveAgentWork(input: TSaveAgent): Promise<{ id: number }> {
  return api.call(workEndpoints.addAgent, {
    worksName: input.worksName,
    worksIntro: input.intro || null,
    worksClassId: input.classId ?? null,
    jumpUrl: agentChatPath(input.agentId),
    ...(input.lessonId ? { lessonId: input.lessonId } : {}),
  });
}

export function useSaveAgentWork() {
  return useMutation({ mutationKey: ['ai-workshop', 'save-agent'], mutationFn: saveAgentWork });
}
