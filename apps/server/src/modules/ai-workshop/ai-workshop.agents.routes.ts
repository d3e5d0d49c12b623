import { aiAgentEndpoints, aiConversationEndpoints, aiHistoryEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor, resolveClassActor } from '../classes';
import { addAgent, editAgent, listAgents, loadAgentFor, presentAgent } from './agents.service';
import { classChatPage } from './chat-history';
import { conversationMessages, initConversation, prepareChat } from './chat.service';
import { streamChat } from './chat-stream';
import type { TWorkshop } from './workshop-context';

/** Agents (ai-agent-config), conversations and the streaming chat. */
export function agentRoutes(app: TApp, w: TWorkshop): void {
  const { db } = w;

  route(app, aiAgentEndpoints.add, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const row = await addAgent(w, request.auth, request.body);
      return presentAgent(row, requireAuth(request.auth).userId);
    },
  });

  route(app, aiAgentEndpoints.edit, {
    owner: { kind: 'agent', at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const row = await editAgent(w, request.auth, request.body);
      return presentAgent(row, requireAuth(request.auth).userId);
    },
  });

  route(app, aiAgentEndpoints.detail, {
    owner: { kind: 'agent', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const row = await loadAgentFor(db, request.auth, request.query.id, 'view');
      return presentAgent(row, requireAuth(request.auth).userId);
    },
  });

  route(app, aiAgentEndpoints.list, {
    owner: { kind: 'class', at: 'query.classId', deny: 'empty' },
    handler: async (request) => {
      const { list, total } = await listAgents(db, request.auth, request.query);
      return pageOf(list, total, request.query);
    },
  });

  route(app, aiConversationEndpoints.init, {
    owner: { kind: 'agent', at: 'body.agentConfigId', deny: 403 },
    handler: async (request) => initConversation(w, request.auth, request.body),
  });

  route(app, aiConversationEndpoints.messages, {
    owner: { kind: 'conversation', at: 'query.conversationId', deny: 403, pass: ['student'] },
    handler: async (request) =>
      conversationMessages(db, request.auth, request.query.conversationId),
  });

  route(app, aiConversationEndpoints.chat, {
    owner: { kind: 'conversation', at: 'body.conversationId', deny: 403, pass: ['student'] },
    handler: async (request, reply) => {
      const chat = await prepareChat(w, request.auth, request.body);
      await streamChat(w, reply, chat, request.body.message);
      return reply;
    },
  });

  route(app, aiHistoryEndpoints.chatPage, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await classChatPage(db, request.query);
      return pageOf(list, total, request.query);
    },
  });
}
