import { describe, expect, it } from 'vitest';
import { predictProbabilities, trainClassifier } from './classifier';
import { crossValidatedProbabilities } from './cross-validate';
import { argMax, evaluateSamples, judge } from './evaluate';
import { seededRandom } from './random';

/** Gaussian-ish clusters: each class has its own centre in `width` dimensions. */
function clusters(classes: number, perClass: number, width: number, spread: number, seed: number) {
  const random = seededRandom(seed);
  const centres = Array.from({ length: classes }, () =>
    Array.from({ length: width }, () => random() * 4 - 2),
  );
  const noise = () => (random() + random() + random() - 1.5) * spread;
  return centres.flatMap((centre, label) =>
    Array.from({ length: perClass }, () => ({
      label,
      features: centre.map((value) => value + noise()),
    })),
  );
}

const accuracy = (
  head: ReturnType<typeof trainClassifier>,
  data: { label: number; features: number[] }[],
) =>
  data.filter((example) => argMax(predictProbabilities(head, example.features)) === example.label)
    .length / data.length;

describe('trainClassifier', () => {
  const labels = ['猫', '狗', '鸟'];
  const train = clusters(3, 30, 20, 2.5, 1);
  const test = clusters(3, 20, 20, 2.5, 1).map((example, index) => ({
    ...example,
    // Same centres (same seed for the centres), fresh noise.
    features: example.features.map((value, d) => value + Math.sin(index * 7 + d) * 0.3),
  }));

  it('learns three classes far above chance (1/3): at least 0.9 on held-out data', () => {
    const head = trainClassifier(train, labels, { epochs: 30 });
    expect(accuracy(head, test)).toBeGreaterThanOrEqual(0.9);
  });

  it('reports progress every epoch, with the loss going down', () => {
    const seen: number[] = [];
    trainClassifier(train, labels, { epochs: 10 }, (progress) => {
      seen.push(progress.loss);
      expect(progress.epochs).toBe(10);
    });
    expect(seen).toHaveLength(10);
    expect(seen[9]!).toBeLessThan(seen[0]!);
  });

  it('stops early when told to', () => {
    let epochs = 0;
    trainClassifier(train, labels, { epochs: 50 }, () => {
      epochs++;
      return epochs < 3;
    });
    expect(epochs).toBe(3);
  });

  it('is repeatable: the same seed gives the same model', () => {
    const a = trainClassifier(train, labels, { epochs: 5, seed: 3 });
    const b = trainClassifier(train, labels, { epochs: 5, seed: 3 });
    expect(a.layers[0]!.weights).toEqual(b.layers[0]!.weights);
  });

  it('with a hidden layer learns what one layer cannot (XOR): at least 0.95, chance 0.5', () => {
    const random = seededRandom(11);
    const xor = Array.from({ length: 200 }, () => {
      const x = random() * 2 - 1;
      const y = random() * 2 - 1;
      return { features: [x, y], label: x * y > 0 ? 1 : 0 };
    });
    const linear = trainClassifier(xor, ['同号', '异号'], { epochs: 60 });
    const deep = trainClassifier(xor, ['同号', '异号'], {
      epochs: 150,
      hidden: 16,
      learningRate: 0.02,
    });
    expect(accuracy(linear, xor)).toBeLessThan(0.75);
    expect(accuracy(deep, xor)).toBeGreaterThanOrEqual(0.95);
  });

  it('probabilities sum to 1', () => {
    const head = trainClassifier(train, labels, { epochs: 3 });
    const probs = predictProbabilities(head, train[0]!.features);
    expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });
});

describe('evaluation', () => {
  it('finds the sample collected under the wrong category', () => {
    const data = clusters(2, 20, 10, 1, 5).map((example, index) => ({
      ...example,
      id: `s${index}`,
    }));
    // The pupil put one sample of category 1 into category 0 by mistake.
    const mislabelled = { ...data[25]!, id: 'oops', label: 0 };
    const samples = [...data.filter((_, index) => index !== 25), mislabelled];
    const probs = crossValidatedProbabilities(samples, ['A', 'B'], { epochs: 20 });
    const result = judge(2, samples, probs);
    expect(result.mistakes.map((mistake) => mistake.sampleId)).toContain('oops');
    expect(result.accuracy).toBeGreaterThan(0.9);
  });

  it('counts per category on the training samples', () => {
    const data = clusters(2, 10, 5, 0.5, 9).map((example, index) => ({
      ...example,
      id: `${index}`,
    }));
    const head = trainClassifier(data, ['A', 'B'], { epochs: 20 });
    const result = evaluateSamples(head, data);
    expect(result.perCategory).toEqual([
      { correct: 10, total: 10 },
      { correct: 10, total: 10 },
    ]);
    expect(result.accuracy).toBe(1);
  });
});
