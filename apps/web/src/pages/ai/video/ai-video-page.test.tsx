import {
  aiClassControlEndpoints,
  aiDrawEndpoints,
  aiVideoEndpoints,
  AiWorkshopMessages,
  mediaEndpoints,
  type TAiJob,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInPupil } from '../../../test/session';
import { renderInApp } from '../../../test/render';
import AiVideoPage from './ai-video-page';

const urlOf = (id: number) => `/api/ai-files/2026/11/${String(id).padStart(32, 'a')}.png`;

/** A history page with nothing in it. */
const EMPTY_PAGE = { list: [], total: 0, currentPage: 1, pageSize: 20 };

function drawing(id: number, prompt: string): TAiJob {
  return {
    id,
    tool: 'draw',
    aiPointConfigRuleType: 12,
    status: 'done',
    prompt,
    options: {},
    seed: id,
    points: 2,
    refunded: false,
    refused: false,
    errorMessage: null,
    result: {
      tool: 'draw',
      imageUrl: urlOf(id),
      width: 1024,
      height: 768,
      scene: null,
      engine: {
        provider: 'offline',
        engine: 'offline-draw@1',
        model: null,
        offline: true,
        notice: '',
      },
    },
    collected: false,
    resubmitOfId: null,
    classId: 1,
    queuePosition: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  } as unknown as TAiJob;
}

function status(paused: boolean) {
  return {
    classId: 1,
    paused,
    lockedTools: [],
    lessonRequired: false,
    lessonOpen: false,
    canGenerate: !paused,
    message: paused ? AiWorkshopMessages.CLASS_PAUSED : AiWorkshopMessages.CAN_GENERATE,
    pollSeconds: 5,
  };
}

describe('/ai/video', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // A pupil without a chosen current class.
    signInPupil();
  });

  it('makes the video from picked drawings and an upload, each with its caption', async () => {
    const api = mockServer(
      answer(aiDrawEndpoints.history, {
        list: [drawing(1, '小猫出门'), drawing(2, '小猫回家')],
        total: 2,
        currentPage: 1,
        pageSize: 20,
      }),
      answer(aiVideoEndpoints.history, EMPTY_PAGE),
      answer(aiClassControlEndpoints.status, status(false)),
      answer(mediaEndpoints.upload, {
        id: 9,
        key: 'k',
        kind: 'image',
        mime: 'image/png',
        size: 10,
        width: 10,
        height: 10,
        url: '/api/media/2026/11/upload9.png',
        thumbUrl: null,
      }),
      answer(aiVideoEndpoints.add, {
        job: { ...drawing(3, '小猫的一天'), tool: 'video', status: 'queued', result: null },
        cost: 3,
        points: 17,
      }),
      answer(aiVideoEndpoints.detail, {
        ...drawing(3, '小猫的一天'),
        tool: 'video',
        status: 'queued',
        result: null,
      }),
    );
    renderInApp(<AiVideoPage />);
    const box = await screen.findByRole('region', { name: '用我的画做视频' });
    await userEvent.click(await within(box).findByRole('button', { name: '小猫回家' }));
    await userEvent.click(within(box).getByRole('button', { name: '小猫出门' }));
    expect(within(box).getByRole('button', { name: '小猫回家' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
    const input = box.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    expect(await within(box).findByRole('img', { name: '第3张图片' })).toBeInTheDocument();

    await userEvent.type(within(box).getByLabelText('第1张的字幕'), '小猫回家了');
    await userEvent.type(within(box).getByLabelText('第3张的字幕'), '这是我画的');
    await userEvent.click(within(box).getByRole('button', { name: '去掉第2张' }));

    await userEvent.type(screen.getByLabelText('说说你想要什么'), '小猫的一天');
    await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
    await vi.waitFor(() => expect(api.callsTo(aiVideoEndpoints.add)).toHaveLength(1));
    expect(api.callsTo(aiVideoEndpoints.add)[0]!.input).toMatchObject({
      prompt: '小猫的一天',
      imageUrls: [urlOf(2), '/api/media/2026/11/upload9.png'],
      captions: ['小猫回家了', '这是我画的'],
    });
    // No chosen class: the page polls the status of the class a video job would use.
    expect(api.callsTo(aiClassControlEndpoints.status)[0]!.url.searchParams.get('tool')).toBe(
      'video',
    );
  });

  it('shows the teacher’s pause for a pupil without a chosen class and holds the button', async () => {
    mockServer(
      answer(aiDrawEndpoints.history, EMPTY_PAGE),
      answer(aiVideoEndpoints.history, EMPTY_PAGE),
      answer(aiClassControlEndpoints.status, status(true)),
    );
    renderInApp(<AiVideoPage />);
    expect(await screen.findByTestId('ai-blocked')).toHaveTextContent(
      AiWorkshopMessages.CLASS_PAUSED,
    );
    await userEvent.type(screen.getByLabelText('说说你想要什么'), '小猫的一天');
    expect(screen.getByRole('button', { name: '开始创作' })).toBeDisabled();
  });
});
