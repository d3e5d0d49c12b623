import type { TImagePort } from '../../ports';
import { offlineInfo } from '../../shared/engine-info';
import { throwIfAborted } from '../../shared/ai-error';
import { encodePng } from '../../shared/png';
import { DEFAULT_HEIGHT, DEFAULT_WIDTH, DRAW_ENGINE, renderScene } from '../draw/render-scene';

/** Size limits of an offline drawing, in pixels. */
export const IMAGE_SIZE = { MIN: 256, MAX: 2048 } as const;

function clampSize(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return Math.max(IMAGE_SIZE.MIN, Math.min(IMAGE_SIZE.MAX, Math.round(value)));
}

/** The offline drawing engine behind the image port. */
export function createOfflineImage(): TImagePort {
  const info = offlineInfo('image', DRAW_ENGINE);
  return {
    info,
    async draw(request) {
      throwIfAborted(request.signal);
      const width = clampSize(request.width, DEFAULT_WIDTH);
      const height = clampSize(request.height, DEFAULT_HEIGHT);
      const scene = renderScene({
        prompt: request.prompt,
        seed: request.seed,
        style: request.style,
        width,
        height,
      });
      const png = await encodePng(scene.canvas, `haoduo-ai ${DRAW_ENGINE}`);
      return { png, width, height, scene: scene.summary, engine: info };
    },
  };
}
