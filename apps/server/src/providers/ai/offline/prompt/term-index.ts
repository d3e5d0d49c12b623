import type { TDrawStyle, TMusicMood } from '@haoduo/contract';
import {
  COLOURS,
  MOODS,
  NEUTRAL_ZH,
  NUMBERS_EN,
  PLACES,
  SEPARATORS_EN,
  SEPARATORS_ZH,
  SEVERAL_EN,
  SEVERAL_ZH,
  SIZES,
  STYLES,
  TIMES,
  WEATHERS,
} from './lexicon';
import { SUBJECTS } from './subjects';

/** What one recognised word means. */
export type TTerm =
  | { kind: 'subject'; id: string }
  | { kind: 'colour'; id: string }
  | { kind: 'size'; id: 'big' | 'small' }
  | { kind: 'place'; id: string }
  | { kind: 'time'; id: string }
  | { kind: 'weather'; id: string }
  | { kind: 'style'; id: TDrawStyle }
  | { kind: 'mood'; id: TMusicMood }
  | { kind: 'number'; value: number }
  | { kind: 'several' }
  | { kind: 'separator' }
  | { kind: 'neutral' };

export interface TTermIndex {
  zh: Map<string, TTerm>;
  en: Map<string, TTerm>;
  maxZhLength: number;
  maxEnWords: number;
}

function plurals(word: string): string[] {
  const parts = word.split(' ');
  const last = parts.pop()!;
  const forms = [`${last}s`];
  if (/(s|x|ch|sh)$/.test(last)) forms.push(`${last}es`);
  if (/[^aeiou]y$/.test(last)) forms.push(`${last.slice(0, -1)}ies`);
  return forms.map((form) => [...parts, form].join(' '));
}

function addAll(map: Map<string, TTerm>, words: string, term: TTerm) {
  for (const raw of words.split(',')) {
    const word = raw.trim().toLowerCase();
    // The first meaning listed wins; subjects are added first.
    if (word && !map.has(word)) map.set(word, term);
  }
}

function buildIndex(): TTermIndex {
  const zh = new Map<string, TTerm>();
  const en = new Map<string, TTerm>();
  addAll(zh, NEUTRAL_ZH, { kind: 'neutral' });
  for (const s of SUBJECTS) {
    const term: TTerm = { kind: 'subject', id: s.id };
    addAll(zh, s.zh.join(','), term);
    addAll(en, s.en.join(','), term);
    addAll(en, s.en.flatMap(plurals).join(','), term);
  }
  for (const c of COLOURS) {
    addAll(zh, c.zh, { kind: 'colour', id: c.id });
    addAll(en, c.en, { kind: 'colour', id: c.id });
  }
  const groups: [readonly [string, string, string][], (id: string) => TTerm][] = [
    [SIZES, (id) => ({ kind: 'size', id: id as 'big' | 'small' })],
    [PLACES, (id) => ({ kind: 'place', id })],
    [TIMES, (id) => ({ kind: 'time', id })],
    [WEATHERS, (id) => ({ kind: 'weather', id })],
    [STYLES, (id) => ({ kind: 'style', id: id as TDrawStyle })],
    [MOODS, (id) => ({ kind: 'mood', id: id as TMusicMood })],
  ];
  for (const [entries, make] of groups) {
    for (const [id, zhWords, enWords] of entries) {
      addAll(zh, zhWords, make(id));
      addAll(en, enWords, make(id));
    }
  }
  addAll(zh, SEVERAL_ZH, { kind: 'several' });
  addAll(en, SEVERAL_EN, { kind: 'several' });
  addAll(zh, SEPARATORS_ZH, { kind: 'separator' });
  addAll(en, SEPARATORS_EN, { kind: 'separator' });
  for (const [word, value] of Object.entries(NUMBERS_EN)) en.set(word, { kind: 'number', value });
  return {
    zh,
    en,
    maxZhLength: Math.max(...[...zh.keys()].map((k) => k.length)),
    maxEnWords: Math.max(...[...en.keys()].map((k) => k.split(' ').length)),
  };
}

export const TERM_INDEX: TTermIndex = buildIndex();
