/**
 * A multinomial logistic regression over a text's features (features.ts): per feature, the
 * weights it adds to each label's score, kept sparse and as integers (weight × scale).
 */

export interface THead {
  labels: string[];
  /** One integer per label (× scale). */
  bias: number[];
  /** The features, one per line. */
  features: string;
  /** Per feature in that order, one integer per label (weight × scale, centred per feature). */
  weights: number[];
}

const offsets = new WeakMap<THead, Map<string, number>>();

/** Where each feature's weights start (built once per head). */
function offsetsOf(head: THead): Map<string, number> {
  let map = offsets.get(head);
  if (!map) {
    const K = head.labels.length;
    map = new Map(head.features.split('\n').map((f, i) => [f, i * K]));
    offsets.set(head, map);
  }
  return map;
}

export interface TModel {
  version: 1;
  scale: number;
  /** The harmful category head: 'benign' and the categories. */
  category: THead;
  /** Chosen on the validation split: the least probability of a harmful label to flag. */
  threshold: number;
  /** What it was fitted on (for the record). */
  trainedOn: { examples: number; features: number; dataHash: string };
}

export interface TScores {
  labels: string[];
  probabilities: number[];
}

export function scoreHead(head: THead, scale: number, features: readonly string[]): TScores {
  // Each feature counts 1/sqrt(the text's number of features), as in training.
  const sums = head.bias.map(() => 0);
  const at = offsetsOf(head);
  for (const feature of features) {
    const start = at.get(feature);
    if (start === undefined) continue;
    for (let k = 0; k < sums.length; k++) sums[k]! += head.weights[start + k]!;
  }
  const norm = 1 / Math.sqrt(Math.max(1, features.length));
  const scores = head.bias.map((b, k) => (b + sums[k]! * norm) / scale);
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return { labels: head.labels, probabilities: exps.map((e) => e / sum) };
}

/** The most probable label other than `benign`, with its probability. */
export function topHarmful(scores: TScores): { label: string; probability: number } {
  let best = { label: '', probability: 0 };
  scores.labels.forEach((label, i) => {
    const p = scores.probabilities[i]!;
    if (label !== 'benign' && p > best.probability) best = { label, probability: p };
  });
  return best;
}
