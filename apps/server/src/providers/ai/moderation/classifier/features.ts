/**
 * The learned classifier's features, taken from the engine's own normalised forms of a text
 * (so a disguise undone for the rules is undone for the classifier too): character 1-3 grams
 * of the Chinese-and-letters text (digits read as 0), syllable 1-2 grams of its sound (pinyin
 * and homophones read alike), English word 1-2 grams, and the lengths of long digit runs.
 * Each feature counts once per text.
 */

export interface TClassifierInput {
  /** The normalised text with harmless phrases masked (what the rules match). */
  tight: string;
  /** English words separated by single spaces. */
  words: string;
  /** The text's sound, " wo xiang zi sha " (pinyin.ts). */
  sounds: string;
  /** Digits with the separators between them removed. */
  digits: string;
}

const NOT_TEXT = /[^\u3400-\u9fffa-z0-9]+/g;

export function featuresOf(input: TClassifierInput): string[] {
  const out = new Set<string>();
  const text = ` ${input.tight.replace(NOT_TEXT, ' ').replace(/\d/g, '0').trim()} `;
  const chars = [...text];
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= chars.length; i++) {
      const gram = chars.slice(i, i + n).join('');
      if (gram.trim() !== '') out.add(`c:${gram}`);
    }
  const syllables = input.sounds
    .trim()
    .split(/\s+/)
    .filter((s) => /^[a-z]+$/.test(s));
  for (let i = 0; i < syllables.length; i++) {
    out.add(`s:${syllables[i]}`);
    if (i + 1 < syllables.length) out.add(`s:${syllables[i]} ${syllables[i + 1]}`);
  }
  const words = input.words
    .trim()
    .split(' ')
    .filter((w) => /[a-z]/.test(w));
  for (let i = 0; i < words.length; i++) {
    out.add(`w:${words[i]}`);
    if (i + 1 < words.length) out.add(`w:${words[i]} ${words[i + 1]}`);
  }
  for (const run of input.digits.match(/\d{5,}/g) ?? []) out.add(`d:${Math.min(run.length, 20)}`);
  return [...out];
}
