import { courseAppEndpoints } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveLabPreset } from '../../../features/courses/testing/lab-preset';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import TrainingImagePage from './training-image-page';

// jsdom has no workers: the model stays loading, which the lab shows as it is.
vi.mock('../../../features/training/workers/vision-client', () => ({
  createVisionClient: () => ({
    init: () => new Promise(() => undefined),
    dispose: () => undefined,
  }),
}));

describe('image training lab opened from a lesson', { timeout: 60_000 }, () => {
  beforeEach(() => signInPupil());

  it("opens the lesson's project with its categories under the lesson banner", async () => {
    const server = serveLabPreset('training-image', '水果识别器', ['苹果', '香蕉', '橙子']);
    renderInApp(<TrainingImagePage />, '/ai/training/image?lesson=12');
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('教电脑认水果');
    expect(banner).toHaveTextContent('不用交作品');
    await waitFor(() => expect(screen.getByLabelText('项目名称')).toHaveValue('水果识别器'));
    expect(screen.getByLabelText('第1类的名字')).toHaveValue('苹果');
    expect(screen.getByLabelText('第2类的名字')).toHaveValue('香蕉');
    expect(screen.getByLabelText('第3类的名字')).toHaveValue('橙子');
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe(
      'training-image',
    );
  });

  it('starts with the usual empty project without a lesson', async () => {
    const server = serveLabPreset('training-image', '水果识别器', ['苹果', '香蕉']);
    renderInApp(<TrainingImagePage />, '/ai/training/image');
    expect(await screen.findByLabelText('第1类的名字')).not.toHaveValue('苹果');
    expect(screen.queryByLabelText('第3类的名字')).not.toBeInTheDocument();
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
