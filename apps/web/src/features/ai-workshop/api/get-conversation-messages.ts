import { aiConversationEndpoints, type TAiChatMessage } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** GET ai-agent-conversation/custom/messages: a conversation's messages, oldest first. */
export function getConversationMessages(conversationId: number): Promise<TAiChatMessage[]> {
  return api.call(aiConversationEndpoints.messages, { conversationId }, { silent: true });
}
