/** One key of the on-screen piano. */
export interface TPianoKey {
  midi: number;
  /** Numbered notation (简谱): 1 to 7, sharps with #. */
  jianpu: string;
  /** The octave above middle C's (written with a dot above the number). */
  high: boolean;
  /** Letter name with octave, e.g. C4. */
  name: string;
  black: boolean;
  /** The computer key that plays it. */
  keyboard: string;
}

/** Middle C up to the E an octave and a third above: 10 white keys and 7 black keys. */
export const PIANO_KEYS: readonly TPianoKey[] = [
  { midi: 60, jianpu: '1', high: false, name: 'C4', black: false, keyboard: 'a' },
  { midi: 61, jianpu: '#1', high: false, name: 'C#4', black: true, keyboard: 'w' },
  { midi: 62, jianpu: '2', high: false, name: 'D4', black: false, keyboard: 's' },
  { midi: 63, jianpu: '#2', high: false, name: 'D#4', black: true, keyboard: 'e' },
  { midi: 64, jianpu: '3', high: false, name: 'E4', black: false, keyboard: 'd' },
  { midi: 65, jianpu: '4', high: false, name: 'F4', black: false, keyboard: 'f' },
  { midi: 66, jianpu: '#4', high: false, name: 'F#4', black: true, keyboard: 't' },
  { midi: 67, jianpu: '5', high: false, name: 'G4', black: false, keyboard: 'g' },
  { midi: 68, jianpu: '#5', high: false, name: 'G#4', black: true, keyboard: 'y' },
  { midi: 69, jianpu: '6', high: false, name: 'A4', black: false, keyboard: 'h' },
  { midi: 70, jianpu: '#6', high: false, name: 'A#4', black: true, keyboard: 'u' },
  { midi: 71, jianpu: '7', high: false, name: 'B4', black: false, keyboard: 'j' },
  { midi: 72, jianpu: '1', high: true, name: 'C5', black: false, keyboard: 'k' },
  { midi: 73, jianpu: '#1', high: true, name: 'C#5', black: true, keyboard: 'o' },
  { midi: 74, jianpu: '2', high: true, name: 'D5', black: false, keyboard: 'l' },
  { midi: 75, jianpu: '#2', high: true, name: 'D#5', black: true, keyboard: 'p' },
  { midi: 76, jianpu: '3', high: true, name: 'E5', black: false, keyboard: ';' },
];

export const PIANO_MIDI: readonly number[] = PIANO_KEYS.map((key) => key.midi);

export function keyOfMidi(midi: number): TPianoKey | undefined {
  return PIANO_KEYS.find((key) => key.midi === midi);
}

export function keyOfKeyboard(key: string): TPianoKey | undefined {
  const lower = key.toLowerCase();
  return PIANO_KEYS.find((pianoKey) => pianoKey.keyboard === lower);
}

/** Frequency in hertz of a MIDI note (A4 = 440 Hz). */
export function frequencyOf(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const JIANPU_MIDI: Record<string, number> = {
  '1': 60,
  '2': 62,
  '3': 64,
  '4': 65,
  '5': 67,
  '6': 69,
  '7': 71,
  "1'": 72,
  "2'": 74,
  "3'": 76,
};

/** A melody written in numbered notation, e.g. "1 1 5 5 6 6 5" (a ' marks the high octave). */
export function fromJianpu(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const midi = JIANPU_MIDI[token];
      if (midi === undefined) throw new Error(`unknown note ${token}`);
      return midi;
    });
}
