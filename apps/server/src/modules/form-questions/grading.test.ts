import { QuestionType } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { isCorrect, tidyAnswer } from './grading';

const single = { questionType: QuestionType.SINGLE, options: ['甲', '乙', '丙'], answer: ['B'] };
const multiple = {
  questionType: QuestionType.MULTIPLE,
  options: ['甲', '乙', '丙', '丁'],
  answer: ['A', 'C'],
};
const judge = { questionType: QuestionType.JUDGE, options: [], answer: ['false'] };
const fill = { questionType: QuestionType.FILL, options: [], answer: ['提示词', 'Prompt'] };

describe('grading', () => {
  it('grades choices by their keys, in any order and case', () => {
    expect(isCorrect(single, tidyAnswer(single, ['b'])!)).toBe(true);
    expect(isCorrect(single, tidyAnswer(single, ['A'])!)).toBe(false);
    expect(isCorrect(multiple, tidyAnswer(multiple, ['C', 'a'])!)).toBe(true);
    expect(isCorrect(multiple, tidyAnswer(multiple, ['A'])!)).toBe(false);
    expect(isCorrect(multiple, tidyAnswer(multiple, ['A', 'B', 'C'])!)).toBe(false);
  });

  it('refuses answers that do not fit the question', () => {
    expect(tidyAnswer(single, ['A', 'B'])).toBeNull();
    expect(tidyAnswer(single, ['D'])).toBeNull();
    expect(tidyAnswer(judge, ['maybe'])).toBeNull();
    expect(tidyAnswer(fill, ['  '])).toBeNull();
  });

  it('grades true/false and fill-in answers (full-width, spaces and case ignored)', () => {
    expect(isCorrect(judge, tidyAnswer(judge, ['FALSE'])!)).toBe(true);
    expect(isCorrect(judge, tidyAnswer(judge, ['true'])!)).toBe(false);
    expect(isCorrect(fill, tidyAnswer(fill, [' 提示 词 '])!)).toBe(true);
    expect(isCorrect(fill, tidyAnswer(fill, ['ＰＲＯＭＰＴ'])!)).toBe(true);
    expect(isCorrect(fill, tidyAnswer(fill, ['图片'])!)).toBe(false);
  });
});
