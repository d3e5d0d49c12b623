import { pinyin } from 'pinyin-pro';
import type { TLexicon } from './lexicon';
import { compactOf } from './normalise';

/**
 * Initials typed for a word (zs for 自杀, sb, cnm, hr for 黑人): a group of 2-4 letters
 * standing alone in a Chinese sentence that are the first letters of the syllables of a word
 * the lexicons know (a term, or a word of a pattern). Each reading gives a variant of the
 * text in which the letters are replaced by the word, and the variants are matched like the
 * text. Common abbreviations in pupils' texts (ai, ok, pk, diy...) are never read.
 */

const COMMON = new Set(
  'ai ok pk qq diy app ppt nba dna cd tv pc id vip mp ip ui abc cba gg mm dd bb hh vr ar cpu usb wifi ' +
    'ps pdf mv dj cos bgm rap ktv uno lol xd ddl pm am kg cm km mg ml'.split(' '),
);
/** Initials pupils use for words the lists hold in another form. */
const SLANG: Record<string, string> = {
  nmsl: '你妈死了',
  tmd: '他妈的',
  cnm: '操你妈',
  sb: '傻逼',
  nt: '脑瘫',
  zz: '智障',
};
const MAX_READINGS = 6;

export type TInitials = Map<string, string[]>;

const initialsOf = (word: string) =>
  pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join('');

export function buildInitials(lexicons: TLexicon[]): TInitials {
  const map: TInitials = new Map();
  const add = (word: string) => {
    if (!/^[\u3400-\u9fff]{2,4}$/.test(word)) return;
    const key = initialsOf(word);
    if (COMMON.has(key)) return;
    const list = map.get(key) ?? [];
    if (!list.includes(word)) map.set(key, [...list, word]);
  };
  for (const [key, word] of Object.entries(SLANG)) map.set(key, [word]);
  for (const lexicon of lexicons) {
    for (const level of ['severe', 'standard'] as const)
      for (const term of lexicon.zh[level] ?? []) add(compactOf(term));
  }
  for (const lexicon of lexicons) {
    for (const pattern of lexicon.patterns ?? [])
      for (const word of pattern.p.split(/[^\u3400-\u9fff]+/)) add(word);
  }
  return map;
}

/** The text with its groups of initials read as words (empty when there are none). */
export function initialsVariants(initials: TInitials, text: string): string[] {
  const groups = [...text.matchAll(/(?<![a-z])[a-z]{2,4}(?![a-z])/g)]
    .map((m) => ({ at: m.index, letters: m[0], words: initials.get(m[0]) ?? [] }))
    .filter((g) => g.words.length > 0);
  if (groups.length === 0) return [];
  const readings = Math.min(MAX_READINGS, Math.max(...groups.map((g) => g.words.length)));
  return Array.from({ length: readings }, (_, k) => {
    let out = '';
    let from = 0;
    for (const g of groups) {
      out += text.slice(from, g.at) + g.words[Math.min(k, g.words.length - 1)];
      from = g.at + g.letters.length;
    }
    return out + text.slice(from);
  });
}
