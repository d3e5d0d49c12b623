/**
 * Chinese-aware search without database extensions, the same on PGlite and PostgreSQL 15:
 * a work stores the tokens of its searchable text in a text[] column (GIN index), and a
 * keyword matches when the column contains all of the keyword's tokens (`@>`).
 *
 * - Runs of CJK characters give every character and every pair of neighbours (unigrams and
 *   bigrams); a keyword of two or more CJK characters is asked as its bigrams, one character
 *   as its unigram. So 恐龙 finds 小恐龙的一天, and 张** finds 张.
 * - Latin letters and digits give lower-cased words and their prefixes (two characters and
 *   up), so "dino" finds "Dinosaur"; the keyword is asked as whole words.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{N}]/u;
const MAX_TOKENS = 600;
const MAX_PREFIX = 16;

interface TPieces {
  cjkRuns: string[];
  words: string[];
}

function split(text: string): TPieces {
  const cjkRuns: string[] = [];
  const words: string[] = [];
  let run = '';
  let word = '';
  const flushRun = () => {
    if (run) cjkRuns.push(run);
    run = '';
  };
  const flushWord = () => {
    if (word) words.push(word);
    word = '';
  };
  for (const char of text.normalize('NFKC').toLowerCase()) {
    if (CJK.test(char)) {
      flushWord();
      run += char;
    } else if (WORD.test(char)) {
      flushRun();
      word += char;
    } else {
      flushRun();
      flushWord();
    }
  }
  flushRun();
  flushWord();
  return { cjkRuns, words };
}

/** The tokens stored for a work's searchable texts. */
export function indexTokens(texts: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const { cjkRuns, words } = split(text);
    for (const run of cjkRuns) {
      const chars = Array.from(run);
      chars.forEach((char, i) => {
        tokens.add(char);
        if (i + 1 < chars.length) tokens.add(char + chars[i + 1]);
      });
    }
    for (const word of words) {
      tokens.add(word);
      const chars = Array.from(word);
      for (let n = 2; n < Math.min(chars.length, MAX_PREFIX + 1); n++) {
        tokens.add(chars.slice(0, n).join(''));
      }
    }
    if (tokens.size >= MAX_TOKENS) break;
  }
  return [...tokens].slice(0, MAX_TOKENS);
}

/** The tokens a keyword asks for; empty when it has no letters, digits or CJK characters. */
export function queryTokens(keyword: string): string[] {
  const tokens = new Set<string>();
  const { cjkRuns, words } = split(keyword);
  for (const run of cjkRuns) {
    const chars = Array.from(run);
    if (chars.length === 1) tokens.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
  }
  for (const word of words) {
    const chars = Array.from(word);
    tokens.add(chars.slice(0, MAX_PREFIX).join(''));
  }
  return [...tokens].slice(0, 32);
}
