import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { VideoPlayer } from './video-player';

describe('the video player', () => {
  it('keeps its controls under the picture, where they cover no caption', async () => {
    renderInApp(
      <VideoPlayer
        videoUrl="/api/ai-files/2026/11/clip.webm"
        posterUrl="/api/ai-files/2026/11/clip.png"
        durationSeconds={8}
        title="小火箭飞向月亮"
      />,
    );
    const video = screen.getByLabelText('小火箭飞向月亮') as HTMLVideoElement;
    // No browser controls over the picture: ours follow it.
    expect(video).not.toHaveAttribute('controls');
    const play = screen.getByRole('button', { name: '播放' });
    expect(video.compareDocumentPosition(play) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('0:00 / 0:08')).toBeInTheDocument();

    const playing = vi.spyOn(video, 'play').mockImplementation(async () => {
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      fireEvent(video, new Event('play'));
    });
    await userEvent.click(play);
    expect(playing).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();

    const seek = screen.getByRole('slider', { name: '播放进度' });
    fireEvent.change(seek, { target: { value: '3' } });
    expect(video.currentTime).toBe(3);
    Object.defineProperty(video, 'currentTime', { value: 3, configurable: true });
    act(() => {
      fireEvent(video, new Event('timeupdate'));
    });
    expect(screen.getByText('0:03 / 0:08')).toBeInTheDocument();
  });
});
