import type { TQuestionType } from '@haoduo/contract';

/** A question of a demo lesson quiz (`picture`: shown with a demo work's picture). */
export interface TDemoQuestion {
  type: TQuestionType;
  title: string;
  options?: string[];
  answer: string[];
  explanation: string;
  points: string[];
  picture?: true;
}

export interface TDemoQuiz {
  courseTitle: string;
  grade: number;
  /** One quiz per lesson, in lesson order. */
  lessons: TDemoQuestion[][];
}
