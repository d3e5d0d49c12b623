import type { TModerationVerdict } from '../ports';
import type { TNsfwPrediction } from './nsfw-classifier';
import { verdictOf } from './text-moderation';

/**
 * When an image is refused: nsfwjs's classes Porn, Hentai and Sexy, with thresholds strict
 * enough for primary-school pupils (a false refusal costs a retry; a miss costs more).
 */
export const NSFW_THRESHOLDS: Partial<Record<TNsfwPrediction['className'], number>> = {
  Porn: 0.35,
  Hentai: 0.35,
  Sexy: 0.5,
};

export function judgeImage(predictions: TNsfwPrediction[]): TModerationVerdict {
  const flagged = predictions.filter((p) => p.probability >= (NSFW_THRESHOLDS[p.className] ?? 2));
  return verdictOf(
    flagged.length ? ['sexual'] : [],
    flagged.length ? ['nsfwjs'] : [],
    flagged.map((p) => `${p.className}:${p.probability.toFixed(2)}`),
  );
}
