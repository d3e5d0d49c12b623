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

export interface TSetItem {
  id: string;
  /**
   * dev: the engine may be tuned on it; test: held out, only reported; fresh: written after
   * the engine was last changed, in other wording, only reported.
   */
  split: 'dev' | 'test' | 'fresh';
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
