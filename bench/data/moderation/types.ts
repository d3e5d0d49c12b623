// Shapes of the moderation evaluation set.
import type { TDisguise } from './disguises';

export type TAlertKind = 'self-harm' | 'abuse' | 'violence';
/** A base sentence; `{...}` marks what a disguise changes; the second element a disclosure. */
export type TBase = string | readonly [string, TAlertKind];

export const SET_CATEGORIES = [
  'sexual',
  'violence',
  'self-harm',
  'bullying',
  'drugs',
  'hate',
  'personal-data',
  'jailbreak',
] as const;
export type TSetCategory = (typeof SET_CATEGORIES)[number];
export type TLabel = 'benign' | TSetCategory;

export const SPLITS = ['train', 'val', 'test', 'fresh', 'fresh6'] as const;
export type TSplit = (typeof SPLITS)[number];

export interface TSetItem {
  id: string;
  /**
   * train: the rules were tuned on it and the learned classifier is fitted on it; val: the
   * rules were tuned on it, the classifier's threshold is chosen on it (never fitted on it);
   * test: held out, only reported; fresh (fresh5.ts) and fresh6 (fresh6.ts): written after
   * the rules were last changed, in other wording, never tuned or trained on, only reported.
   */
  split: TSplit;
  lang: 'zh' | 'en';
  label: TLabel;
  disguise: TDisguise;
  /** A disclosure that must raise an alert, else null. */
  alert: TAlertKind | null;
  /** A harmless text whose words look dangerous. */
  tricky: boolean;
  text: string;
  /** The base sentence before any disguise (for reading the misses). */
  base: string;
}
