import {
  aiConversationEndpoints as C,
  aiPointEndpoints,
  MODERATION_CATEGORY_MESSAGES,
  SafetyMessages,
  type TAiConversation,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { AgentChat } from './agent-chat';

const conversation = {
  conversationId: 5,
  agent: null,
  prologue: '你好呀！',
  quickCommands: [],
  speech: { mode: 'browser', voiceStyle: 'gentle', utterances: [] },
  cost: 1,
  points: 20,
  engine: { provider: 'offline', engine: 'offline-chat@1', model: null, offline: true, notice: '' },
} as unknown as TAiConversation;

const sse = (events: [string, unknown][]) =>
  new Response(
    events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

async function say(text: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: '想对它说什么？' }), text);
  await userEvent.click(screen.getByRole('button', { name: /发\s?送/ }));
}

describe('the chat’s safety answers to a pupil', { timeout: 30_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollTo ??= () => undefined;
    window.localStorage.clear();
    signInPupil();
  });

  it('shows a refusal kindly, says no points were used, and never as the refused words', async () => {
    mockServer(
      answer(C.init, conversation),
      answer(C.messages, []),
      answer(aiPointEndpoints.header, { accountId: 1, points: 20 }),
      answer(C.chat, new MockFailure(422, MODERATION_CATEGORY_MESSAGES.violence)),
    );
    renderInApp(<AgentChat title="小助手" />);
    await say('怎么用刀砍人');
    const refusal = await screen.findByTestId('chat-refusal');
    expect(refusal).toHaveTextContent(MODERATION_CATEGORY_MESSAGES.violence);
    expect(refusal).toHaveTextContent('这次没有扣AI点数');
    expect(refusal).not.toHaveTextContent('砍人');
  });

  it('answers a disclosure warmly with a trusted adult and the help lines, not as an error', async () => {
    mockServer(
      answer(C.init, conversation),
      answer(C.messages, []),
      answer(aiPointEndpoints.header, { accountId: 1, points: 20 }),
      answer(C.chat, () =>
        sse([
          ['delta', { text: SafetyMessages.CARING_ANSWER }],
          [
            'done',
            {
              messageId: 8,
              points: 20,
              answered: false,
              engine: conversation.engine,
              speech: conversation.speech,
              care: true,
            },
          ],
        ]),
      ),
    );
    renderInApp(<AgentChat title="小助手" />);
    await say('我不想活了，活着没意思');
    const care = await screen.findByTestId('chat-care');
    expect(care).toHaveTextContent('请马上告诉一位你信任的大人');
    const lines = within(care).getByRole('group', { name: '可以拨打的求助热线' });
    expect(within(lines).getByRole('link', { name: /12356/ })).toHaveAttribute('href', 'tel:12356');
    expect(within(lines).getByRole('link', { name: /12355/ })).toHaveAttribute('href', 'tel:12355');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('chat-not-answered')).toBeNull();
  });

  it('knows the caring answer by the server’s flag, not by its words', async () => {
    const done = (care: boolean) => ({
      messageId: 9,
      points: 20,
      answered: false,
      engine: conversation.engine,
      speech: conversation.speech,
      ...(care ? { care } : {}),
    });
    mockServer(
      answer(C.init, conversation),
      // An earlier caring answer the server marked, in words the page never saw before.
      answer(C.messages, [
        { id: 1, role: 'user', content: '没人在乎我', createdAt: '2026-11-26T08:00:00Z' },
        {
          id: 2,
          role: 'assistant',
          content: '我听到了，你很重要。找一位信任的大人说说吧。',
          createdAt: '2026-11-26T08:00:01Z',
          care: true,
        },
      ]),
      answer(aiPointEndpoints.header, { accountId: 1, points: 20 }),
      answer(C.chat, () =>
        sse([
          ['delta', { text: SafetyMessages.CARING_ANSWER }],
          ['done', done(false)],
        ]),
      ),
    );
    // The pupil's last conversation is reopened with its messages.
    window.localStorage.setItem(`haoduo.chat.${viewerKey(useAppStore.getState())}.language`, '5');
    renderInApp(<AgentChat title="小助手" />);
    const earlier = await screen.findByTestId('chat-care');
    expect(earlier).toHaveTextContent('我听到了，你很重要');
    // The same words as the caring answer, unflagged: an ordinary unanswered reply.
    await say('你好');
    expect(await screen.findByTestId('chat-not-answered')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-care')).toHaveLength(1);
  });
});
