import {
  AccountType,
  aiConversationEndpoints as C,
  aiPointEndpoints,
  type TAiChatMessage,
  type TAiConversation,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { AgentChat } from './agent-chat';

const points = answer(aiPointEndpoints.header, { accountId: 1, points: 20 });

function conversation(conversationId: number): TAiConversation {
  return {
    conversationId,
    agent: null,
    prologue: '你好！我是恐龙博士。',
    quickCommands: [],
    speech: { mode: 'browser', voiceStyle: 'gentle', utterances: [] },
    cost: 1,
    points: 20,
    engine: {
      provider: 'offline',
      engine: 'offline-chat@1',
      model: null,
      offline: true,
      notice: '',
    },
  } as unknown as TAiConversation;
}

const sse = (events: [string, unknown][]) =>
  new Response(
    events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    },
  );

describe('agent chat', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom does not scroll; the chat scrolls to its last line.
    Element.prototype.scrollTo ??= () => undefined;
    window.localStorage.clear();
    signInPupil();
  });

  it('streams an answer through the signed client and shows the conversation again when reopened', async () => {
    const history: TAiChatMessage[] = [];
    let nextConversation = 7;
    const server = mockServer(
      answer(C.init, ({ input }) => conversation(input.conversationId ?? nextConversation++)),
      answer(C.messages, () => history),
      points,
      answer(C.chat, ({ input }) => {
        history.push(
          { id: 1, role: 'user', content: input.message, createdAt: '2026-11-21T08:00:00.000Z' },
          {
            id: 2,
            role: 'assistant',
            content: '恐龙吃植物或者肉。',
            createdAt: '2026-11-21T08:00:01.000Z',
          },
        );
        return sse([
          ['delta', { text: '恐龙吃植物' }],
          ['delta', { text: '或者肉。' }],
          [
            'done',
            {
              messageId: 2,
              points: 19,
              engine: conversation(7).engine,
              speech: conversation(7).speech,
            },
          ],
        ]);
      }),
    );

    const first = renderInApp(<AgentChat title="恐龙博士" />);
    expect(await screen.findByText('你好！我是恐龙博士。')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '想对它说什么？' }), '恐龙吃什么？');
    await userEvent.click(screen.getByRole('button', { name: /发\s?送/ }));
    expect(await screen.findByText('恐龙吃植物或者肉。')).toBeInTheDocument();
    const chatCalls = server.callsTo(C.chat);
    expect(chatCalls).toHaveLength(1);
    expect(chatCalls[0]!.url.searchParams.get('sign')).toBeTruthy();
    expect(chatCalls[0]!.headers.accept).toBe('text/event-stream');
    expect(chatCalls[0]!.headers.authorization).toBe('Bearer tok');
    expect(chatCalls[0]!.input).toEqual({ conversationId: 7, message: '恐龙吃什么？' });
    first.unmount();

    // Reopened: the same conversation, its messages under the greeting.
    renderInApp(<AgentChat title="恐龙博士" />);
    expect(await screen.findByText('恐龙吃什么？')).toBeInTheDocument();
    expect(screen.getByText('恐龙吃植物或者肉。')).toBeInTheDocument();
    const inits = server.callsTo(C.init).map((call) => call.input);
    expect(inits.at(-1)).toMatchObject({ conversationId: 7 });
    expect(server.callsTo(C.messages).at(-1)?.url.searchParams.get('conversationId')).toBe('7');

    // Starting again: a new conversation without the old lines.
    await userEvent.click(screen.getByRole('button', { name: /重新开始对话/ }));
    await waitFor(() => expect(screen.queryByText('恐龙吃什么？')).toBeNull());
    expect(server.callsTo(C.init).at(-1)?.input).not.toHaveProperty('conversationId');
  });

  it('says when the offline assistant answers, and an answer it could not give is free', async () => {
    let answered = false;
    mockServer(
      answer(C.init, () => conversation(9)),
      answer(C.messages, () => []),
      points,
      answer(C.chat, () =>
        sse([
          ['delta', { text: answered ? '12*3 = 36。' : '这个问题我还不知道呢。' }],
          [
            'done',
            {
              messageId: answered ? 4 : 3,
              points: answered ? 19 : 20,
              answered,
              engine: conversation(9).engine,
              speech: conversation(9).speech,
            },
          ],
        ]),
      ),
    );

    const view = renderInApp(<AgentChat title="小助手" />);
    expect(await screen.findByTestId('chat-offline-notice')).toHaveTextContent('离线小助手');
    const box = screen.getByRole('textbox', { name: '想对它说什么？' });
    await userEvent.type(box, '火星上有几个卫星？');
    await userEvent.click(screen.getByRole('button', { name: /发\s?送/ }));
    expect(await screen.findByText('没有答上来，这次不扣点数')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-cheer')).toBeNull();

    answered = true;
    await userEvent.type(box, '12乘3等于几');
    await userEvent.click(screen.getByRole('button', { name: /发\s?送/ }));
    expect(await screen.findByText('12*3 = 36。')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-not-answered')).toHaveLength(1);
    view.unmount();

    // Teachers learn that a model server gives real answers.
    signInPupil({ accountType: AccountType.TEACHER });
    renderInApp(<AgentChat title="小助手" />);
    expect(await screen.findByTestId('chat-offline-notice')).toHaveTextContent('连接AI模型服务');
  });
});
