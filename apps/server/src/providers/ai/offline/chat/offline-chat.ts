import type { TChatPort } from '../../ports';
import { throwIfAborted } from '../../shared/ai-error';
import { offlineInfo } from '../../shared/engine-info';
import { composeAnswer } from './compose-answer';

export const CHAT_ENGINE = 'offline-chat@1';

/** Splits an answer into small pieces as a model would stream them: a few characters or a word. */
export function toDeltas(answer: string): string[] {
  return answer.match(/[a-zA-Z0-9.,'%-]+\s*|[\u3400-\u9fff]{1,2}|[^a-zA-Z0-9\u3400-\u9fff]/g) ?? [];
}

export function createOfflineChat(options: { tokenDelayMs?: number } = {}): TChatPort {
  const delay = options.tokenDelayMs ?? 0;
  return {
    info: offlineInfo('chat', CHAT_ENGINE),
    stream(request) {
      const composed = composeAnswer(request.persona, request.history ?? [], request.message);
      async function* deltas() {
        throwIfAborted(request.signal);
        for (const delta of toDeltas(composed.text)) {
          throwIfAborted(request.signal);
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          yield delta;
        }
      }
      return { [Symbol.asyncIterator]: deltas, answered: () => composed.answered };
    },
  };
}
