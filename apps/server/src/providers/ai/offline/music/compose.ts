import type { TMusicInstrument, TMusicMood } from '@haoduo/contract';
import type { TRandom } from '../../shared/random';
import { degreeToPitch, MAJOR, MINOR, MOODS, triad } from './theory';

/**
 * Composes a piece: a chord progression for the mood, a melody built from a two-bar motif
 * (chord tones on strong beats, scale steps between, the motif repeated and varied over the
 * phrase), a bass line, an accompaniment pattern and drums. Times are in beats (4/4).
 */

export type TPart = 'melody' | 'chords' | 'bass' | 'drums';

export interface TNote {
  part: TPart;
  start: number;
  length: number;
  pitch: number;
  velocity: number;
}

export interface TScore {
  notes: TNote[];
  tempo: number;
  bars: number;
  mood: TMusicMood;
  instrument: TMusicInstrument;
  root: number;
  minor: boolean;
}

export const DRUM = { KICK: 36, SNARE: 38, HAT: 42, TOM: 45, CRASH: 49 } as const;

const RHYTHMS: Record<string, number[][]> = {
  slow: [[2, 2], [3, 1], [1, 1, 2], [4]],
  medium: [
    [1, 1, 1, 1],
    [1.5, 0.5, 2],
    [1, 0.5, 0.5, 2],
    [2, 1, 1],
  ],
  busy: [
    [0.5, 0.5, 1, 1, 1],
    [1, 0.5, 0.5, 0.5, 0.5, 1],
    [0.5, 0.5, 0.5, 0.5, 2],
    [1, 1, 0.5, 0.5, 1],
  ],
};

export function compose(options: {
  mood: TMusicMood;
  tempo: number;
  seconds: number;
  instrument: TMusicInstrument;
  rng: TRandom;
}): TScore {
  const { mood, tempo, rng } = options;
  const profile = MOODS[mood];
  const scale = profile.minor ? MINOR : MAJOR;
  const root = rng.pick(profile.minor ? [9, 2, 4, 7] : [0, 2, 5, 7]);
  const base = 60 + (root > 6 ? root - 12 : root);
  const bars = Math.max(2, Math.round((options.seconds * tempo) / 60 / 4));
  const progression = rng.pick(profile.progressions);
  const chords = Array.from({ length: bars }, (_, bar) =>
    bar === bars - 1 ? 0 : progression[bar % progression.length]!,
  );
  const notes: TNote[] = [];
  const rhythmSet =
    profile.density >= 1.8
      ? RHYTHMS.busy!
      : profile.density >= 1.2
        ? RHYTHMS.medium!
        : RHYTHMS.slow!;

  // The motif: two bars of rhythm and contour, reused through the piece.
  const motif = [rng.pick(rhythmSet), rng.pick(rhythmSet)];
  const contour = motif.flat().map(() => rng.int(-2, 2));
  let degree = 7 + rng.pick([0, 2, 4]);
  for (let bar = 0; bar < bars; bar++) {
    const chord = chords[bar]!;
    const rhythm = bar === bars - 1 ? [4] : motif[bar % 2]!;
    const phraseBar = bar % 8;
    let t = bar * 4;
    rhythm.forEach((length, i) => {
      const strong = Number.isInteger(t) && t % 2 === 0;
      const step =
        contour[((bar % 2) * motif[0]!.length + i) % contour.length]! +
        (phraseBar >= 4 && rng.chance(0.3) ? rng.int(-1, 1) : 0);
      degree += step;
      if (strong || bar === bars - 1) {
        // Land on the nearest tone of the chord.
        const tones = triad(chord).flatMap((d) => [d + 7, d + 14]);
        degree = tones.reduce(
          (best, d) => (Math.abs(d - degree) < Math.abs(best - degree) ? d : best),
          tones[0]!,
        );
      }
      degree = Math.max(5, Math.min(16, degree));
      const rest = !strong && rng.chance(0.08);
      if (!rest) {
        notes.push({
          part: 'melody',
          start: t,
          length: length * 0.95,
          pitch: degreeToPitch(base, scale, degree),
          velocity: strong ? 100 : 84,
        });
      }
      t += length;
    });

    // Accompaniment.
    const chordPitches = triad(chord).map((d) => degreeToPitch(base, scale, d));
    const bassPitch = degreeToPitch(base - 24, scale, chord);
    const start = bar * 4;
    if (bar === bars - 1 || profile.accompaniment === 'pad') {
      for (const pitch of chordPitches)
        notes.push({ part: 'chords', start, length: 4, pitch, velocity: 60 });
    } else if (profile.accompaniment === 'block') {
      for (const beat of [0, 1, 2, 3])
        for (const pitch of chordPitches)
          notes.push({
            part: 'chords',
            start: start + beat,
            length: 0.8,
            pitch,
            velocity: beat % 2 ? 52 : 66,
          });
    } else if (profile.accompaniment === 'arpeggio') {
      const pattern = [0, 1, 2, 1, 0, 1, 2, 1];
      pattern.forEach((index, i) =>
        notes.push({
          part: 'chords',
          start: start + i * 0.5,
          length: 0.9,
          pitch: chordPitches[index]! + (i === 2 ? 12 : 0),
          velocity: 58,
        }),
      );
    } else {
      for (const [beat, index] of [
        [0, 0],
        [1, 1],
        [1.5, 2],
        [2, 0],
        [3, 1],
        [3.5, 2],
      ] as const)
        notes.push({
          part: 'chords',
          start: start + beat,
          length: 0.5,
          pitch: chordPitches[index]!,
          velocity: 58,
        });
    }
    if (profile.drums === 'dance') {
      for (let i = 0; i < 8; i++)
        notes.push({
          part: 'bass',
          start: start + i * 0.5,
          length: 0.45,
          pitch: bassPitch + (i % 2 ? 12 : 0),
          velocity: 84,
        });
    } else if (profile.accompaniment === 'pad' || profile.drums === 'none') {
      notes.push({ part: 'bass', start, length: 4, pitch: bassPitch, velocity: 74 });
    } else {
      notes.push({ part: 'bass', start, length: 1.9, pitch: bassPitch, velocity: 84 });
      notes.push({
        part: 'bass',
        start: start + 2,
        length: 1.9,
        pitch: bassPitch + (rng.chance(0.5) ? 7 : 0),
        velocity: 78,
      });
    }
    addDrums(notes, profile.drums, start, bar === bars - 1, bar % 4 === 3, rng);
  }
  return { notes, tempo, bars, mood, instrument: options.instrument, root, minor: profile.minor };
}

function addDrums(
  notes: TNote[],
  style: string,
  start: number,
  last: boolean,
  fill: boolean,
  rng: TRandom,
): void {
  const hit = (at: number, pitch: number, velocity: number) =>
    notes.push({ part: 'drums', start: start + at, length: 0.25, pitch, velocity });
  if (style === 'none') return;
  if (last) {
    hit(0, DRUM.KICK, 100);
    if (style !== 'soft' && style !== 'sparse') hit(0, DRUM.CRASH, 90);
    return;
  }
  switch (style) {
    case 'soft':
      hit(0, DRUM.KICK, 70);
      hit(2, DRUM.KICK, 60);
      return;
    case 'sparse':
      hit(0, DRUM.TOM, 70);
      if (rng.chance(0.5)) hit(2.5, DRUM.TOM, 55);
      return;
    case 'march':
      for (const b of [0, 2]) hit(b, DRUM.KICK, 100);
      for (const b of [1, 3]) hit(b, DRUM.SNARE, 90);
      if (fill) for (const b of [3, 3.25, 3.5, 3.75]) hit(b, DRUM.SNARE, 80);
      return;
    case 'dance':
      for (const b of [0, 1, 2, 3]) hit(b, DRUM.KICK, 104);
      for (const b of [1, 3]) hit(b, DRUM.SNARE, 90);
      for (let i = 0; i < 8; i++) hit(i * 0.5 + 0.25, DRUM.HAT, 70);
      return;
    default:
      hit(0, DRUM.KICK, 100);
      hit(2, DRUM.KICK, 92);
      hit(1, DRUM.SNARE, 88);
      hit(3, DRUM.SNARE, 88);
      for (let i = 0; i < 8; i++) hit(i * 0.5, DRUM.HAT, i % 2 ? 50 : 66);
      if (fill) hit(3.5, DRUM.SNARE, 70);
  }
}
