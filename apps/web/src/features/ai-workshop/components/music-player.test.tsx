import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { testMidiFile } from '../model/midi-test-file';
import { MusicPlayer } from './music-player';

const MIDI = '/api/ai-files/2026/11/piece.mid';

describe('the music player', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the melody from the MIDI file and moves the playhead with the music', async () => {
    const fetchMock = vi.fn(async () => new Response(testMidiFile()));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(
      <MusicPlayer audioUrl="/api/ai-files/2026/11/piece.wav" midiUrl={MIDI} durationSeconds={2} />,
    );
    const roll = screen.getByRole('img', { name: '旋律图：音符随着音乐亮起来' });
    await waitFor(() => expect(roll.querySelectorAll('rect')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith(MIDI);
    const playhead = screen.getByTestId('music-playhead');
    expect(playhead).toHaveAttribute('x1', '0');

    // Three quarters of a second in: the playhead a little past the middle of a 2-second
    // roll, E4 and G3 sounding, C4 over.
    const audio = screen.getByLabelText('播放音乐') as HTMLAudioElement;
    Object.defineProperty(audio, 'currentTime', { value: 0.75, configurable: true });
    act(() => {
      fireEvent(audio, new Event('timeupdate'));
    });
    expect(Number(playhead.getAttribute('x1'))).toBeCloseTo(225);
    expect(roll.querySelectorAll('rect[data-sounding]')).toHaveLength(2);
  });

  it('still plays the sound when the MIDI file cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    renderInApp(<MusicPlayer audioUrl="/a.wav" midiUrl={MIDI} durationSeconds={2} />);
    expect(screen.getByLabelText('播放音乐')).toHaveAttribute('src', '/a.wav');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('music-roll').querySelectorAll('rect')).toHaveLength(0);
  });
});
