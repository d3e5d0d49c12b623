import { describe, expect, it } from 'vitest';
import { predictProbabilities, trainClassifier } from './classifier';
import { argMax } from './evaluate';
import { isBodyFound, poseFeatures, type TKeypoint } from './pose';
import { seededRandom } from './random';
import { newRepCounter, updateRepCounter } from './rep-counter';

/** A standing body (17 points) with arms up or down, moved, scaled and jittered. */
function body(armsUp: boolean, random: () => number): TKeypoint[] {
  const base: [number, number][] = [
    [0.5, 0.2],
    [0.52, 0.18],
    [0.48, 0.18],
    [0.54, 0.19],
    [0.46, 0.19],
    [0.57, 0.3],
    [0.43, 0.3],
    [0.6, 0.45],
    [0.4, 0.45],
    [0.61, 0.6],
    [0.39, 0.6],
    [0.54, 0.55],
    [0.46, 0.55],
    [0.55, 0.75],
    [0.45, 0.75],
    [0.56, 0.95],
    [0.44, 0.95],
  ];
  if (armsUp) {
    base[7] = [0.63, 0.19];
    base[8] = [0.37, 0.19];
    base[9] = [0.65, 0.07];
    base[10] = [0.35, 0.07];
  }
  const scale = 0.5 + random() * 0.6;
  const dx = random() * 0.3 - 0.15;
  const dy = random() * 0.1 - 0.05;
  return base.map(([x, y]) => ({
    x: 0.5 + (x - 0.5) * scale + dx + (random() - 0.5) * 0.03,
    y: 0.5 + (y - 0.5) * scale + dy + (random() - 0.5) * 0.03,
    score: 0.5 + random() * 0.5,
  }));
}

describe('pose features', () => {
  it('do not change when the body moves or is further away', () => {
    const random = seededRandom(1);
    const points = body(false, random);
    const moved = points.map((point) => ({
      ...point,
      x: point.x * 0.5 + 0.2,
      y: point.y * 0.5 + 0.1,
    }));
    const a = poseFeatures(points);
    const b = poseFeatures(moved);
    a.forEach((value, index) => expect(b[index]!).toBeCloseTo(value, 6));
    expect(a).toHaveLength(34);
  });

  it('separate arms up from arms down: at least 0.95 on new bodies (chance 0.5)', () => {
    const random = seededRandom(2);
    const make = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const label = index % 2;
        return { label, features: poseFeatures(body(label === 1, random)) };
      });
    const head = trainClassifier(make(40), ['放下', '举起'], { hidden: 16, epochs: 40 });
    const test = make(100);
    const right = test.filter(
      (example) => argMax(predictProbabilities(head, example.features)) === example.label,
    ).length;
    expect(right / test.length).toBeGreaterThanOrEqual(0.95);
  });

  it('a body needs enough confident points', () => {
    const random = seededRandom(3);
    const points = body(false, random);
    expect(isBodyFound(points)).toBe(true);
    expect(isBodyFound(points.map((point) => ({ ...point, score: 0.1 })))).toBe(false);
  });
});

describe('repetition counter', () => {
  it('counts start → end → start as one, ignoring unsure frames', () => {
    let counter = newRepCounter();
    const frames = [
      [0.9, 0.1], // start
      [0.5, 0.5], // unsure
      [0.1, 0.9], // end
      [0.6, 0.4], // unsure: not yet back
      [0.95, 0.05], // back at start: 1
      [0.9, 0.1],
      [0.2, 0.8],
      [0.8, 0.2], // 2
    ];
    const counts = frames.map((probs) => {
      counter = updateRepCounter(counter, probs, 0, 1);
      return counter.count;
    });
    expect(counts).toEqual([0, 0, 0, 0, 1, 1, 1, 2]);
  });
});
