import { TERM_INDEX, type TTerm } from './term-index';

/**
 * Splits a prompt into recognised terms, in order. Chinese is matched longest-first
 * (大象 before 大), English word by word (up to three-word terms), numbers in both.
 */

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const PUNCTUATION = /[,，、;；.。!！?？:：\n]/;

export interface TToken {
  term: TTerm;
  text: string;
  index: number;
}

/** Full-width to half-width, lower case, invisible characters removed. */
export function normalisePrompt(prompt: string): string {
  return prompt
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200f\ufeff]/g, '');
}

function chineseNumber(text: string): number | null {
  if (!/^[零一二两三四五六七八九十]+$/.test(text)) return null;
  if (text === '十') return 10;
  const tenAt = text.indexOf('十');
  if (tenAt < 0) return text.length === 1 ? ZH_DIGITS[text]! : null;
  const tens = tenAt === 0 ? 1 : (ZH_DIGITS[text[0]!] ?? 1);
  const ones = tenAt === text.length - 1 ? 0 : (ZH_DIGITS[text[tenAt + 1]!] ?? 0);
  return tens * 10 + ones;
}

export function tokenize(prompt: string): TToken[] {
  const text = normalisePrompt(prompt);
  const tokens: TToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (PUNCTUATION.test(ch)) {
      tokens.push({ term: { kind: 'separator' }, text: ch, index: i });
      i++;
      continue;
    }
    if (/[0-9]/.test(ch)) {
      const digits = /^[0-9]+/.exec(text.slice(i))![0];
      tokens.push({ term: { kind: 'number', value: Number(digits) }, text: digits, index: i });
      i += digits.length;
      continue;
    }
    if (/[a-z]/.test(ch)) {
      i = readEnglish(text, i, tokens);
      continue;
    }
    let matched = false;
    for (let len = Math.min(TERM_INDEX.maxZhLength, text.length - i); len >= 1; len--) {
      const piece = text.slice(i, i + len);
      const term = TERM_INDEX.zh.get(piece);
      if (term) {
        tokens.push({ term, text: piece, index: i });
        i += len;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const numeral = /^[一二两三四五六七八九十]+/.exec(text.slice(i));
    if (numeral) {
      const value = chineseNumber(numeral[0]);
      if (value !== null)
        tokens.push({ term: { kind: 'number', value }, text: numeral[0], index: i });
      i += numeral[0].length;
      continue;
    }
    i++;
  }
  return tokens;
}

function readEnglish(text: string, start: number, tokens: TToken[]): number {
  const words: { word: string; end: number }[] = [];
  const pattern = /[a-z][a-z0-9-]*/g;
  pattern.lastIndex = start;
  // Read the run of words (separated by spaces only) starting here.
  let position = start;
  while (words.length < TERM_INDEX.maxEnWords + 1) {
    pattern.lastIndex = position;
    const found = pattern.exec(text);
    if (!found || found.index !== position) break;
    words.push({ word: found[0], end: found.index + found[0].length });
    const spaces = /^ +/.exec(text.slice(pattern.lastIndex));
    if (!spaces) break;
    position = pattern.lastIndex + spaces[0].length;
  }
  for (let n = Math.min(TERM_INDEX.maxEnWords, words.length); n >= 1; n--) {
    const phrase = words
      .slice(0, n)
      .map((w) => w.word)
      .join(' ');
    const term = TERM_INDEX.en.get(phrase);
    if (term) {
      tokens.push({ term, text: phrase, index: start });
      return words[n - 1]!.end;
    }
  }
  return words[0]!.end;
}
