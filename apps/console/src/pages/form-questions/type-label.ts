import { QuestionType } from '@haoduo/contract';
import type { TFunction } from 'i18next';

const TYPE_KEYS = {
  [QuestionType.SINGLE]: 'formQuestions.types.single',
  [QuestionType.MULTIPLE]: 'formQuestions.types.multiple',
  [QuestionType.JUDGE]: 'formQuestions.types.judge',
  [QuestionType.FILL]: 'formQuestions.types.fill',
  [QuestionType.PICTURE_JUDGE]: 'formQuestions.types.picture',
} as const;

/** A question type's name in the current language. */
export function questionTypeLabel(t: TFunction, type: number): string {
  const key = TYPE_KEYS[type as keyof typeof TYPE_KEYS];
  return key ? t(key) : String(type);
}
