import { seededRandom } from '../model/random';

/**
 * The music lab's model: how often each note follows each other note in the melodies it was
 * taught (a first-order Markov chain over the piano's notes), which notes melodies start
 * with and which they end on. No weights to download: training is counting.
 */
export interface TMelodyModel {
  /** The notes the model knows (MIDI numbers), in piano order. */
  notes: number[];
  /** counts[from][to]: how often note `to` came right after note `from`. */
  counts: number[][];
  starts: number[];
  ends: number[];
  melodies: number;
}

export function emptyMelodyModel(notes: readonly number[]): TMelodyModel {
  const zeros = () => notes.map(() => 0);
  return {
    notes: [...notes],
    counts: notes.map(zeros),
    starts: zeros(),
    ends: zeros(),
    melodies: 0,
  };
}

/** Counts the note-to-note steps of the melodies (notes off the piano are skipped). */
export function trainMelodyModel(
  notes: readonly number[],
  melodies: readonly (readonly number[])[],
): TMelodyModel {
  const model = emptyMelodyModel(notes);
  for (const melody of melodies) {
    const indexes = melody.map((midi) => model.notes.indexOf(midi)).filter((index) => index >= 0);
    if (indexes.length === 0) continue;
    model.melodies++;
    model.starts[indexes[0]!]!++;
    model.ends[indexes[indexes.length - 1]!]!++;
    for (let i = 1; i < indexes.length; i++) model.counts[indexes[i - 1]!]![indexes[i]!]!++;
  }
  return model;
}

/** The picture of what the model learnt: row `from`, column `to`, each row summing to 1. */
export function transitionProbabilities(model: TMelodyModel): number[][] {
  return model.counts.map((row) => {
    const total = row.reduce((sum, count) => sum + count, 0);
    return row.map((count) => (total ? count / total : 0));
  });
}

function pick(weights: number[], creativity: number, random: () => number): number {
  // Creativity is a temperature: below 1 the likeliest notes win more often, above 1 less.
  const powered = weights.map((weight) => (weight > 0 ? weight ** (1 / creativity) : 0));
  const total = powered.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return Math.floor(random() * weights.length);
  let target = random() * total;
  for (let i = 0; i < powered.length; i++) {
    target -= powered[i]!;
    if (target < 0) return i;
  }
  return powered.length - 1;
}

export interface TComposeOptions {
  length: number;
  /** 0.3 (plays it safe) to 2 (surprising). */
  creativity: number;
  seed: number;
}

/**
 * A new melody in the style of the taught ones: start where they start, then each next note
 * drawn from what followed the current note; the last note prefers notes melodies end on.
 */
export function composeMelody(model: TMelodyModel, options: TComposeOptions): number[] {
  if (model.melodies === 0) return [];
  const random = seededRandom(options.seed);
  let current = pick(model.starts, options.creativity, random);
  const melody = [model.notes[current]!];
  for (let step = 1; step < options.length; step++) {
    let weights = model.counts[current]!;
    if (weights.every((count) => count === 0)) weights = model.starts;
    if (step === options.length - 1 && model.ends.some((count) => count > 0)) {
      const ending = weights.map((weight, index) => weight * (1 + 4 * model.ends[index]!));
      if (ending.some((weight) => weight > 0)) weights = ending;
    }
    current = pick(weights, options.creativity, random);
    melody.push(model.notes[current]!);
  }
  return melody;
}
