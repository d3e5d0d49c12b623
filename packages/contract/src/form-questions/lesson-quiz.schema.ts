import { z } from 'zod';
import { ZId } from '../common/fields';
import { FormQuestionMessages as M } from '../messages/form-question-messages';
import { Messages } from '../messages/messages';
import { FormQuestionLimit as L } from './form-question-constants';
import { ZFormQuestion } from './form-question.schema';

/** Lesson quizzes: the back office's picker, the pupils' questions, answers and results. */

const ZLessonId = z.coerce
  .number({ error: M.LESSON_REQUIRED })
  .int(M.LESSON_REQUIRED)
  .positive(M.LESSON_REQUIRED)
  .max(Number.MAX_SAFE_INTEGER, Messages.FIELD_TOO_BIG);

export const ZLessonQuizQuery = z.object({ lessonId: ZLessonId });

/** The quiz of a lesson, in order (an empty list removes the quiz). */
export const ZLessonQuizSaveBody = z.object({
  lessonId: ZLessonId,
  questionIds: z
    .array(ZId)
    .max(L.QUIZ_MAX, M.QUIZ_TOO_MANY)
    .refine((ids) => new Set(ids).size === ids.length, Messages.FIELD_INVALID_VALUE),
});
export type TLessonQuizSaveBody = z.input<typeof ZLessonQuizSaveBody>;

export const ZLessonQuizMng = z.object({
  lessonId: z.number().int(),
  questions: z.array(ZFormQuestion),
});
export type TLessonQuizMng = z.infer<typeof ZLessonQuizMng>;

/** A question as a pupil sees it before answering: no answer, no explanation. */
export const ZQuizQuestion = z.object({
  id: z.number().int(),
  questionType: z.number().int(),
  title: z.string(),
  picUrl: z.string().nullable(),
  options: z.array(z.string()),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

export const ZLessonQuiz = z.object({
  lessonId: z.number().int(),
  questions: z.array(ZQuizQuestion),
  /** Ids of the questions the pupil has answered already. */
  answeredIds: z.array(z.number().int()),
});
export type TLessonQuiz = z.infer<typeof ZLessonQuiz>;

const ZGivenAnswer = z
  .array(
    z.string().trim().min(1, M.ANSWERS_REQUIRED).max(L.ANSWER_TEXT_MAX, Messages.FIELD_TOO_LONG),
  )
  .min(1, M.ANSWERS_REQUIRED)
  .max(6, M.ANSWER_INVALID);

/** Answers to some or all of a lesson's questions (one at a time, or all together). */
export const ZQuizSubmitBody = z.object({
  lessonId: ZLessonId,
  answers: z
    .array(z.object({ questionId: ZId, answer: ZGivenAnswer }), { error: M.ANSWERS_REQUIRED })
    .min(1, M.ANSWERS_REQUIRED)
    .max(L.QUIZ_MAX, M.QUIZ_TOO_MANY),
});
export type TQuizSubmitBody = z.input<typeof ZQuizSubmitBody>;

/** An answered question, with the right answer and the explanation. */
export const ZGradedQuestion = ZQuizQuestion.extend({
  yourAnswer: z.array(z.string()),
  correctAnswer: z.array(z.string()),
  correct: z.boolean(),
  explanation: z.string(),
  answeredAt: z.string(),
});
export type TGradedQuestion = z.infer<typeof ZGradedQuestion>;

/** A pupil's result of a lesson's quiz: the last answer to each answered question. */
export const ZQuizResult = z.object({
  lessonId: z.number().int(),
  total: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  finished: z.boolean(),
  items: z.array(ZGradedQuestion),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

export const ZQuizSubmitResult = z.object({
  /** The questions just answered, graded, in the order sent. */
  graded: z.array(ZGradedQuestion),
  result: ZQuizResult,
});
export type TQuizSubmitResult = z.infer<typeof ZQuizSubmitResult>;

export const ZPupilQuizSummaryQuery = z.object({
  studentId: z.coerce
    .number({ error: M.STUDENT_REQUIRED })
    .int(M.STUDENT_REQUIRED)
    .positive(M.STUDENT_REQUIRED)
    .max(Number.MAX_SAFE_INTEGER, Messages.FIELD_TOO_BIG),
});

export const ZKnowledgePointStat = z.object({
  name: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Right answers / answers, 0-1 (two decimals). */
  rate: z.number(),
});

export const ZQuizMistake = z.object({
  questionId: z.number().int(),
  lessonId: z.number().int(),
  questionType: z.number().int(),
  title: z.string(),
  knowledgePoints: z.array(z.string()),
  yourAnswer: z.array(z.string()),
  correctAnswer: z.array(z.string()),
  answeredAt: z.string(),
});

/**
 * A pupil's answers in short: how many, how many right, per knowledge point, the weak points
 * (right less than 60% of the time) and the questions whose last answer was wrong.
 */
export const ZPupilQuizSummary = z.object({
  studentId: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  correctRate: z.number(),
  lessonCount: z.number().int(),
  knowledgePoints: z.array(ZKnowledgePointStat),
  weaknesses: z.array(z.string()),
  mistakes: z.array(ZQuizMistake),
});
export type TPupilQuizSummary = z.infer<typeof ZPupilQuizSummary>;
