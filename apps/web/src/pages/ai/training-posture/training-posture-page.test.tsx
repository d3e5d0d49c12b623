import { courseAppEndpoints } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveLabPreset } from '../../../features/courses/testing/lab-preset';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import TrainingPosturePage from './training-posture-page';

// jsdom has no workers: the model stays loading, which the lab shows as it is.
vi.mock('../../../features/training/workers/vision-client', () => ({
  createVisionClient: () => ({
    init: () => new Promise(() => undefined),
    dispose: () => undefined,
  }),
}));

describe('posture training lab opened from a lesson', { timeout: 60_000 }, () => {
  beforeEach(() => signInPupil());

  it("opens the lesson's project with its categories under the lesson banner", async () => {
    const server = serveLabPreset(
      'training-posture',
      '动作识别器',
      ['开合跳', '深蹲'],
      '教电脑认动作',
    );
    renderInApp(<TrainingPosturePage />, '/ai/training/posture?lesson=12');
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('教电脑认动作');
    expect(banner).toHaveTextContent('不用交作品');
    await waitFor(() => expect(screen.getByLabelText('项目名称')).toHaveValue('动作识别器'));
    expect(screen.getByLabelText('第1类的名字')).toHaveValue('开合跳');
    expect(screen.getByLabelText('第2类的名字')).toHaveValue('深蹲');
    expect(screen.queryByLabelText('第3类的名字')).not.toBeInTheDocument();
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe(
      'training-posture',
    );
  });

  it('starts with the usual empty project without a lesson', async () => {
    const server = serveLabPreset('training-posture', '动作识别器', ['开合跳', '深蹲']);
    renderInApp(<TrainingPosturePage />, '/ai/training/posture');
    expect(await screen.findByLabelText('第1类的名字')).not.toHaveValue('开合跳');
    expect(screen.queryByLabelText('第3类的名字')).not.toBeInTheDocument();
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
