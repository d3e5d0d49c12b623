import type { TModerationCategory } from '@haoduo/contract';
import type { TModerationAlert } from '../../ports';

/** severe: refused at every strictness; standard: not when relaxed; mild: only when strict. */
export type TLevel = 'severe' | 'standard' | 'mild';

/**
 * A Chinese pattern in a small syntax, matched on the text and on its sounds (pinyin,
 * homophones): parts separated by spaces; `(a|b)` alternatives; `(a|b)?` optional;
 * `~n` up to n characters of anything.
 */
export interface TPattern {
  p: string;
  level?: TLevel;
  /** A disclosure: matching raises this alert. */
  alert?: TModerationAlert['kind'];
  /** Not matched by sound (its homophones are everyday words). */
  noSound?: boolean;
}

export interface TEnPattern {
  re: RegExp;
  level?: TLevel;
  alert?: TModerationAlert['kind'];
}

export interface TLexicon {
  category: TModerationCategory;
  /** Chinese terms, found anywhere in the normalised text, by sound and by initials too. */
  zh: Partial<Record<TLevel, string[]>>;
  /** English words or phrases, matched as whole words. */
  en: Partial<Record<TLevel, string[]>>;
  patterns?: TPattern[];
  enPatterns?: TEnPattern[];
  /** Terms whose homophones are everyday words (大麻 and 大妈): matched as written only. */
  noSound?: string[];
}
