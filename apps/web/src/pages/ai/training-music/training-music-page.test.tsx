import { courseAppEndpoints } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveLabPreset } from '../../../features/courses/testing/lab-preset';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import TrainingMusicPage from './training-music-page';

describe('music training lab opened from a lesson', { timeout: 60_000 }, () => {
  beforeEach(() => signInPupil());

  it("opens a project with the lesson's name under the lesson banner", async () => {
    const server = serveLabPreset(
      'training-music',
      '我们的校园旋律',
      ['欢快', '安静'],
      '教电脑写旋律',
    );
    renderInApp(<TrainingMusicPage />, '/ai/training/music?lesson=12');
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('教电脑写旋律');
    expect(banner).toHaveTextContent('不用交作品');
    await waitFor(() => expect(screen.getByLabelText('项目名称')).toHaveValue('我们的校园旋律'));
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe(
      'training-music',
    );
  });

  it('starts with the usual project without a lesson', async () => {
    const server = serveLabPreset('training-music', '我们的校园旋律', ['欢快', '安静']);
    renderInApp(<TrainingMusicPage />, '/ai/training/music');
    expect(await screen.findByLabelText('项目名称')).not.toHaveValue('我们的校园旋律');
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
