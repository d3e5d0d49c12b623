import {
  ZAiAgentAddBody,
  ZAiAgentConfig,
  ZAiAgentConfigPage,
  ZAiAgentEditBody,
  ZAiAgentListQuery,
  ZAiChatBody,
  ZAiChatMessage,
  ZAiClassChatPage,
  ZAiClassHistoryQuery,
  ZAiConversation,
  ZAiConversationInitBody,
  ZAiConversationQuery,
  ZAiJobIdQuery,
} from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { resolveClassActor } from '../classes/classes.policy';
import { addAgent, editAgent, listAgents, loadAgentFor, presentAgent } from './agents.service';
import { classChatPage } from './chat-history';
import { conversationMessages, initConversation, prepareChat } from './chat.service';
import { streamChat } from './chat-stream';
import type { TWorkshop } from './workshop-context';

const W = '/api/v1/works-service';
const tags = ['ai-workshop'];

/** Agents (ai-agent-config), conversations and the streaming chat. */
export function agentRoutes(app: TApp, w: TWorkshop): void {
  const { db } = w;
  const A = `${W}/ai-agent-config/custom`;
  const C = `${W}/ai-agent-conversation/custom`;

  app.post(
    `${A}/add`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Build an agent: title, prologue, prompt, quick commands, voice style, icon, class',
        body: ZAiAgentAddBody,
        response: okResponse(ZAiAgentConfig),
      },
    },
    async (request) => {
      const row = await addAgent(w, request.auth, request.body);
      return ok(presentAgent(row, requireAuth(request.auth).userId));
    },
  );

  app.post(
    `${A}/edit`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'agent', at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: 'Change an agent (its author only); every field is sent again',
        body: ZAiAgentEditBody,
        response: okResponse(ZAiAgentConfig),
      },
    },
    async (request) => {
      const row = await editAgent(w, request.auth, request.body);
      return ok(presentAgent(row, requireAuth(request.auth).userId));
    },
  );

  app.get(
    `${A}/detail`,
    {
      config: { access: 'learner', owner: { kind: 'agent', at: 'query.id', deny: 403 } },
      schema: {
        tags,
        summary: "One agent: its author's, its class's people's, or the author's teachers'",
        querystring: ZAiJobIdQuery,
        response: okResponse(ZAiAgentConfig),
      },
    },
    async (request) => {
      const row = await loadAgentFor(db, request.auth, request.query.id, 'view');
      return ok(presentAgent(row, requireAuth(request.auth).userId));
    },
  );

  app.get(
    `${A}/list`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'query.classId', deny: 'empty' } },
      schema: {
        tags,
        summary: "The caller's agents and those of their classes, latest changed first",
        querystring: ZAiAgentListQuery,
        response: okResponse(ZAiAgentConfigPage),
      },
    },
    async (request) => {
      const { list, total } = await listAgents(db, request.auth, request.query);
      return ok(pageOf(list, total, request.query));
    },
  );

  app.post(
    `${C}/init`,
    {
      config: { access: 'learner', owner: { kind: 'agent', at: 'body.agentConfigId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Start a chat with an agent (agentConfigId) or the language assistant: the prologue, quick commands, how to speak them, the cost per message and the balance',
        body: ZAiConversationInitBody,
        response: okResponse(ZAiConversation),
      },
    },
    async (request) => ok(await initConversation(w, request.auth, request.body)),
  );

  app.get(
    `${C}/messages`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'conversation', at: 'query.conversationId', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: "A conversation's messages, oldest first (its owner)",
        querystring: ZAiConversationQuery,
        response: okResponse(z.array(ZAiChatMessage)),
      },
    },
    async (request) =>
      ok(await conversationMessages(db, request.auth, request.query.conversationId)),
  );

  app.post(
    `${C}/chat`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'conversation', at: 'body.conversationId', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary:
          'Send a message; the answer streams as server-sent events (text/event-stream): `delta` {text}, then `done` {messageId, points, engine, speech} or `error` {code, message, points}. Refusals before the stream starts (bad input, moderation 422, no points 422, paused class 403) are JSON envelopes.',
        body: ZAiChatBody,
        produces: ['text/event-stream', 'application/json'],
      },
    },
    async (request, reply) => {
      const chat = await prepareChat(w, request.auth, request.body);
      await streamChat(w, reply, chat, request.body.message);
      return reply;
    },
  );

  app.get(
    `${W}/ai-history/custom/chat-page`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          "The chat messages of a class's pupils (one pupil with accountId), newest first, for its teachers",
        querystring: ZAiClassHistoryQuery.omit({ tool: true }),
        response: okResponse(ZAiClassChatPage),
      },
    },
    async (request) => {
      await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await classChatPage(db, request.query);
      return ok(pageOf(list, total, request.query));
    },
  );
}
