import { z } from 'zod';
import {
  ZAiAgentAddBody,
  ZAiAgentEditBody,
  ZAiAgentListQuery,
  ZAiChatBody,
  ZAiConversationInitBody,
  ZAiConversationQuery,
  ZAiJobIdQuery,
} from '../ai-workshop/ai-workshop-requests.schema';
import {
  ZAiAgentConfig,
  ZAiAgentConfigPage,
  ZAiChatMessage,
  ZAiConversation,
  ZAiVoiceStyle,
} from '../ai-workshop/ai-agents-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'ai-workshop';

/** Agents (ai-agent-config) and their voices. */
export const aiAgentEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-agent-config/custom/add',
    tag,
    access: 'learner',
    summary: 'Build an agent: title, prologue, prompt, quick commands, voice style, icon, class',
    body: ZAiAgentAddBody,
    response: ZAiAgentConfig,
    errors: [404, 422],
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-agent-config/custom/edit',
    tag,
    access: 'learner',
    summary: 'Change an agent (its author only); every field is sent again',
    body: ZAiAgentEditBody,
    response: ZAiAgentConfig,
    errors: [404, 422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-agent-config/custom/detail',
    tag,
    access: 'learner',
    summary: "One agent: its author's, its class's people's, or the author's teachers'",
    query: ZAiJobIdQuery,
    response: ZAiAgentConfig,
    errors: [404],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-agent-config/custom/list',
    tag,
    access: 'learner',
    summary: "The caller's agents and those of their classes, latest changed first",
    query: ZAiAgentListQuery,
    response: ZAiAgentConfigPage,
  }),
  voiceStyles: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-agent-config/custom/voice-styles',
    tag,
    access: 'learner',
    summary: "The voice styles an agent can speak in (the browser's voices)",
    response: z.array(ZAiVoiceStyle),
  }),
};

/** Chats with an agent or the language assistant. */
export const aiConversationEndpoints = {
  init: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-agent-conversation/custom/init',
    tag,
    access: 'learner',
    summary:
      'Start a chat with an agent (agentConfigId) or the language assistant: the prologue, quick commands, how to speak them, the cost per message and the balance',
    body: ZAiConversationInitBody,
    response: ZAiConversation,
    errors: [404],
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-agent-conversation/custom/messages',
    tag,
    access: 'learner',
    summary: "A conversation's messages, oldest first (its owner)",
    query: ZAiConversationQuery,
    response: z.array(ZAiChatMessage),
    errors: [404],
  }),
  chat: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-agent-conversation/custom/chat',
    tag,
    access: 'learner',
    summary:
      'Send a message; the answer streams as server-sent events (text/event-stream): `delta` {text}, then `done` {messageId, points, engine, speech} or `error` {code, message, points}. Refusals before the stream starts (bad input, moderation 422, no points 422, paused class 403) are JSON envelopes.',
    body: ZAiChatBody,
    answer: 'stream',
    produces: 'text/event-stream',
    errors: [404, 422],
  }),
};
