import type { TModerationPort, TModerationVerdict } from '../ports';
import { offlineInfo } from '../shared/engine-info';
import { AiProviderError } from '../shared/ai-error';
import { judgeImage } from './image-moderation';
import { createNsfwClassifier, type TImageClassifier } from './nsfw-classifier';
import { moderateText } from './text-moderation';
import { combineVerdicts } from './verdict';

/**
 * The moderation port: the offline text moderation (with the school's own rules of the call)
 * on every text, nsfwjs on every image, and, when an online provider's moderation is
 * configured, its verdict too (a text is refused when either refuses; the stronger alert wins).
 */

export interface TRemoteModeration {
  readonly model: string;
  checkText(text: string, signal?: AbortSignal): Promise<TModerationVerdict>;
}

export const MODERATION_ENGINE = 'offline-moderation@3';

export { combineVerdicts };

export function createModeration(
  options: { classifier?: TImageClassifier; remote?: TRemoteModeration } = {},
): TModerationPort & { close(): Promise<void> } {
  let classifier = options.classifier ?? null;
  const info = options.remote
    ? {
        ...offlineInfo('moderation', MODERATION_ENGINE),
        engine: `${MODERATION_ENGINE}+openai:${options.remote.model}`,
        model: options.remote.model,
        offline: false,
      }
    : offlineInfo('moderation', MODERATION_ENGINE);
  return {
    info,
    async checkText(text, callOptions) {
      const local = moderateText(text, callOptions?.rules);
      if (!options.remote || text.trim() === '') return local;
      const remote = await options.remote.checkText(text, callOptions?.signal);
      return combineVerdicts([local, remote]);
    },
    async checkImage(image) {
      classifier ??= createNsfwClassifier();
      try {
        return judgeImage(await classifier.classify(image));
      } catch (error) {
        // Fail closed: an image nobody could check is not shown to pupils.
        throw new AiProviderError('failed', `image moderation: ${(error as Error).message}`);
      }
    },
    async close() {
      await classifier?.close();
    },
  };
}
