import {
  aiClassControlEndpoints,
  aiDrawEndpoints,
  AiWorkshopMessages,
  courseAppEndpoints,
  weekScheduleEndpoints,
  type TAiJob,
} from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { presetFixture } from '../../../features/courses/testing/course-fixture';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import AiPaintingPage from './ai-painting-page';

const PROMPT = '我的家乡有一条小河，河边有柳树和白墙黑瓦的房子';

function queued(): TAiJob {
  return {
    id: 7,
    tool: 'draw',
    aiPointConfigRuleType: 12,
    status: 'queued',
    prompt: PROMPT,
    options: {},
    seed: 7,
    points: 2,
    refunded: false,
    refused: false,
    errorMessage: null,
    result: null,
    collected: false,
    resubmitOfId: null,
    classId: 5,
    queuePosition: 1,
    createdAt: '2026-11-21T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  } as unknown as TAiJob;
}

function serve(handedIn = false): TMockServer {
  return mockServer(
    answer(aiDrawEndpoints.history, { list: [], total: 0, currentPage: 1, pageSize: 12 }),
    answer(aiClassControlEndpoints.status, {
      classId: 5,
      paused: false,
      lockedTools: [],
      lessonRequired: false,
      lessonOpen: false,
      canGenerate: true,
      message: AiWorkshopMessages.CAN_GENERATE,
      pollSeconds: 5,
    }),
    answer(aiDrawEndpoints.add, { job: queued(), cost: 2, points: 8 }),
    answer(aiDrawEndpoints.detail, queued()),
    answer(courseAppEndpoints.toolPreset, presetFixture()),
    answer(weekScheduleEndpoints.checkWorksClass, {
      lesson: { id: 12, title: '画出我的家乡', seq: 2, courseId: 1 },
      classId: 5,
      courseClassName: '三年级AI创作班',
      date: '2026-11-24',
      handedIn,
      workId: handedIn ? 100 : null,
    }),
  );
}

describe('AI painting opened from a lesson', { timeout: 30_000 }, () => {
  beforeEach(() => signInPupil());

  it("starts with the lesson's prompt and style, and hands the picture in for the lesson", async () => {
    const server = serve();
    renderInApp(<AiPaintingPage />, '/ai/painting?lesson=12');
    const box = screen.getByLabelText('说说你想要什么');
    await waitFor(() => expect(box).toHaveValue(PROMPT));
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('AI绘本小作家 · 画出我的家乡');
    expect(banner).toHaveTextContent('作品完成后会自动交给老师');
    expect(screen.getByRole('link', { name: /回到课程/ })).toHaveAttribute(
      'href',
      '/course/lesson?id=12',
    );
    expect(screen.getByRole('radio', { name: /水彩/ })).toBeChecked();
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe('painting');

    await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
    await waitFor(() => expect(server.callsTo(aiDrawEndpoints.add)).toHaveLength(1));
    expect(server.callsTo(aiDrawEndpoints.add)[0]?.input).toMatchObject({
      prompt: PROMPT,
      style: 'watercolour',
      lessonId: 12,
      classId: 5,
    });
  });

  it('keeps what the pupil typed, and says when the work is already handed in', async () => {
    serve(true);
    renderInApp(<AiPaintingPage />, '/ai/painting?lesson=12');
    expect(await screen.findByTestId('lesson-task')).toHaveTextContent('作品已交');
    const box = screen.getByLabelText('说说你想要什么');
    await userEvent.clear(box);
    await userEvent.type(box, '小河');
    expect(box).toHaveValue('小河');
  });

  it('draws as before without a lesson', async () => {
    const server = serve();
    renderInApp(<AiPaintingPage />, '/ai/painting');
    expect(screen.getByLabelText('说说你想要什么')).toHaveValue('');
    await screen.findByRole('heading', { name: 'AI绘画' });
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
