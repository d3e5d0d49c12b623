import type { THead } from './model';

/**
 * Fits one head of the classifier: multinomial logistic regression by stochastic gradient
 * descent with AdaGrad steps and L2 shrinkage, on binary features. Deterministic: the
 * examples are put in a canonical order first and shuffled by a seeded generator, so the
 * same data (in any order) always gives the same weights.
 */

export interface TExample {
  features: string[];
  label: string;
}

export interface TTrainOptions {
  labels: string[];
  /** Features seen in fewer examples are dropped. */
  minCount?: number;
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
  /** Weights are kept as integers: weight × scale, rounded; zeros dropped. */
  scale?: number;
  /** How much each label's examples count (default 1), e.g. to give harmless texts their weight. */
  labelWeights?: Record<string, number>;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function trainHead(examples: readonly TExample[], options: TTrainOptions): THead {
  const {
    labels,
    minCount = 2,
    epochs = 30,
    rate = 0.2,
    l2 = 1e-4,
    seed = 1,
    scale = 100,
  } = options;
  const labelWeight = (label: string) => options.labelWeights?.[label] ?? 1;
  const canonical = examples
    .map((e) => ({ label: e.label, features: [...new Set(e.features)].sort(byCodePoint) }))
    .map((e) => ({ ...e, key: `${e.label}\u0000${e.features.join('\u0001')}` }))
    .sort((a, b) => byCodePoint(a.key, b.key));
  const counts = new Map<string, number>();
  for (const e of canonical) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort(byCodePoint);
  const index = new Map(vocab.map((f, i) => [f, i]));
  const K = labels.length;
  const rows = canonical.map((e) => ({
    y: labels.indexOf(e.label),
    x: e.features.flatMap((f) => (index.has(f) ? [index.get(f)!] : [])),
    // Every feature of a text counts 1/sqrt(its number of features), as in scoreHead.
    v: 1 / Math.sqrt(Math.max(1, e.features.length)),
    c: labelWeight(e.label),
  }));
  if (rows.some((r) => r.y < 0)) throw new Error('an example has a label outside the labels');
  const w = new Float64Array(vocab.length * K);
  const gw = new Float64Array(vocab.length * K);
  const b = new Float64Array(K);
  const gb = new Float64Array(K);
  const random = mulberry32(seed);
  const order = rows.map((_, i) => i);
  const scores = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const r of order) {
      const { x, y, v, c } = rows[r]!;
      for (let k = 0; k < K; k++) {
        let s = 0;
        for (const j of x) s += w[j * K + k]!;
        scores[k] = b[k]! + s * v;
      }
      const top = Math.max(...scores);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += scores[k] = Math.exp(scores[k]! - top);
      for (let k = 0; k < K; k++) {
        const g = c * (scores[k]! / sum - (k === y ? 1 : 0));
        gb[k]! += g * g;
        b[k]! -= (rate * g) / (Math.sqrt(gb[k]!) + 1e-8);
        for (const j of x) {
          const at = j * K + k;
          const gj = g * v + l2 * w[at]!;
          gw[at]! += gj * gj;
          w[at]! -= (rate * gj) / (Math.sqrt(gw[at]!) + 1e-8);
        }
      }
    }
  }
  // Adding the same amount to every label's weight of a feature changes no probability: each
  // feature's weights are centred on their mean, then kept as integers.
  const weights: number[] = [];
  for (let j = 0; j < vocab.length; j++) {
    let mean = 0;
    for (let k = 0; k < K; k++) mean += w[j * K + k]! / K;
    for (let k = 0; k < K; k++) weights.push(Math.round((w[j * K + k]! - mean) * scale) || 0);
  }
  return {
    labels,
    bias: [...b].map((v) => Math.round(v * scale) || 0),
    features: vocab.join('\n'),
    weights,
  };
}
