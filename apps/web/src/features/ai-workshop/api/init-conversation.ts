import {
  aiConversationEndpoints,
  type TAiConversation,
  type TAiConversationInitBody,
} from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/** POST ai-agent-conversation/custom/init: a new chat (no agent: the language assistant). */
export function initConversation(body: TAiConversationInitBody): Promise<TAiConversation> {
  return api.call(aiConversationEndpoints.init, body);
}

export function useInitConversation() {
  return useMutation({
    mutationKey: [AI_WORKSHOP_KEY, 'conversation', 'init'],
    mutationFn: initConversation,
  });
}
