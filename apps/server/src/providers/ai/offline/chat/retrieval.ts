import { normalisePrompt } from '../prompt/tokenize';

/**
 * Finds the sentences of an agent's own text that answer a question: Chinese is compared
 * by character pairs, English by words, weighted by how rare each is in the agent's text.
 * Nothing is made up: an answer is always one of the given sentences.
 */

const STOP_ZH = new Set(
  '的了吗呢吧啊呀是在有和与我你他她它们这那什么怎么为啥哪个一个请问告诉下么给说讲'.split(''),
);
const STOP_EN = new Set(
  'a an the is are was were be to of in on at for and or do does did what how why who which tell me you your i my it this that about can please'.split(
    ' ',
  ),
);

export function terms(text: string): string[] {
  const t = normalisePrompt(text);
  const out: string[] = [];
  for (const run of t.match(/[\u3400-\u9fff]+/g) ?? []) {
    const chars = [...run];
    for (let i = 0; i < chars.length - 1; i++) {
      if (STOP_ZH.has(chars[i]!) && STOP_ZH.has(chars[i + 1]!)) continue;
      out.push(chars[i]! + chars[i + 1]!);
    }
    for (const ch of chars) if (!STOP_ZH.has(ch)) out.push(ch);
  }
  for (const word of t.match(/[a-z0-9]+/g) ?? []) {
    if (!STOP_EN.has(word) && word.length > 1) out.push(word.replace(/s$/, ''));
  }
  return out;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[。！？!?；;\n])|(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);
}

export interface TPassage {
  text: string;
  source: 'prompt' | 'prologue' | 'command';
}

export interface TRetrieved {
  passage: TPassage;
  score: number;
  /** Share of the question's weight the passage covers (0..1). */
  coverage: number;
}

export function retrieve(question: string, passages: TPassage[], limit = 2): TRetrieved[] {
  const query = [...new Set(terms(question))];
  if (query.length === 0 || passages.length === 0) return [];
  const bags = passages.map((p) => new Set(terms(p.text)));
  const idf = (term: string) => {
    const n = bags.filter((bag) => bag.has(term)).length;
    return Math.log(1 + passages.length / (1 + n)) + (term.length > 1 ? 1 : 0.25);
  };
  const weights = new Map(query.map((q) => [q, idf(q)]));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  return passages
    .map((passage, i) => {
      let score = 0;
      let bigramHits = 0;
      for (const [term, weight] of weights) {
        if (bags[i]!.has(term)) {
          score += weight;
          if (term.length > 1) bigramHits++;
        }
      }
      return { passage, score, coverage: score / total, bigramHits };
    })
    .filter((r) => r.bigramHits >= 1 && r.coverage >= 0.34)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ passage, score, coverage }) => ({ passage, score, coverage }));
}
