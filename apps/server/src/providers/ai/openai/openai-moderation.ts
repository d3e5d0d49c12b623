import type { TModerationCategory } from '@haoduo/contract';
import type { TRemoteModeration } from '../moderation/moderation';
import { verdictOf } from '../moderation/text-moderation';
import { postJson, readJson, type TOpenAiSettings } from './openai-client';

interface TModerationResponse {
  results?: { flagged?: boolean; categories?: Record<string, boolean> }[];
}

/** Maps the provider's categories (sexual/minors, self-harm/intent, illicit/violent...) onto ours. */
export function mapCategory(name: string): TModerationCategory {
  if (name.startsWith('sexual')) return 'sexual';
  if (name.startsWith('self-harm')) return 'self-harm';
  if (name.startsWith('violence')) return 'violence';
  if (name.startsWith('illicit')) return 'drugs';
  return 'hate';
}

export function createOpenAiModeration(
  settings: TOpenAiSettings & { model: string },
): TRemoteModeration {
  return {
    model: settings.model,
    async checkText(text, outer) {
      const { response, signal } = await postJson(
        settings,
        'moderations',
        { model: settings.model, input: text },
        outer,
      );
      const body = await readJson<TModerationResponse>(response, signal, 'moderations');
      const result = body.results?.[0];
      const flagged = Object.entries(result?.categories ?? {})
        .filter(([, on]) => on)
        .map(([name]) => name);
      const categories = result?.flagged
        ? flagged.length
          ? flagged.map(mapCategory)
          : ['hate' as const]
        : [];
      return verdictOf(categories, categories.length ? ['openai'] : [], flagged);
    },
  };
}
