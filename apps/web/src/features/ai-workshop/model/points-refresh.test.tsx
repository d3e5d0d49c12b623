import { type TAiJob } from '@haoduo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserPoints } from '../../user-shell';
import { mockApi } from '../../../test/mock-api';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { PointsBadge } from '../components/points-badge';
import { useChat } from './use-chat';
import { useToolRun } from './use-tool-run';

const W = '/api/v1/works-service';
const POINTS = `${W}/works/custom/ai-point/account-detail`;

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
    mockApi({
      [`GET ${POINTS}`]: () => ({ accountId: 1, points: balance }),
      [`POST ${W}/ai-draw/custom/add`]: () => {
        balance -= 2;
        return { job: job(1, 'queued'), cost: 2, points: balance };
      },
      [`POST ${W}/ai-draw/custom/resubmit`]: () => {
        balance -= 2;
        return { job: job(2, 'queued'), cost: 2, points: balance };
      },
      [`GET ${W}/ai-draw/custom/detail`]: (url: URL) =>
        job(Number(url.searchParams.get('id')), 'done'),
    });
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
    mockApi({
      [`GET ${POINTS}`]: () => ({ accountId: 1, points: balance }),
      [`POST ${W}/ai-agent-conversation/custom/init`]: () => ({
        conversationId: 7,
        agent: null,
        prologue: '你好',
        quickCommands: [],
        speech: null,
        cost: 1,
        points: (balance -= 1),
        engine: null,
      }),
    });
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
