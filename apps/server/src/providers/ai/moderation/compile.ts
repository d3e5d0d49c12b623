import type { TModerationCategory } from '@haoduo/contract';
import type { TModerationAlert } from '../ports';
import type { TLevel, TLexicon, TPattern } from './lexicon/types';
import { compactOf } from './normalise';
import { soundText, type TSoundText } from './pinyin';

/**
 * Compiles the lexicons' Chinese terms and patterns into two regular expressions each: one
 * on the normalised text and one on its sounds (see pinyin.ts), and judges a match by sound:
 * accepted when letters were typed as pinyin, or when most characters are the listed ones
 * and the rest sound the same (a homophone), unless the term is marked `noSound`.
 */

export interface THit {
  category: TModerationCategory;
  level: TLevel;
  /** The listed term or pattern (for the teacher's record). */
  term: string;
  alert?: TModerationAlert['kind'];
  via: 'text' | 'sound' | 'initials' | 'english' | 'classifier';
  /** What was found in the text (normalised). */
  found: string;
}

interface TAlt {
  py: string;
  chars: string[];
}
type TSlot = { kind: 'lit'; alts: TAlt[] } | { kind: 'gap' };

export interface TCompiled {
  category: TModerationCategory;
  level: TLevel;
  alert?: TModerationAlert['kind'];
  noSound: boolean;
  source: string;
  text: RegExp;
  sound: RegExp;
  slots: TSlot[];
}

const CJK_CHAR = /[\u3400-\u9fff]/;

const latinEdge = (alt: string) =>
  `${/^[a-z0-9]/.test(alt) ? '(?<![a-z0-9])' : ''}${alt}${/[a-z0-9]$/.test(alt) ? '(?![a-z0-9])' : ''}`;

export function compilePattern(
  pattern: TPattern,
  category: TModerationCategory,
  level: TLevel,
): TCompiled {
  const slots: TSlot[] = [];
  let text = '';
  let sound = '(?<= )';
  for (const part of pattern.p.trim().split(/\s+/)) {
    const gap = /^~(\d+)$/.exec(part);
    if (gap) {
      text += `[^]{0,${gap[1]}}`;
      sound += `(?:\\S+ ){0,${gap[1]}}`;
      slots.push({ kind: 'gap' });
      continue;
    }
    const group = /^\((.+)\)\??$/.exec(part);
    const optional = part.endsWith('?') ? '?' : '';
    const body = group ? group[1]! : part.replace(/\?$/, '');
    const alts = body.split('|').map(compactOf).filter(Boolean);
    const sounds = alts.map((alt) => soundText(alt));
    text += `(?:${alts.map(latinEdge).join('|')})${optional}`;
    sound += `(${sounds.map((s) => s.stream.slice(1)).join('|')})${optional}`;
    slots.push({
      kind: 'lit',
      alts: sounds.map((s) => ({ py: s.stream.slice(1), chars: s.tokens.map((t) => t.text) })),
    });
  }
  return {
    category,
    level,
    alert: pattern.alert,
    noSound: pattern.noSound ?? false,
    source: pattern.p,
    text: new RegExp(text),
    sound: new RegExp(sound, 'dg'),
    slots,
  };
}

export function compileLexicon(lexicon: TLexicon): TCompiled[] {
  const noSound = new Set(lexicon.noSound ?? []);
  const out: TCompiled[] = [];
  for (const level of ['severe', 'standard', 'mild'] as const) {
    for (const term of lexicon.zh[level] ?? [])
      out.push(compilePattern({ p: term, noSound: noSound.has(term) }, lexicon.category, level));
  }
  for (const pattern of lexicon.patterns ?? [])
    out.push(compilePattern(pattern, lexicon.category, pattern.level ?? 'standard'));
  return out;
}

/** Is a match found in the sounds a disguise of the listed words (see the file comment)? */
function soundMatchCounts(rule: TCompiled, match: RegExpExecArray, text: TSoundText): boolean {
  let total = 0;
  let typed = 0;
  let same = 0;
  let group = 0;
  for (const slot of rule.slots) {
    if (slot.kind === 'gap') continue;
    group++;
    const span = match.indices?.[group];
    if (!span) continue;
    const captured = match[group]!;
    const alt = slot.alts.find((a) => a.py === captured);
    const first = text.starts.indexOf(span[0]);
    if (!alt || first < 0) return false;
    for (const [k, ch] of alt.chars.entries()) {
      const token = text.tokens[first + k]!;
      total++;
      if (token.text === ch) same++;
      // Letters in a pattern (dan, ai) are matched as written, never by sound.
      else if (!CJK_CHAR.test(ch)) return false;
      else if (token.kind === 'py') typed++;
      // A single character is matched as written or typed, never by a homophone (我哥的手
      // is not 我割的手).
      else if (alt.chars.length === 1) return false;
    }
  }
  const differing = total - typed - same;
  if (total < 2) return false;
  if (typed > 0) return differing <= Math.floor(total / 2);
  // Every character as listed: the gap was counted in sounds rather than characters.
  if (differing === 0) return true;
  if (rule.noSound) return false;
  return same >= 1 && differing <= Math.max(1, Math.floor(total / 3));
}

export function matchRules(
  rules: TCompiled[],
  texts: string[],
  sounds: TSoundText[],
  hits: THit[],
): void {
  for (const rule of rules) {
    const base = {
      category: rule.category,
      level: rule.level,
      term: rule.source,
      alert: rule.alert,
    };
    const inText = texts.map((t) => rule.text.exec(t)).find(Boolean);
    if (inText) {
      hits.push({ ...base, via: 'text', found: inText[0] });
      continue;
    }
    for (const sound of sounds) {
      rule.sound.lastIndex = 0;
      let found: string | null = null;
      for (const match of sound.stream.matchAll(rule.sound)) {
        if (soundMatchCounts(rule, match, sound)) {
          found = match[0].trim();
          break;
        }
      }
      if (found !== null) {
        hits.push({ ...base, via: 'sound', found });
        break;
      }
    }
  }
}
