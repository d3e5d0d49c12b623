import { SafetyLimit } from '@haoduo/contract';
import type { Rule } from 'antd/es/form';

/** Splits what a teacher pastes (commas, 、, spaces, new lines) into words. */
export const WORD_SEPARATORS = [',', '，', '、', ';', '；', ' ', '\n'];

/** A word list's checks: each word 20 characters at most, 200 words at most. */
export function wordListRules(texts: { tooLong: string; tooMany: string }): Rule[] {
  return [
    {
      validator: async (_, words: string[] | undefined) => {
        const list = words ?? [];
        if (list.length > SafetyLimit.WORDS_MAX) throw new Error(texts.tooMany);
        if (list.some((word) => word.trim().length > SafetyLimit.WORD_MAX_LENGTH)) {
          throw new Error(texts.tooLong);
        }
      },
    },
  ];
}

/** The words as saved: trimmed, no empty ones, each once. */
export function cleanWords(words: readonly string[] | undefined): string[] {
  return [...new Set((words ?? []).map((word) => word.trim()).filter(Boolean))];
}
