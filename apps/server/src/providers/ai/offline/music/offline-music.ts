import { MUSIC_MOOD_LABELS } from '@haoduo/contract';
import type { TMusicPort } from '../../ports';
import { throwIfAborted } from '../../shared/ai-error';
import { offlineInfo } from '../../shared/engine-info';
import { randomFor } from '../../shared/random';
import { compose } from './compose';
import { encodeMidi } from './midi';
import { planMusic } from './music-request';
import { renderScore, SAMPLE_RATE } from './synth';
import { keyLabel } from './theory';
import { encodeWav } from './wav';

export const MUSIC_ENGINE = 'offline-music@1';

/** The offline composer: deterministic for (prompt, seed, options). */
export function createOfflineMusic(): TMusicPort {
  const info = offlineInfo('music', MUSIC_ENGINE);
  return {
    info,
    async compose(request) {
      throwIfAborted(request.signal);
      const plan = planMusic(request);
      const rng = randomFor(
        request.prompt,
        request.seed,
        `${MUSIC_ENGINE}/${plan.mood}/${plan.instrument}/${plan.tempo}/${plan.seconds}`,
      );
      const score = compose({ ...plan, rng: rng.fork('compose') });
      const rendered = renderScore(score, rng.fork('synth'));
      throwIfAborted(request.signal);
      return {
        wav: encodeWav(rendered.left, rendered.right, SAMPLE_RATE),
        midi: encodeMidi(score, `${MUSIC_MOOD_LABELS[plan.mood]} - 好多AI`),
        durationSeconds: Math.round((rendered.left.length / SAMPLE_RATE) * 100) / 100,
        mood: plan.mood,
        tempo: plan.tempo,
        instrument: plan.instrument,
        key: keyLabel(score.root, score.minor),
        engine: info,
      };
    },
  };
}
