import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { MusicLab } from './music-lab';

/** The frequencies of the notes started (the page keeps one AudioContext for good). */
const started: number[] = [];

/** A stand-in for WebAudio that records the notes started. */
function fakeAudio() {
  started.length = 0;
  class FakeParam {
    value = 0;
    setValueAtTime() {}
    exponentialRampToValueAtTime() {}
  }
  class FakeNode {
    frequency = new FakeParam();
    gain = new FakeParam();
    type = '';
    connect(node: unknown) {
      return node;
    }
    start() {
      started.push(this.frequency.value);
    }
    stop() {}
  }
  class FakeContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    createOscillator() {
      return new FakeNode();
    }
    createGain() {
      return new FakeNode();
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MusicLab', { timeout: 30_000 }, () => {
  it('records a melody from the keyboard, trains, and composes a melody it plays', async () => {
    const started = fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    expect(screen.getByRole('button', { name: '开始训练' })).toBeDisabled();
    expect(screen.getByText('先加入至少一段旋律，再训练。')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '开始录一段旋律' }));
    for (const key of ['a', 's', 'd', 'f', 'g']) fireEvent.keyDown(window, { key });
    expect(screen.getByText('正在录制：弹几个音吧（已弹 5 个）')).toBeInTheDocument();
    expect(started).toHaveLength(5);
    expect(Math.round(started[0]!)).toBe(262); // middle C
    await userEvent.click(screen.getByRole('button', { name: '录好了，加入训练' }));
    expect(screen.getByText('训练用的旋律（1 段）')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '开始训练' }));
    expect(screen.getByText('训练完成！电脑从 1 段旋律里数了 4 次接龙。')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 后面接 2：100%' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2 后面接 1：0%' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '创作新旋律' }));
    const composed = screen.getByTestId('training-composed');
    // Taught only 1 2 3 4 5, the model can only climb from 1.
    expect(within(composed).getAllByText(/^[1-5]$/).length).toBeGreaterThanOrEqual(5);
    expect(started.length).toBeGreaterThanOrEqual(5 + 16);
    expect(composed).toHaveAttribute('data-playing', 'true');
  });

  it('refuses a melody under 3 notes and asks to retrain after a change', async () => {
    fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    await userEvent.click(screen.getByRole('button', { name: '开始录一段旋律' }));
    fireEvent.keyDown(window, { key: 'a' });
    await userEvent.click(screen.getByRole('button', { name: '录好了，加入训练' }));
    expect(await screen.findByText('旋律至少要有 3 个音。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不要这段' }));
    await userEvent.click(screen.getByRole('button', { name: '小星星' }));
    await userEvent.click(screen.getByRole('button', { name: '开始训练' }));
    await userEvent.click(screen.getByRole('button', { name: '两只老虎' }));
    expect(screen.getByText('旋律变了，再训练一次吧。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 第 2 段' }));
    expect(screen.getByText('训练用的旋律（1 段）')).toBeInTheDocument();
  });

  it('plays from piano keys by pointer, and the keys name their notes', () => {
    const started = fakeAudio();
    renderInApp(<MusicLab title="音乐训练" />);
    fireEvent.pointerDown(screen.getByRole('button', { name: '高音1 (C5)' }));
    expect(Math.round(started[0]!)).toBe(523);
  });

  it('without WebAudio says sound cannot play', async () => {
    vi.stubGlobal('AudioContext', undefined);
    renderInApp(<MusicLab title="音乐训练" />);
    await userEvent.click(screen.getByRole('button', { name: '小星星' }));
    await userEvent.click(screen.getByRole('button', { name: '播放 第 1 段' }));
    expect(await screen.findByText('这个浏览器不能播放声音。')).toBeInTheDocument();
  });
});
