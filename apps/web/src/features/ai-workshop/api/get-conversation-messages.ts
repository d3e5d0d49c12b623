import type { TAiChatMessage } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_SERVICE } from './keys';

/** GET ai-agent-conversation/custom/messages: a conversation's messages, oldest first. */
export function getConversationMessages(conversationId: number): Promise<TAiChatMessage[]> {
  return api.get<TAiChatMessage[]>(
    `${WORKS_SERVICE}/ai-agent-conversation/custom/messages`,
    { conversationId },
    { silent: true },
  );
}
