import { TRADITIONAL } from './word-list';

/**
 * Normalisation before matching, so that disguised words are still found:
 * full-width to half-width (NFKC), lower case, traditional to simplified characters,
 * invisible characters removed, look-alike digits and symbols in English words read as
 * letters (k1ll, $ex), letters spelled apart joined (p o r n, s.e.x), and for Chinese the
 * characters with everything between them removed (自 杀, 自-杀).
 */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};
const CJK = /[\u3400-\u9fff]/;

export interface TNormalised {
  /** Chinese characters, letters and digits only, in order. */
  compact: string;
  /** English words separated by single spaces. */
  words: string;
  /** Digits with the separators people put between them removed (for numbers). */
  digits: string;
}

export function baseNormalise(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) out += TRADITIONAL[ch] ?? ch;
  return out.replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
}

export function normaliseForModeration(text: string): TNormalised {
  const base = baseNormalise(text);
  const compact = [...base].filter((ch) => CJK.test(ch) || /[a-z0-9]/.test(ch)).join('');
  // English: leet inside words, then join runs of single letters ("p o r n", "s.e.x").
  const tokens = base
    .split(/[^a-z0-9@$!\u3400-\u9fff]+/)
    .filter(Boolean)
    .flatMap((token) => token.split(/[\u3400-\u9fff]+/).filter(Boolean))
    .map((token) =>
      /[a-z]/.test(token) ? [...token].map((ch) => LEET[ch] ?? ch).join('') : token,
    );
  const joined: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (/^[a-z]$/.test(token)) {
      run += token;
      continue;
    }
    if (run) joined.push(run.length > 1 ? run : run);
    run = '';
    joined.push(token);
  }
  if (run) joined.push(run);
  const digits = base.replace(/(\d)[\s\-.·_]+(?=\d)/g, '$1');
  return { compact, words: ` ${joined.join(' ')} `, digits };
}

export const containsCjk = (text: string) => CJK.test(text);
