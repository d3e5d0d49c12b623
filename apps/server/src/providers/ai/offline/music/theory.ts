import type { TMusicInstrument, TMusicMood } from '@haoduo/contract';

/** What each mood means musically. Degrees are 0-based steps of the scale. */
export interface TMoodProfile {
  minor: boolean;
  tempo: [number, number];
  progressions: number[][];
  instrument: TMusicInstrument;
  /** Notes per beat the melody tends to use. */
  density: number;
  drums: 'none' | 'soft' | 'pop' | 'dance' | 'march' | 'sparse';
  accompaniment: 'block' | 'arpeggio' | 'broken' | 'pad';
}

export const MOODS: Record<TMusicMood, TMoodProfile> = {
  happy: {
    minor: false,
    tempo: [108, 128],
    progressions: [
      [0, 4, 5, 3],
      [0, 3, 4, 0],
      [0, 5, 3, 4],
    ],
    instrument: 'piano',
    density: 1.5,
    drums: 'pop',
    accompaniment: 'broken',
  },
  sad: {
    minor: true,
    tempo: [64, 80],
    progressions: [
      [0, 5, 2, 6],
      [0, 3, 4, 0],
      [0, 5, 3, 4],
    ],
    instrument: 'strings',
    density: 0.9,
    drums: 'none',
    accompaniment: 'pad',
  },
  calm: {
    minor: false,
    tempo: [70, 88],
    progressions: [
      [0, 3, 0, 4],
      [0, 2, 3, 0],
      [0, 5, 3, 4],
    ],
    instrument: 'musicbox',
    density: 1,
    drums: 'none',
    accompaniment: 'arpeggio',
  },
  excited: {
    minor: false,
    tempo: [132, 150],
    progressions: [
      [0, 4, 5, 3],
      [5, 3, 0, 4],
      [0, 3, 5, 4],
    ],
    instrument: 'synth',
    density: 2,
    drums: 'dance',
    accompaniment: 'block',
  },
  mysterious: {
    minor: true,
    tempo: [76, 96],
    progressions: [
      [0, 5, 3, 4],
      [0, 1, 0, 4],
      [0, 6, 5, 4],
    ],
    instrument: 'flute',
    density: 1,
    drums: 'sparse',
    accompaniment: 'arpeggio',
  },
  epic: {
    minor: true,
    tempo: [96, 112],
    progressions: [
      [0, 5, 2, 6],
      [0, 5, 3, 4],
      [0, 3, 6, 2],
    ],
    instrument: 'strings',
    density: 1.2,
    drums: 'march',
    accompaniment: 'block',
  },
};

export const MAJOR = [0, 2, 4, 5, 7, 9, 11];
/** Harmonic minor on the fifth degree keeps the cadence strong. */
export const MINOR = [0, 2, 3, 5, 7, 8, 10];

export const KEY_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const KEY_NAMES_ZH = ['C', '升C', 'D', '降E', 'E', 'F', '升F', 'G', '降A', 'A', '降B', 'B'];

export function keyLabel(root: number, minor: boolean): string {
  return `${KEY_NAMES_ZH[root % 12]}${minor ? '小调' : '大调'}`;
}

/** MIDI pitch of a scale degree (may be negative or above 6: octaves wrap). */
export function degreeToPitch(rootPitch: number, scale: number[], degree: number): number {
  const octave = Math.floor(degree / 7);
  const step = ((degree % 7) + 7) % 7;
  return rootPitch + octave * 12 + scale[step]!;
}

/** The three degrees of the triad on a degree. */
export const triad = (degree: number) => [degree, degree + 2, degree + 4];

/** General MIDI programs (0-based) for the instruments. */
export const GM_PROGRAM: Record<TMusicInstrument, number> = {
  piano: 0,
  musicbox: 10,
  flute: 73,
  strings: 48,
  guitar: 24,
  synth: 80,
  organ: 19,
};
