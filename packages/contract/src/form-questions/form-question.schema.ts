import { z } from 'zod';
import { ZSortFields } from '../back-office/list-query';
import { ZId, ZPageQuery } from '../common/fields';
import { GRADES } from '../constants/grades-and-id-cards';
import { FormQuestionMessages as M } from '../messages/form-question-messages';
import { Messages } from '../messages/messages';
import { ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import {
  FormQuestionLimit as L,
  isChoiceType,
  isJudgeType,
  JudgeAnswer,
  OPTION_KEYS,
  QUESTION_TYPES,
  QuestionType,
  type TQuestionType,
} from './form-question-constants';

/** The form question repository: the back office's form, filters and rows. */

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

const ZQuestionType = z.coerce
  .number({ error: M.TYPE_REQUIRED })
  .int(M.TYPE_REQUIRED)
  .refine((v) => (QUESTION_TYPES as readonly number[]).includes(v), M.TYPE_REQUIRED)
  .transform((v) => v as TQuestionType);

const ZGrade = z.coerce
  .number({ error: M.GRADE_REQUIRED })
  .int(M.GRADE_REQUIRED)
  .refine((v) => GRADES.includes(v), M.GRADE_REQUIRED);

/** A picture of our storage (/api/media/...) or an http(s) address; empty when none. */
const ZPicUrl = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: M.URL_INVALID })
    .trim()
    .max(500, Messages.FIELD_TOO_LONG)
    .regex(/^((https?:\/\/|\/)\S*)?$/, M.URL_INVALID),
);

const ZShortText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, Messages.FIELD_TOO_LONG);

const questionFields = {
  questionType: ZQuestionType,
  /** The question itself (题干); a blank of a fill-in question is written ____. */
  title: ZShortText(M.TITLE_REQUIRED, L.TITLE_MAX),
  /** The picture to judge (required for that type; optional for the others). */
  picUrl: ZPicUrl.default(''),
  /** Option texts of a choice question, in order (keys A, B, ...); empty for other types. */
  options: z.array(ZShortText(M.OPTION_REQUIRED, L.OPTION_MAX)).default([]),
  /**
   * The right answer: option keys (choice), `true` or `false` (judge), or the accepted texts of
   * a fill-in question (any of them counts as right).
   */
  answer: z.array(ZShortText(M.ANSWER_TEXT_REQUIRED, L.ANSWER_TEXT_MAX)).default([]),
  explanation: z.string().trim().max(L.EXPLANATION_MAX, Messages.FIELD_TOO_LONG).default(''),
  knowledgePoints: z
    .array(ZShortText(M.KNOWLEDGE_POINT_REQUIRED, L.KNOWLEDGE_POINT_MAX))
    .max(L.KNOWLEDGE_POINTS_MAX, M.KNOWLEDGE_POINTS_TOO_MANY)
    .default([]),
  grade: ZGrade,
};

interface TQuestionShape {
  questionType: number;
  picUrl: string;
  options: string[];
  answer: string[];
}

/** The rules between the fields, by type, each problem on its field. */
function checkQuestion(value: TQuestionShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const { questionType: type, options, answer } = value;
  if (isChoiceType(type)) {
    if (options.length < L.OPTIONS_MIN || options.length > L.OPTIONS_MAX) {
      issue('options', M.OPTIONS_COUNT);
      return;
    }
    const keys: readonly string[] = OPTION_KEYS.slice(0, options.length);
    if (answer.some((key) => !keys.includes(key))) issue('answer', M.ANSWER_NOT_OPTION);
    else if (new Set(answer).size !== answer.length) issue('answer', M.ANSWER_NOT_OPTION);
    else if (type === QuestionType.SINGLE && answer.length !== 1) issue('answer', M.SINGLE_ANSWER);
    else if (type === QuestionType.MULTIPLE && answer.length < 2) {
      issue('answer', M.MULTIPLE_ANSWER);
    }
  } else if (isJudgeType(type)) {
    const judged = answer.length === 1 && Object.values(JudgeAnswer).some((a) => a === answer[0]);
    if (!judged) issue('answer', M.JUDGE_ANSWER);
    if (type === QuestionType.PICTURE_JUDGE && value.picUrl === '') {
      issue('picUrl', M.PICTURE_REQUIRED);
    }
  } else if (answer.length < 1 || answer.length > L.FILL_ANSWERS_MAX) {
    issue('answer', M.FILL_ANSWER);
  }
}

export const ZFormQuestionAddBody = z.object(questionFields).superRefine(checkQuestion);
export type TFormQuestionAddBody = z.input<typeof ZFormQuestionAddBody>;
export type TFormQuestionAddInput = z.output<typeof ZFormQuestionAddBody>;

export const ZFormQuestionModifyBody = z
  .object({ id: ZId, ...questionFields })
  .superRefine(checkQuestion);
export type TFormQuestionModifyBody = z.input<typeof ZFormQuestionModifyBody>;

export const ZFormQuestionIdBody = z.object({ id: ZId });
export const ZFormQuestionIdQuery = z.object({ id: ZId });

/** The back office's filters (list and export). */
export const ZFormQuestionFilter = z.object({
  questionType: z.preprocess(
    empty,
    z.coerce
      .number({ error: Messages.FIELD_WRONG_TYPE })
      .int()
      .refine(
        (v) => (QUESTION_TYPES as readonly number[]).includes(v),
        Messages.FIELD_INVALID_VALUE,
      )
      .optional(),
  ),
  grade: ZOptionalInt,
  knowledgePoint: ZOptionalKeyword,
  /** Part of the question or of its explanation. */
  keyword: ZOptionalKeyword,
  status: z.preprocess(
    empty,
    z.coerce
      .number({ error: Messages.FIELD_WRONG_TYPE })
      .int()
      .refine((v) => v === 0 || v === 1, Messages.FIELD_INVALID_VALUE)
      .optional(),
  ),
});
export type TFormQuestionFilter = z.output<typeof ZFormQuestionFilter>;

export const ZFormQuestionPageQuery = ZPageQuery.extend(ZFormQuestionFilter.shape).extend(
  ZSortFields(['id', 'grade', 'updatedAt']).shape,
);

/** A question as the back office sees it (with its answer). */
export const ZFormQuestion = z.object({
  id: z.number().int(),
  questionType: z.number().int(),
  title: z.string(),
  picUrl: z.string().nullable(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  explanation: z.string(),
  knowledgePoints: z.array(z.string()),
  grade: z.number().int(),
  status: z.number().int(),
  /** How many lesson quizzes use it. */
  quizCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFormQuestion = z.infer<typeof ZFormQuestion>;
