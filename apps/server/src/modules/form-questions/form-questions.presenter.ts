import type { TFormQuestion, TQuizQuestion } from '@haoduo/contract';
import type { TQuestionRow } from './form-questions.queries';

/** A question as the back office sees it, field by field. */
export function presentQuestion(row: TQuestionRow, quizCount: number): TFormQuestion {
  return {
    id: row.id,
    questionType: row.questionType,
    title: row.title,
    picUrl: row.picUrl,
    options: row.options,
    answer: row.answer,
    explanation: row.explanation,
    knowledgePoints: row.knowledgePoints,
    grade: row.grade,
    status: row.status,
    quizCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A question as a pupil sees it before answering: never the answer or the explanation. */
export function presentQuizQuestion(row: TQuestionRow): TQuizQuestion {
  return {
    id: row.id,
    questionType: row.questionType,
    title: row.title,
    picUrl: row.picUrl,
    options: row.options,
  };
}

/** The fields an audit entry compares. */
export function auditedFields(row: TQuestionRow): Record<string, unknown> {
  return {
    questionType: row.questionType,
    title: row.title,
    picUrl: row.picUrl,
    options: row.options,
    answer: row.answer,
    explanation: row.explanation,
    knowledgePoints: row.knowledgePoints,
    grade: row.grade,
    status: row.status,
  };
}
