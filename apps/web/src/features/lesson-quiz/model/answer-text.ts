import type { TQuizTexts } from './quiz-texts';

const KEYS = 'ABCDEF';

/** An answer as a pupil reads it: options with their text, true/false as words. */
export function answerText(
  answer: readonly string[],
  options: readonly string[],
  texts: Pick<TQuizTexts, 'yes' | 'no'>,
): string {
  return answer
    .map((value) => {
      if (value === 'true') return texts.yes;
      if (value === 'false') return texts.no;
      const index = options.length > 0 ? KEYS.indexOf(value) : -1;
      return index >= 0 && index < options.length ? `${value}. ${options[index]}` : value;
    })
    .join('、');
}

export const optionKey = (index: number) => KEYS[index]!;
