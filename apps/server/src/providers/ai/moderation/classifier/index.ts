import { featuresOf, type TClassifierInput } from './features';
import { MODEL_JSON } from './model-data';
import { scoreHead, topHarmful, type TModel } from './model';

/**
 * The learned second opinion of the text moderation: a small classifier fitted offline on the
 * evaluation set's train split (bench/moderation-train.ts), shipped as model-data.ts and read
 * on first use. It names the most probable harmful category when its probability reaches the
 * threshold chosen on the validation split.
 */

export type { TClassifierInput, TModel };

let shipped: TModel | null = null;

export function shippedModel(): TModel {
  shipped ??= JSON.parse(MODEL_JSON) as TModel;
  return shipped;
}

export interface TOpinion {
  /** The most probable harmful category and its probability. */
  label: string;
  probability: number;
  /** Whether it reaches the model's threshold (or the one given). */
  flagged: boolean;
}

export function classify(
  input: TClassifierInput,
  model: TModel = shippedModel(),
  threshold = model.threshold,
): TOpinion {
  const top = topHarmful(scoreHead(model.category, model.scale, featuresOf(input)));
  return { ...top, flagged: top.label !== '' && top.probability >= threshold };
}
