import {
  aiConversationEndpoints,
  aiDrawEndpoints,
  aiPointEndpoints,
  type TAiConversation,
  type TAiJob,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserPoints } from '../../user-shell';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { PointsBadge } from '../components/points-badge';
import { useChat } from './use-chat';
import { useToolRun } from './use-tool-run';

function job(id: number, status: TAiJob['status']): TAiJob {
  return {
    id,
    tool: 'draw',
    aiPointConfigRuleType: 12,
    status,
    prompt: '小猫',
    options: {},
    seed: 1,
    points: 2,
    refunded: false,
    refused: false,
    errorMessage: null,
    result: null,
    collected: false,
    resubmitOfId: null,
    classId: 1,
    queuePosition: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  } as TAiJob;
}

function Draw() {
  const run = useToolRun('draw');
  return (
    <>
      <button type="button" onClick={() => void run.run({ prompt: '小猫', classId: 1 })}>
        draw
      </button>
      <button type="button" onClick={() => void run.retry()}>
        again
      </button>
    </>
  );
}

function Chat() {
  const chat = useChat(undefined, 1, () => undefined);
  return <p>{chat.conversation ? `chat ${chat.conversation.conversationId}` : 'starting'}</p>;
}

/** The header's points (user-shell) and the workshop's bar read one query. */
const header = () => screen.getByTestId('user-points');

describe('AI points after a charge', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInPupil();
  });

  it('shows the balance after add and resubmit in the header and the bar', async () => {
    let balance = 100;
    mockServer(
      answer(aiPointEndpoints.header, () => ({ accountId: 1, points: balance })),
      answer(aiDrawEndpoints.add, () => {
        balance -= 2;
        return { job: job(1, 'queued'), cost: 2, points: balance };
      }),
      answer(aiDrawEndpoints.resubmit, () => {
        balance -= 2;
        return { job: job(2, 'queued'), cost: 2, points: balance };
      }),
      answer(aiDrawEndpoints.detail, ({ input }) => job(Number(input.id), 'done')),
    );
    renderInApp(
      <>
        <UserPoints />
        <PointsBadge />
        <Draw />
      </>,
    );
    await vi.waitFor(() => expect(header()).toHaveTextContent('AI点数 100'));
    expect(screen.getByTestId('ai-points')).toHaveTextContent('100');

    await userEvent.click(screen.getByRole('button', { name: 'draw' }));
    await vi.waitFor(() => expect(header()).toHaveTextContent('AI点数 98'));
    expect(screen.getByTestId('ai-points')).toHaveTextContent('98');

    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    await vi.waitFor(() => expect(header()).toHaveTextContent('AI点数 96'));
    expect(screen.getByTestId('ai-points')).toHaveTextContent('96');
  });

  it('shows the balance after a chat is started (language assistant)', async () => {
    let balance = 50;
    mockServer(
      answer(aiPointEndpoints.header, () => ({ accountId: 1, points: balance })),
      answer(
        aiConversationEndpoints.init,
        () =>
          ({
            conversationId: 7,
            agent: null,
            prologue: '你好',
            quickCommands: [],
            speech: null,
            cost: 1,
            points: (balance -= 1),
            engine: null,
          }) as unknown as TAiConversation,
      ),
    );
    renderInApp(
      <>
        <UserPoints />
        <Chat />
      </>,
    );
    expect(await screen.findByText('chat 7')).toBeInTheDocument();
    expect(balance).toBe(49);
    await vi.waitFor(() => expect(header()).toHaveTextContent('AI点数 49'));
  });
});
