import type { TModerationCategory } from '@haoduo/contract';
import type { TModerationAlert, TModerationRules, TModerationVerdict } from '../ports';
import { compileLexicon, matchRules, type THit } from './compile';
import { isAbuse, isGroupSlur } from './cues';
import { isDistress } from './distress';
import { compileEnglish, matchEnglish, spelledRuns } from './english';
import { buildInitials, initialsVariants } from './initials';
import { ALLOWED_EN, ALLOWED_ZH, LEXICONS, type TLevel } from './lexicon';
import { baseNormalise, compactOf, normaliseForModeration } from './normalise';
import { findPersonalData } from './personal-data';
import { soundText } from './pinyin';
import { schoolRules } from './school-rules';
import { classify, type TClassifierInput, type TModel } from './classifier';
import { opinionCategory, strongestAlert, verdictOf } from './verdict';

/**
 * The offline text moderation for minors: every prompt and every text result passes it,
 * whatever the provider. Disguises are undone first (normalise.ts, pinyin.ts), then the
 * category lexicons, their context patterns, initials, English terms, personal data and the
 * school's own words are matched; when they find nothing, a small learned classifier gives a
 * second opinion (classifier/, verdict.ts). A disclosure (a pupil at risk, or hurt by someone) raises
 * an alert with a caring message; a forbidden word alone does not.
 */

export { verdictOf };

const RULES = LEXICONS.flatMap(compileLexicon);
const ENGLISH = compileEnglish(LEXICONS);
const INITIALS = buildInitials(LEXICONS);
const ALLOWED_TEXT = ALLOWED_ZH.map(compactOf).sort((a, b) => b.length - a.length);
const ALLOWED_WORDS = ALLOWED_EN.map((w) => w.toLowerCase());

const LEVELS: Record<NonNullable<TModerationRules['strictness']>, TLevel[]> = {
  relaxed: ['severe'],
  standard: ['severe', 'standard'],
  strict: ['severe', 'standard', 'mild'],
};
const SEVERITY: Record<TModerationAlert['kind'], TModerationAlert['severity']> = {
  'self-harm': 'critical',
  abuse: 'critical',
  violence: 'high',
};
/** The pupil speaks of themselves (not 给我/帮我: "give me", "help me"). */
const FIRST_PERSON = /(?<![给帮跟和让教替对诉陪叫问向])我(?!们)|\b(i|im|me|my|myself)\b/;
/** A request to make something (a story, a picture) rather than a statement. */
const CREATIVE =
  /写|画|生成|做一个|做个|编一|创作|设计|拍一|故事|小说|歌|诗|视频|图片|漫画|绘本|作文|剧本|主角|人物|角色|场景|场面|方法|\b(write|draw|story|poem|song|picture|video|game|methods?)\b/;

/**
 * The classifier speaks only on texts of some length (six Chinese characters or English
 * words): a few words are too little evidence for it ("讲个故事" read as a story of the wrong
 * kind), and short harmful words are the lists' to catch.
 */
const MIN_UNITS = 6;
function longEnough(text: string): boolean {
  const units = text.match(/[\u3400-\u9fff]|[a-z]+/g);
  return (units?.length ?? 0) >= MIN_UNITS;
}

function mask(text: string, phrases: string[]): string {
  let out = text;
  for (const phrase of phrases)
    if (phrase && out.includes(phrase)) out = out.split(phrase).join('|');
  return out;
}

function alertOf(hits: THit[], text: string): TModerationAlert | null {
  const kinds = hits.flatMap((h) => (h.alert ? [h.alert] : []));
  if (
    !kinds.includes('self-harm') &&
    hits.some((h) => h.category === 'self-harm') &&
    FIRST_PERSON.test(text) &&
    !CREATIVE.test(text)
  )
    kinds.push('self-harm');
  return strongestAlert(kinds.map((kind) => ({ kind, severity: SEVERITY[kind] })));
}

/** The text's normalised forms, harmless phrases masked, as every check reads them. */
function prepare(text: string, rules: TModerationRules) {
  const normalised = normaliseForModeration(text);
  const own = schoolRules(rules);
  const allowedText = [...ALLOWED_TEXT, ...own.allowedText];
  const texts = [normalised.tight, normalised.recombined, normalised.emojiAlt]
    .filter((t): t is string => t !== null)
    .map((t) => mask(t, allowedText));
  const sounds = texts.map(soundText);
  let words = normalised.words;
  for (const allowed of [...ALLOWED_WORDS, ...own.allowedWords])
    words = words.split(` ${allowed} `).join(' | ');
  return { normalised, own, texts, sounds, words };
}

/** What the learned classifier reads of a text (the same forms the rules read). */
export function classifierInputOf(text: string, rules: TModerationRules = {}): TClassifierInput {
  const { normalised, texts, sounds, words } = prepare(text, rules);
  return { tight: texts[0]!, words, sounds: sounds[0]!.stream, digits: normalised.digits };
}

export interface TEngineOptions {
  /** The learned second opinion: the shipped model unless another is given; false: rules only. */
  classifier?: TModel | false;
  /** Its threshold, when not the model's own (for choosing one on the validation split). */
  threshold?: number;
}

export function moderateText(
  text: string,
  rules: TModerationRules = {},
  engine: TEngineOptions = {},
): TModerationVerdict {
  if (text.trim() === '') return verdictOf([], [], []);
  const { normalised, own, texts, sounds, words } = prepare(text, rules);

  const hits: THit[] = [];
  matchRules(RULES, texts, sounds, hits);
  const variants = normalised.hasCjk ? initialsVariants(INITIALS, texts[0]!) : [];
  if (variants.length) {
    const read: THit[] = [];
    matchRules(RULES, variants, variants.map(soundText), read);
    const known = new Set(hits.map((h) => h.term));
    hits.push(
      ...read.filter((h) => !known.has(h.term)).map((h) => ({ ...h, via: 'initials' as const })),
    );
  }
  const runs = spelledRuns(baseNormalise(text));
  matchEnglish(ENGLISH, words, runs.length ? [...runs, words.replace(/ /g, '')] : [], hits);
  if (normalised.suggestive >= 2)
    hits.push({
      category: 'sexual',
      level: 'standard',
      term: 'emoji',
      via: 'text',
      found: 'emoji',
    });
  matchRules(own.blocked, texts, sounds, hits);
  matchEnglish(own.blockedEnglish, words, [], hits);
  const personal = findPersonalData(normalised.digits, baseNormalise(text));

  // Distress in the pupil's own words that no pattern holds (on the masked text, so 累死了 and
  // 笑死 do not count).
  if (!hits.some((h) => h.category === 'self-harm') && isDistress(texts[0]!, words)) {
    hits.push({
      category: 'self-harm',
      level: 'severe',
      term: 'distress',
      alert: 'self-harm',
      via: 'text',
      found: 'distress',
    });
  }
  const loose = (category: 'violence' | 'hate', alert?: 'abuse') =>
    hits.push({
      category,
      level: 'standard',
      term: `cues:${category}`,
      alert,
      via: 'text',
      found: 'cues',
    });
  if (!hits.some((h) => h.alert === 'abuse') && isAbuse(texts[0]!)) loose('violence', 'abuse');
  if (!hits.some((h) => h.category === 'hate') && isGroupSlur(texts[0]!)) loose('hate');
  const levels = LEVELS[rules.strictness ?? 'standard'];
  const kept = hits.filter(
    (h) => h.alert || h.category === 'school-rule' || levels.includes(h.level),
  );
  if (
    engine.classifier !== false &&
    kept.length === 0 &&
    personal.length === 0 &&
    longEnough(texts[0]!)
  ) {
    const input = { tight: texts[0]!, words, sounds: sounds[0]!.stream, digits: normalised.digits };
    const category = opinionCategory(
      kept.map((h) => h.category),
      classify(input, engine.classifier, engine.threshold),
    );
    const mine = normalised.tight + normalised.words;
    if (category && (levels.includes('standard') || category === 'self-harm'))
      kept.push({
        category,
        level: 'standard',
        term: 'classifier',
        alert:
          category === 'self-harm' && FIRST_PERSON.test(mine) && !CREATIVE.test(mine)
            ? 'self-harm'
            : undefined,
        via: 'classifier',
        found: 'classifier',
      });
  }
  const categories: TModerationCategory[] = kept.map((h) => h.category);
  if (personal.length) categories.push('personal-data');
  const flaggedBy: string[] = kept.map((h) =>
    h.category === 'school-rule'
      ? 'school-rule'
      : h.via === 'text' || h.via === 'english'
        ? 'word-list'
        : h.via,
  );
  if (personal.length) flaggedBy.push('personal-data');
  const matches = [...kept.map((h) => h.found), ...personal];
  return verdictOf(
    categories,
    flaggedBy,
    matches,
    alertOf(kept, normalised.tight + normalised.words),
  );
}
