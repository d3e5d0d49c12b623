import { describe, expect, it } from 'vitest';
import { EXAMPLE_MELODIES } from './examples';
import { composeMelody, trainMelodyModel, transitionProbabilities } from './markov';
import { fromJianpu, PIANO_MIDI } from './notes';

describe('melody model', () => {
  it('counts note-to-note steps, starts and ends', () => {
    const model = trainMelodyModel(PIANO_MIDI, [fromJianpu('1 2 3 2 1')]);
    const c = PIANO_MIDI.indexOf(60);
    const d = PIANO_MIDI.indexOf(62);
    const e = PIANO_MIDI.indexOf(64);
    expect(model.counts[c]![d]).toBe(1);
    expect(model.counts[d]![e]).toBe(1);
    expect(model.counts[d]![c]).toBe(1);
    expect(model.starts[c]).toBe(1);
    expect(model.ends[c]).toBe(1);
    const probs = transitionProbabilities(model);
    expect(probs[d]![c]).toBeCloseTo(0.5);
    expect(probs[d]![e]).toBeCloseTo(0.5);
  });

  it('composes only steps it was taught, in the taught style', () => {
    const melodies = EXAMPLE_MELODIES.map((melody) => melody.notes);
    const model = trainMelodyModel(PIANO_MIDI, melodies);
    const melody = composeMelody(model, { length: 24, creativity: 1, seed: 4 });
    expect(melody).toHaveLength(24);
    for (let i = 1; i < melody.length; i++) {
      const from = PIANO_MIDI.indexOf(melody[i - 1]!);
      const to = PIANO_MIDI.indexOf(melody[i]!);
      expect(model.counts[from]![to]).toBeGreaterThan(0);
    }
  });

  it('follows its training: taught only rising scales, it never goes down', () => {
    const model = trainMelodyModel(PIANO_MIDI, [fromJianpu("1 2 3 4 5 6 7 1'")]);
    const melody = composeMelody(model, { length: 8, creativity: 1, seed: 1 });
    expect(melody).toEqual(fromJianpu("1 2 3 4 5 6 7 1'"));
  });

  it('is random only through its seed', () => {
    const model = trainMelodyModel(PIANO_MIDI, [EXAMPLE_MELODIES[0].notes]);
    const a = composeMelody(model, { length: 16, creativity: 1.5, seed: 9 });
    const b = composeMelody(model, { length: 16, creativity: 1.5, seed: 9 });
    expect(a).toEqual(b);
  });

  it('without melodies composes nothing', () => {
    expect(
      composeMelody(trainMelodyModel(PIANO_MIDI, []), { length: 8, creativity: 1, seed: 1 }),
    ).toEqual([]);
  });
});
