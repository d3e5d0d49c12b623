import {
  isChoiceType,
  isJudgeType,
  JudgeAnswer,
  OPTION_KEYS,
  QuestionType,
} from '@haoduo/contract';

/** What grading needs of a question. */
export interface TGradable {
  questionType: number;
  options: readonly string[];
  answer: readonly string[];
}

/** A fill-in answer as compared: full-width to half-width, no spaces, lower case. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/**
 * The pupil's answer in the form it is kept and compared in (option keys upper case and in
 * order, one text for a fill-in question), or null when it does not fit the question.
 */
export function tidyAnswer(question: TGradable, given: readonly string[]): string[] | null {
  if (isChoiceType(question.questionType)) {
    const keys: readonly string[] = OPTION_KEYS.slice(0, question.options.length);
    const tidy = [...new Set(given.map((key) => key.trim().toUpperCase()))].sort();
    if (tidy.length === 0 || tidy.some((key) => !keys.includes(key))) return null;
    if (question.questionType === QuestionType.SINGLE && tidy.length !== 1) return null;
    return tidy;
  }
  if (isJudgeType(question.questionType)) {
    const value = given.length === 1 ? given[0]!.trim().toLowerCase() : '';
    return value === JudgeAnswer.TRUE || value === JudgeAnswer.FALSE ? [value] : null;
  }
  const text = given.length === 1 ? given[0]!.trim() : '';
  return text.length > 0 ? [text] : null;
}

/** Whether a tidy answer (see tidyAnswer) is right. */
export function isCorrect(question: TGradable, tidy: readonly string[]): boolean {
  if (question.questionType === QuestionType.FILL) {
    const given = normaliseText(tidy[0] ?? '');
    return question.answer.some((accepted) => normaliseText(accepted) === given);
  }
  const right = [...question.answer].sort();
  return right.length === tidy.length && right.every((key, index) => key === tidy[index]);
}
