/**
 * The gate's own word rules, matched the way pupils disguise words: full-width forms folded,
 * case ignored, spaces and symbols between characters removed.
 */
export function foldForRules(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}_]+/gu, '');
}

/** The first of the words the text holds (after folding both), or null. */
export function findWord(text: string, words: readonly string[]): string | null {
  const folded = foldForRules(text);
  for (const word of words) {
    const w = foldForRules(word);
    if (w !== '' && folded.includes(w)) return word;
  }
  return null;
}

/** The text with the allowed words taken out (so a lesson's 手枪虾 is not read as 手枪). */
export function withoutWords(text: string, words: readonly string[]): string {
  let result = text.normalize('NFKC');
  for (const word of words) {
    const w = word.normalize('NFKC').trim();
    if (w !== '') result = result.split(w).join('，');
  }
  return result;
}
