import {
  aiClassControlEndpoints,
  aiDrawEndpoints,
  AiWorkshopMessages,
  type TAiJob,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import { ToolStudio } from './tool-studio';

const IMAGE = '/api/ai-files/2026/11/aaaa.png';

function drawing(id: number, prompt: string, status: TAiJob['status']): TAiJob {
  return {
    id,
    tool: 'draw',
    aiPointConfigRuleType: 12,
    status,
    prompt,
    options: {},
    seed: id,
    points: 2,
    refunded: false,
    refused: false,
    errorMessage: null,
    result:
      status === 'done'
        ? {
            tool: 'draw',
            imageUrl: IMAGE,
            width: 1024,
            height: 768,
            scene: null,
            engine: { provider: 'offline', engine: 'e', model: null, offline: true, notice: '' },
          }
        : null,
    collected: false,
    resubmitOfId: null,
    classId: 1,
    queuePosition: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  } as unknown as TAiJob;
}

function studio(history: TAiJob[] = []) {
  mockServer(
    answer(aiDrawEndpoints.history, {
      list: history,
      total: history.length,
      currentPage: 1,
      pageSize: 12,
    }),
    answer(aiClassControlEndpoints.status, {
      classId: 1,
      paused: false,
      lockedTools: [],
      lessonRequired: false,
      lessonOpen: false,
      canGenerate: true,
      message: AiWorkshopMessages.CAN_GENERATE,
      pollSeconds: 5,
    }),
    answer(aiDrawEndpoints.add, {
      job: drawing(7, '小猫晒太阳', 'queued'),
      cost: 2,
      points: 8,
    }),
    answer(aiDrawEndpoints.detail, ({ input }) => {
      const id = Number(input.id);
      return id === 7 ? drawing(7, '小猫晒太阳', 'done') : history.find((job) => job.id === id)!;
    }),
  );
}

const scrolled = vi.fn();

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

const page = (path = '/ai/painting') =>
  renderInApp(
    <ToolStudio
      tool="draw"
      title="AI绘画"
      intro="写下你想画的画面"
      placeholder="例如"
      examples={['三只小鸭子']}
    />,
    path,
  );

describe('a new result', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInPupil();
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is brought into view smoothly, celebrated, with the next things to try', async () => {
    reducedMotion(false);
    studio();
    page();
    await userEvent.type(screen.getByLabelText('说说你想要什么'), '小猫晒太阳');
    await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
    const result = await screen.findByRole('region', { name: '完成啦！' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(result));
    const call = scrolled.mock.calls[scrolled.mock.contexts.indexOf(result)]!;
    expect(call[0]).toEqual({ behavior: 'smooth', block: 'start' });
    expect(within(result).getByTestId('ai-cheer')).not.toBeEmptyDOMElement();
    expect(within(result).getByRole('img', { name: '小猫晒太阳' })).toHaveAttribute('src', IMAGE);

    const next = within(result).getByRole('navigation', { name: '接下来试试' });
    expect(within(next).getByRole('link', { name: '给它配上音乐' })).toHaveAttribute(
      'href',
      `/ai/music?prompt=${encodeURIComponent('小猫晒太阳')}`,
    );
    expect(within(next).getByRole('link', { name: '放进绘本' })).toBeInTheDocument();
    await userEvent.click(within(next).getByRole('button', { name: '再画一张' }));
    expect(screen.getByLabelText('说说你想要什么')).toHaveValue('');
    expect(screen.getByLabelText('说说你想要什么')).toHaveFocus();
  });

  it('jumps into view without motion when the pupil’s system asks for less motion', async () => {
    reducedMotion(true);
    studio();
    page();
    await userEvent.type(screen.getByLabelText('说说你想要什么'), '小猫晒太阳');
    await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
    const result = await screen.findByRole('region', { name: '完成啦！' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(result));
    const call = scrolled.mock.calls[scrolled.mock.contexts.indexOf(result)]!;
    expect(call[0]).toEqual({ behavior: 'auto', block: 'start' });
  });

  it('names records by the pupil’s words; one picked again is shown without a celebration', async () => {
    reducedMotion(false);
    const untitled = { ...drawing(5, '', 'done') };
    studio([drawing(4, '三只小鸭子在池塘里', 'done'), untitled]);
    page();
    const record = await screen.findByRole('button', { name: '三只小鸭子在池塘里' });
    expect(screen.getByRole('button', { name: '我的作品' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /5/ })).toBeNull();
    await userEvent.click(record);
    const result = await screen.findByRole('region', { name: '完成啦！' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(result));
    expect(within(result).queryByTestId('ai-cheer')).toBeNull();
  });

  it('starts from the words another tool brought along', async () => {
    reducedMotion(false);
    studio();
    page(`/ai/painting?prompt=${encodeURIComponent('小星星在眨眼睛')}`);
    expect(screen.getByLabelText('说说你想要什么')).toHaveValue('小星星在眨眼睛');
  });
});
