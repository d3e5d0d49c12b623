type ValueOf<T> = T[keyof T];

/** Question types of the form question repository. */
export const QuestionType = {
  SINGLE: 1,
  MULTIPLE: 2,
  JUDGE: 3,
  FILL: 4,
  PICTURE_JUDGE: 5,
} as const;
export type TQuestionType = ValueOf<typeof QuestionType>;
export const QUESTION_TYPES = Object.values(QuestionType);

export const QUESTION_TYPE_LABELS: Readonly<Record<TQuestionType, string>> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '看图判断题',
};

/** A question's status: disabled questions are left out of the pupils' quizzes. */
export const QuestionStatus = { DISABLED: 0, ENABLED: 1 } as const;
export type TQuestionStatus = ValueOf<typeof QuestionStatus>;

/** The answer of a true/false question (and of a picture to judge). */
export const JudgeAnswer = { TRUE: 'true', FALSE: 'false' } as const;
export type TJudgeAnswer = ValueOf<typeof JudgeAnswer>;

/** Option keys of choice questions, in order: the first option is A. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const FormQuestionLimit = {
  TITLE_MAX: 500,
  OPTION_MAX: 200,
  OPTIONS_MIN: 2,
  OPTIONS_MAX: OPTION_KEYS.length,
  /** Accepted answers of a fill-in-the-blank question. */
  FILL_ANSWERS_MAX: 5,
  ANSWER_TEXT_MAX: 100,
  EXPLANATION_MAX: 1000,
  KNOWLEDGE_POINTS_MAX: 5,
  KNOWLEDGE_POINT_MAX: 20,
  /** Questions of one lesson's quiz. */
  QUIZ_MAX: 10,
  /** Mistakes listed in a pupil's summary. */
  SUMMARY_MISTAKES_MAX: 20,
  /** A knowledge point answered right less often than this is a weakness. */
  WEAKNESS_RATE: 0.6,
} as const;

/** Whether a type is answered by choosing options (A, B, ...). */
export const isChoiceType = (type: number): boolean =>
  type === QuestionType.SINGLE || type === QuestionType.MULTIPLE;

/** Whether a type is answered true or false. */
export const isJudgeType = (type: number): boolean =>
  type === QuestionType.JUDGE || type === QuestionType.PICTURE_JUDGE;
