import type { TAiJob } from '@haoduo/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { JobProgress } from './job-progress';

function job(fields: Partial<TAiJob>): TAiJob {
  return {
    id: 1,
    tool: 'draw',
    aiPointConfigRuleType: 12,
    status: 'queued',
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
    classId: null,
    queuePosition: null,
    createdAt: '2026-11-21 09:00:00',
    startedAt: null,
    finishedAt: null,
    ...fields,
  };
}

describe('job progress', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('says how many are waiting ahead while queued', async () => {
    renderInApp(<JobProgress job={job({ status: 'queued', queuePosition: 3 })} />);
    expect(await screen.findByRole('status')).toHaveTextContent('排队中，前面还有 3 个作品');
  });

  it('says it is next when nobody is ahead', async () => {
    renderInApp(<JobProgress job={job({ status: 'queued', queuePosition: 0 })} />);
    expect(await screen.findByRole('status')).toHaveTextContent('马上就轮到你啦');
  });

  it('shows a growing bar while running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInApp(<JobProgress job={job({ status: 'running' })} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('AI正在努力创作，请稍等…');
    const bar = () =>
      Number(status.querySelector('[aria-valuenow]')?.getAttribute('aria-valuenow') ?? 0);
    const first = bar();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(bar()).toBeGreaterThan(first);
    expect(bar()).toBeLessThan(100);
  });

  it('shows the reason of a failure and retries', async () => {
    const onRetry = vi.fn();
    renderInApp(
      <JobProgress
        job={job({
          status: 'failed',
          errorMessage: 'AI创作没有完成，本次不会扣除AI点数，请再试一次',
        })}
        onRetry={onRetry}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('这次没有成功');
    expect(alert).toHaveTextContent('AI创作没有完成，本次不会扣除AI点数，请再试一次');
    await userEvent.click(screen.getByRole('button', { name: '再来一次' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows nothing for a finished job', () => {
    const { container } = renderInApp(<JobProgress job={job({ status: 'done' })} />);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
