import type { TModerationCategory } from '@haoduo/contract';
import type { TModerationVerdict } from '../ports';
import { verdictOf } from './verdict';
import { baseNormalise, normaliseForModeration } from './normalise';
import { findPersonalData } from './personal-data';
import { ALLOWED, WORD_LIST } from './word-list';

/**
 * The word-list check for minors: every prompt and every text result passes it, whatever
 * the provider. Categories are reported in order of care: self-harm first, so that a pupil
 * in distress is pointed to help.
 */

interface TCompiled {
  category: TModerationCategory;
  zh: string[];
  en: string[];
}

const COMPILED: TCompiled[] = Object.entries(WORD_LIST).map(([category, terms]) => ({
  category: category as TModerationCategory,
  zh: terms.zh.map((t) => normaliseForModeration(t).compact),
  en: terms.en.map((t) => normaliseForModeration(t).words.trim()),
}));
const ALLOWED_ZH = ALLOWED.zh.map((t) => normaliseForModeration(t).compact);
const ALLOWED_EN = ALLOWED.en.map((t) => normaliseForModeration(t).words.trim());

export { verdictOf };

export function moderateText(text: string): TModerationVerdict {
  const normalised = normaliseForModeration(text);
  let compact = normalised.compact;
  for (const allowed of ALLOWED_ZH) compact = compact.split(allowed).join('|');
  let words = normalised.words;
  for (const allowed of ALLOWED_EN) words = words.split(` ${allowed} `).join(' | ');
  // Words spelled without spaces (fuck written as f u c k joined) are also in `compact`.
  const compactLatin = compact.replace(/[^a-z]/g, ' ');

  const categories: TModerationCategory[] = [];
  const matches: string[] = [];
  for (const entry of COMPILED) {
    for (const term of entry.zh) {
      if (compact.includes(term)) {
        categories.push(entry.category);
        matches.push(term);
      }
    }
    for (const term of entry.en) {
      if (
        words.includes(` ${term} `) ||
        (term.length >= 5 && !term.includes(' ') && ` ${compactLatin} `.includes(` ${term} `))
      ) {
        categories.push(entry.category);
        matches.push(term);
      }
    }
  }
  const personal = findPersonalData(normalised.digits, baseNormalise(text));
  if (personal.length) {
    categories.push('personal-data');
    matches.push(...personal);
  }
  const flaggedBy = [
    ...(categories.some((c) => c !== 'personal-data') ? ['word-list'] : []),
    ...(personal.length ? ['personal-data'] : []),
  ];
  return verdictOf(categories, flaggedBy, matches);
}
