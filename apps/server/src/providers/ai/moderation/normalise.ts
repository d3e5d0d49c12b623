import { EMOJI_MEANING, SUGGESTIVE_EMOJI } from './tables/emoji';
import { SPLIT_PARTS } from './tables/split-chars';
import { TRADITIONAL } from './tables/traditional';

/**
 * Normalisation before matching, so that disguised words are still found: full-width to
 * half-width (NFKC), lower case, traditional to simplified characters, invisible characters
 * removed, emoji read as the word they stand for, spaces and symbols between Chinese
 * characters removed (自 杀, 自*杀), characters written as their parts joined again (木仓),
 * look-alike digits in English words read as letters (k1ll, $ex), letters spelled apart
 * joined (p o r n), and Chinese numerals in long numbers read as digits.
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
export const CJK = /[\u3400-\u9fff]/;
const CJK_GAP = /([\u3400-\u9fff])[^\p{L}\p{N}\u3400-\u9fff]+(?=[\u3400-\u9fff])/gu;
const CN_NUMERALS: Record<string, string> = {
  零: '0',
  〇: '0',
  一: '1',
  幺: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};

export interface TNormalised {
  /** Emoji read in Chinese, no separators between Chinese characters (the text to match). */
  tight: string;
  /** `tight` with split characters joined again, or null when nothing was joined. */
  recombined: string | null;
  /** `tight` with emoji read in their second meaning (🔪 as 杀), or null. */
  emojiAlt: string | null;
  /** English words separated by single spaces (emoji read in English). */
  words: string;
  /** Digits with the separators people put between them removed (for numbers). */
  digits: string;
  /** How many different suggestive emoji the text holds. */
  suggestive: number;
  hasCjk: boolean;
}

export function baseNormalise(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) out += TRADITIONAL[ch] ?? ch;
  return out.replace(/[\u200b-\u200f\u2060\ufeff\u00ad]|\ufe0e|\ufe0f|\u20e3/g, '');
}

/** Emoji read as their word: 0 Chinese, 1 English, 2 the second Chinese meaning. */
function readEmoji(text: string, reading: 0 | 1 | 2): string {
  let out = '';
  for (const ch of text) {
    const meaning = EMOJI_MEANING[ch];
    if (!meaning) out += ch;
    else if (reading === 1) out += ` ${meaning[1]} `;
    else out += reading === 2 ? (meaning[2] ?? meaning[0]) : meaning[0];
  }
  return out;
}

export function recombine(text: string): string | null {
  let out = '';
  let changed = false;
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const three = SPLIT_PARTS.get(chars.slice(i, i + 3).join(''));
    const two = SPLIT_PARTS.get(chars.slice(i, i + 2).join(''));
    if (three && i + 2 < chars.length) {
      out += three;
      i += 2;
      changed = true;
    } else if (two && i + 1 < chars.length) {
      out += two;
      i += 1;
      changed = true;
    } else out += chars[i];
  }
  return changed ? out : null;
}

function englishWords(base: string): string {
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
    if (run) joined.push(run);
    run = '';
    joined.push(token);
  }
  if (run) joined.push(run);
  return ` ${joined.join(' ')} `;
}

function digitsOf(base: string): string {
  const toDigits = (run: string) => [...run].map((ch) => CN_NUMERALS[ch] ?? ch).join('');
  const numerals = base
    .replace(/[零〇一幺二两三四五六七八九]{7,}/g, toDigits)
    .replace(/[零〇一幺二两三四五六七八九]{3,}(?=[^\p{L}\p{N}]{0,3}\d)/gu, toDigits);
  return numerals.replace(/(\d)[^\p{L}\p{N}]{1,3}(?=\d)/gu, '$1');
}

/** Symbols and emoji inside a Latin word removed (s🙂ex, q✨q, s.e.x). */
const joinLetters = (text: string) => text.replace(/([a-z])[^\p{L}\p{N}\s]+(?=[a-z])/gu, '$1');

export function normaliseForModeration(text: string): TNormalised {
  const base = baseNormalise(text);
  const tight = joinLetters(readEmoji(base, 0).replace(CJK_GAP, '$1'));
  const second = readEmoji(base, 2).replace(CJK_GAP, '$1');
  return {
    tight,
    recombined: recombine(tight),
    emojiAlt: second === readEmoji(base, 0).replace(CJK_GAP, '$1') ? null : joinLetters(second),
    words: englishWords(joinLetters(readEmoji(base, 1))),
    digits: digitsOf(joinLetters(base)),
    suggestive: SUGGESTIVE_EMOJI.filter((e) => base.includes(e)).length,
    hasCjk: CJK.test(base),
  };
}

/** Chinese characters, letters and digits only, in order (a term's matching form). */
export function compactOf(text: string): string {
  return [...readEmoji(baseNormalise(text), 0)]
    .filter((ch) => CJK.test(ch) || /[a-z0-9]/.test(ch))
    .join('');
}
