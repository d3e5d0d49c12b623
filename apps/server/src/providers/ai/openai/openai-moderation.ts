import type { TModerationCategory } from '@haoduo/contract';
import type { TRemoteModeration } from '../moderation/moderation';
import { verdictOf } from '../moderation/verdict';
import type { TModerationAlert } from '../ports';
import { postJson, readJson, type TOpenAiSettings } from './openai-client';

/**
 * The OpenAI moderation protocol (`POST /v1/moderations`, omni-moderation and compatible
 * services). Its 13 categories are mapped onto ours; self-harm intent raises an alert.
 */

interface TModerationResponse {
  results?: { flagged?: boolean; categories?: Record<string, boolean | null> }[];
}

const CATEGORY: Record<string, TModerationCategory[]> = {
  sexual: ['sexual'],
  'sexual/minors': ['sexual'],
  harassment: ['bullying'],
  'harassment/threatening': ['bullying', 'violence'],
  hate: ['hate'],
  'hate/threatening': ['hate', 'violence'],
  illicit: ['drugs'],
  'illicit/violent': ['violence'],
  'self-harm': ['self-harm'],
  'self-harm/intent': ['self-harm'],
  'self-harm/instructions': ['self-harm'],
  violence: ['violence'],
  'violence/graphic': ['violence'],
};

/** Maps one of the provider's categories onto ours (unknown ones count as harassment). */
export function mapCategories(name: string): TModerationCategory[] {
  return CATEGORY[name] ?? (name.startsWith('self-harm') ? ['self-harm'] : ['bullying']);
}

/** The first of ours a provider category maps to. */
export const mapCategory = (name: string): TModerationCategory => mapCategories(name)[0]!;

/** Self-harm intent is a disclosure; a threat of violence towards someone is one too. */
export function alertOf(flagged: string[]): TModerationAlert | null {
  if (flagged.includes('self-harm/intent')) return { kind: 'self-harm', severity: 'critical' };
  if (flagged.includes('harassment/threatening') || flagged.includes('hate/threatening'))
    return { kind: 'violence', severity: 'high' };
  return null;
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
        .filter(([, on]) => on === true)
        .map(([name]) => name);
      const categories = result?.flagged
        ? flagged.length
          ? flagged.flatMap(mapCategories)
          : ['bullying' as const]
        : [];
      return verdictOf(
        categories,
        categories.length ? ['openai'] : [],
        flagged,
        result?.flagged ? alertOf(flagged) : null,
      );
    },
  };
}
