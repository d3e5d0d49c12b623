import { WorkType } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_SERVICE } from './keys';

export interface TSaveApp {
  worksName: string;
  prompt: string;
  html: string;
  classId?: number;
}

/**
 * Keeps a smart application as a work (type 6 with its program code), opened at
 * /agent/code: POST works/custom/agent-program-code/add.
 */
export function saveAppWork(input: TSaveApp): Promise<{ id: number }> {
  return api.post<{ id: number }>(`${WORKS_SERVICE}/works/custom/agent-program-code/add`, {
    worksName: input.worksName,
    worksPrompt: input.prompt,
    worksClassId: input.classId ?? null,
    type: WorkType.SMART_APPLICATION,
    agentProgramCode: input.html,
  });
}

export function useSaveAppWork() {
  return useMutation({ mutationKey: ['ai-workshop', 'save-app'], mutationFn: saveAppWork });
}
