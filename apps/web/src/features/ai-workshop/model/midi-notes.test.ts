import { describe, expect, it } from 'vitest';
import { midiNotes } from './midi-notes';
import { testMidiFile } from './midi-test-file';

describe('the notes of a MIDI file', () => {
  it('reads pitched notes in seconds by the tempo, running status included, drums left out', () => {
    expect(midiNotes(testMidiFile())).toEqual([
      { pitch: 55, start: 0, end: 1, channel: 1 },
      { pitch: 60, start: 0, end: 0.5, channel: 0 },
      { pitch: 64, start: 0.5, end: 1, channel: 0 },
    ]);
  });

  it('refuses what is not a MIDI file', () => {
    expect(() => midiNotes(new TextEncoder().encode('RIFF....WAVE').buffer)).toThrow();
  });
});
