import { predictProbabilities, trainClassifier } from './classifier';
import type { TTrainOptions } from './classifier-types';

/**
 * Held-out probabilities for every example: the examples are dealt into `folds` groups (each
 * category spread evenly), and each group is predicted by a model trained on the others. This
 * shows which samples the model would get wrong had it not seen them.
 */
export function crossValidatedProbabilities(
  examples: { features: ArrayLike<number>; label: number }[],
  labels: string[],
  options: Partial<TTrainOptions>,
  folds = 4,
  onFold?: (fold: number, folds: number) => void,
): number[][] {
  const fold = new Array<number>(examples.length);
  const seen = labels.map(() => 0);
  examples.forEach((example, index) => {
    fold[index] = seen[example.label]! % folds;
    seen[example.label]!++;
  });
  const result: number[][] = examples.map(() => []);
  for (let f = 0; f < folds; f++) {
    const train = examples.filter((_, index) => fold[index] !== f);
    const present = new Set(train.map((example) => example.label));
    if (present.size < 2) continue;
    const head = trainClassifier(train, labels, options);
    examples.forEach((example, index) => {
      if (fold[index] === f) result[index] = predictProbabilities(head, example.features);
    });
    onFold?.(f + 1, folds);
  }
  return result;
}
