import { createHash } from 'node:crypto';
import { MUSIC_MOODS } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { planMusic } from './music-request';
import { createOfflineMusic } from './offline-music';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads the chunks of a Standard MIDI File. */
function midiChunks(midi: Buffer) {
  const chunks: { type: string; length: number }[] = [];
  for (let at = 0; at < midi.length;) {
    const length = midi.readUInt32BE(at + 4);
    chunks.push({ type: midi.toString('ascii', at, at + 4), length });
    at += 8 + length;
  }
  return chunks;
}

describe('offline music', () => {
  const music = createOfflineMusic();

  // The target is under 2 s (measured in bench/); tests on a busy machine allow three times that.
  it('renders a 30-second piece as 44.1 kHz 16-bit stereo WAV, fast', async () => {
    const started = performance.now();
    const result = await music.compose({ prompt: '一首欢快的钢琴曲', seed: 1, seconds: 30 });
    expect(performance.now() - started).toBeLessThan(6000);
    const wav = result.wav;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(2);
    expect(wav.readUInt32LE(24)).toBe(44_100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    const seconds = wav.readUInt32LE(40) / 4 / 44_100;
    expect(seconds).toBeCloseTo(result.durationSeconds, 1);
    expect(Math.abs(seconds - 30)).toBeLessThan(3);
    expect(result).toMatchObject({
      mood: 'happy',
      instrument: 'piano',
      engine: { offline: true, capability: 'music' },
    });
    // Not silence: a good share of samples is loud.
    let loud = 0;
    for (let o = 44; o < wav.length; o += 400) if (Math.abs(wav.readInt16LE(o)) > 2000) loud++;
    expect(loud).toBeGreaterThan((wav.length - 44) / 400 / 10);
  });

  it('writes a format-1 MIDI file with a tempo track and four parts', async () => {
    const { midi, tempo } = await music.compose({
      prompt: 'a calm lullaby on the music box',
      seed: 2,
      seconds: 10,
    });
    const chunks = midiChunks(midi);
    expect(chunks[0]).toEqual({ type: 'MThd', length: 6 });
    expect(midi.readUInt16BE(8)).toBe(1);
    expect(midi.readUInt16BE(10)).toBe(5);
    expect(midi.readUInt16BE(12)).toBe(480);
    expect(chunks.slice(1).map((c) => c.type)).toEqual(['MTrk', 'MTrk', 'MTrk', 'MTrk', 'MTrk']);
    const tempoAt = midi.indexOf(Buffer.from([0xff, 0x51, 0x03]));
    expect(Math.round(60_000_000 / midi.readUIntBE(tempoAt + 3, 3))).toBe(tempo);
    expect(midi.includes(Buffer.from([0xff, 0x2f, 0x00]))).toBe(true);
  });

  it('is deterministic for the same prompt and seed', async () => {
    const a = await music.compose({ prompt: '神秘的森林', seed: 7, seconds: 8 });
    const b = await music.compose({ prompt: '神秘的森林', seed: 7, seconds: 8 });
    expect(sha(a.wav)).toBe(sha(b.wav));
    expect(sha(a.midi)).toBe(sha(b.midi));
    const c = await music.compose({ prompt: '神秘的森林', seed: 8, seconds: 8 });
    expect(sha(c.midi)).not.toBe(sha(a.midi));
  });

  it.each([
    ['一首悲伤的小提琴曲，慢一点', { mood: 'sad', instrument: 'strings' }],
    ['激动人心的电子音乐 140 bpm', { mood: 'excited', instrument: 'synth', tempo: 140 }],
    ['安静的八音盒，1分钟', { mood: 'calm', instrument: 'musicbox', seconds: 60 }],
    ['brave heroic march for 20 seconds', { mood: 'epic', seconds: 20 }],
    ['happy guitar song', { mood: 'happy', instrument: 'guitar' }],
  ])('plans %s', (prompt, expected) => {
    expect(planMusic({ prompt, seed: 1 })).toMatchObject(expected);
  });

  it('composes every mood in its key and tempo range', async () => {
    for (const mood of MUSIC_MOODS) {
      const result = await music.compose({ prompt: 'music', seed: 3, mood, seconds: 6 });
      expect(result.mood).toBe(mood);
      expect(result.key).toMatch(
        mood === 'sad' || mood === 'mysterious' || mood === 'epic' ? /小调$/ : /大调$/,
      );
    }
  });
});
