import { predictProbabilities } from './classifier';
import type { TClassifierHead } from './classifier-types';

export interface TSampleVerdict {
  sampleId: string;
  /** The category the sample was collected for. */
  expected: number;
  predicted: number;
  /** The model's confidence in the category the sample belongs to. */
  confidence: number;
}

export interface TEvaluation {
  accuracy: number;
  /** Per category: how many of its samples the model recognises. */
  perCategory: { correct: number; total: number }[];
  /** Samples the model gets wrong, or right but unsure (below `unsure`), worst first. */
  mistakes: TSampleVerdict[];
}

/** The index of the largest value. */
export function argMax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/** How the trained model does on the pupil's own samples. */
export function evaluateSamples(
  head: TClassifierHead,
  samples: { id: string; label: number; features: ArrayLike<number> }[],
  unsure = 0.6,
): TEvaluation {
  const probabilities = samples.map((sample) => predictProbabilities(head, sample.features));
  return judge(head.labels.length, samples, probabilities, unsure);
}

/** The verdicts on samples, given each sample's class probabilities. */
export function judge(
  categories: number,
  samples: { id: string; label: number }[],
  probabilities: number[][],
  unsure = 0.6,
): TEvaluation {
  const perCategory = Array.from({ length: categories }, () => ({ correct: 0, total: 0 }));
  const mistakes: TSampleVerdict[] = [];
  let correct = 0;
  samples.forEach((sample, index) => {
    const probs = probabilities[index] ?? [];
    if (probs.length === 0) return;
    const predicted = argMax(probs);
    const bucket = perCategory[sample.label]!;
    bucket.total++;
    const confidence = probs[sample.label] ?? 0;
    if (predicted === sample.label) {
      bucket.correct++;
      correct++;
    }
    if (predicted !== sample.label || confidence < unsure) {
      mistakes.push({ sampleId: sample.id, expected: sample.label, predicted, confidence });
    }
  });
  mistakes.sort((a, b) => a.confidence - b.confidence);
  const judged = perCategory.reduce((sum, bucket) => sum + bucket.total, 0);
  return { accuracy: judged ? correct / judged : 0, perCategory, mistakes };
}
