import type { THit } from './compile';
import type { TLexicon } from './lexicon';

/**
 * English terms (whole words or phrases in the normalised words) and patterns. Words spelled
 * apart (p r e t e n d  y o u ...) lose their spaces, so the longer terms and the patterns
 * are also tried without spaces on such runs.
 */

interface TEnRule {
  hit: Omit<THit, 'found'>;
  term?: string;
  re?: RegExp;
  loose?: RegExp;
}

const looseOf = (source: string) =>
  new RegExp(source.replace(/\\b/g, '').replace(/ \?/g, '').replace(/ /g, ''));

export function compileEnglish(lexicons: TLexicon[]): TEnRule[] {
  const out: TEnRule[] = [];
  for (const lexicon of lexicons) {
    for (const level of ['severe', 'standard', 'mild'] as const) {
      for (const term of lexicon.en[level] ?? []) {
        const hit = { category: lexicon.category, level, term, via: 'english' as const };
        const plain = term.replace(/[^a-z ]/g, ' ').trim();
        out.push({
          hit,
          term: plain,
          loose: plain.replace(/ /g, '').length >= 3 ? looseOf(plain) : undefined,
        });
      }
    }
    for (const pattern of lexicon.enPatterns ?? []) {
      const hit = {
        category: lexicon.category,
        level: pattern.level ?? 'standard',
        term: pattern.re.source,
        alert: pattern.alert,
        via: 'english' as const,
      };
      out.push({ hit, re: pattern.re, loose: looseOf(pattern.re.source) });
    }
  }
  return out;
}

/** Runs of letters that were spelled apart (at least four single letters). */
export function spelledRuns(base: string): string[] {
  return [...base.matchAll(/(?:(?<![a-z])[a-z][^a-z\d\u3400-\u9fff]{1,3}){3,}[a-z](?![a-z])/g)].map(
    (m) => m[0].replace(/[^a-z]/g, ''),
  );
}

export function matchEnglish(rules: TEnRule[], words: string, runs: string[], hits: THit[]) {
  for (const rule of rules) {
    let found: string | null = null;
    if (rule.term !== undefined && words.includes(` ${rule.term} `)) found = rule.term;
    else if (rule.re) found = rule.re.exec(words)?.[0] ?? null;
    if (found === null && rule.loose && runs.length)
      found = runs.map((run) => rule.loose!.exec(run)?.[0]).find(Boolean) ?? null;
    if (found !== null) hits.push({ ...rule.hit, found });
  }
}
