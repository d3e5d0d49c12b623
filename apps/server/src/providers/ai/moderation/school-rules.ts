import type { TModerationRules } from '../ports';
import { compilePattern, type TCompiled } from './compile';
import { compileEnglish } from './english';
import { compactOf } from './normalise';

/**
 * A school's or class's own words for one call: blocked words are matched like the built-in
 * terms (so their disguises are caught too), allowed words are masked like the built-in
 * harmless phrases. Compiled once per distinct list.
 */

interface TSchoolRules {
  blocked: TCompiled[];
  blockedEnglish: ReturnType<typeof compileEnglish>;
  allowedText: string[];
  allowedWords: string[];
}

const EMPTY: TSchoolRules = { blocked: [], blockedEnglish: [], allowedText: [], allowedWords: [] };
const cache = new Map<string, TSchoolRules>();
const CACHE_SIZE = 200;

const clean = (words: string[] | undefined) =>
  [...new Set((words ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean))].sort();

export function schoolRules(rules: TModerationRules): TSchoolRules {
  const blocked = clean(rules.blockedWords);
  const allowed = clean(rules.allowedWords);
  if (blocked.length === 0 && allowed.length === 0) return EMPTY;
  const key = JSON.stringify([blocked, allowed]);
  let compiled = cache.get(key);
  if (compiled) return compiled;
  const latin = (w: string) => /^[a-z0-9 '-]+$/.test(w);
  compiled = {
    blocked: blocked
      .filter((w) => !latin(w) && compactOf(w))
      .map((w) => compilePattern({ p: compactOf(w) }, 'school-rule', 'severe')),
    blockedEnglish: compileEnglish([
      { category: 'school-rule', zh: {}, en: { severe: blocked.filter(latin) } },
    ]),
    allowedText: allowed.map(compactOf).filter(Boolean),
    allowedWords: allowed.filter(latin),
  };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, compiled);
  return compiled;
}
