import {
  FormQuestionMessages as M,
  QuestionStatus,
  type TGradedQuestion,
  type TLessonQuiz,
  type TLessonQuizMng,
  type TQuizResult,
  type TQuizSubmitResult,
} from '@haoduo/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formQuestionAnswers, formQuestions, lessonQuizQuestions } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { isCorrect, tidyAnswer } from './grading';
import { presentQuestion, presentQuizQuestion } from './form-questions.presenter';
import { quizCounts, type TQuestionRow } from './form-questions.queries';
import { notDeleted } from './form-questions.scope';
import type { TNote } from './form-questions.service';

/** Whether a lesson exists (the courses module's; until it is wired, every id is taken). */
export type TLessonExists = (db: TDb, lessonId: number) => Promise<boolean>;

/** The questions of a lesson's quiz in order (only enabled ones for pupils). */
async function quizRows(db: TDb, lessonId: number, enabledOnly: boolean) {
  const rows = await db
    .select({ question: formQuestions })
    .from(lessonQuizQuestions)
    .innerJoin(formQuestions, eq(formQuestions.id, lessonQuizQuestions.questionId))
    .where(
      and(
        eq(lessonQuizQuestions.lessonId, lessonId),
        notDeleted(),
        enabledOnly ? eq(formQuestions.status, QuestionStatus.ENABLED) : undefined,
      ),
    )
    .orderBy(asc(lessonQuizQuestions.position));
  return rows.map((row) => row.question);
}

async function presentMng(
  db: TDb,
  lessonId: number,
  rows: TQuestionRow[],
): Promise<TLessonQuizMng> {
  const counts = await quizCounts(
    db,
    rows.map((row) => row.id),
  );
  return { lessonId, questions: rows.map((row) => presentQuestion(row, counts.get(row.id) ?? 0)) };
}

export async function lessonQuizMng(
  db: TDb,
  lessonExists: TLessonExists,
  lessonId: number,
): Promise<TLessonQuizMng> {
  if (!(await lessonExists(db, lessonId))) throw notFound(M.LESSON_NOT_FOUND);
  return presentMng(db, lessonId, await quizRows(db, lessonId, false));
}

/** Replaces a lesson's quiz with these enabled questions, in this order. */
export async function saveLessonQuiz(
  db: TDb,
  lessonExists: TLessonExists,
  input: { lessonId: number; questionIds: number[] },
  note: TNote,
): Promise<TLessonQuizMng> {
  const { lessonId, questionIds } = input;
  if (!(await lessonExists(db, lessonId))) throw notFound(M.LESSON_NOT_FOUND);
  await db.transaction(async (tx) => {
    const usable =
      questionIds.length === 0
        ? []
        : await tx
            .select({ id: formQuestions.id })
            .from(formQuestions)
            .where(
              and(
                inArray(formQuestions.id, questionIds),
                notDeleted(),
                eq(formQuestions.status, QuestionStatus.ENABLED),
              ),
            );
    if (usable.length !== questionIds.length) {
      throw badRequest(M.QUIZ_QUESTION_UNUSABLE, [
        { field: 'questionIds', message: M.QUIZ_QUESTION_UNUSABLE },
      ]);
    }
    const before = await tx
      .select({ questionId: lessonQuizQuestions.questionId })
      .from(lessonQuizQuestions)
      .where(eq(lessonQuizQuestions.lessonId, lessonId))
      .orderBy(asc(lessonQuizQuestions.position));
    await tx.delete(lessonQuizQuestions).where(eq(lessonQuizQuestions.lessonId, lessonId));
    if (questionIds.length > 0) {
      await tx
        .insert(lessonQuizQuestions)
        .values(questionIds.map((questionId, position) => ({ lessonId, questionId, position })));
    }
    await note(tx, {
      targetType: 'lesson_quiz',
      targetId: lessonId,
      before: { questionIds: before.map((row) => row.questionId) },
      after: { questionIds },
    });
  });
  return presentMng(db, lessonId, await quizRows(db, lessonId, false));
}

/** The last answer of a pupil to each question of a lesson. */
async function lastAnswers(db: TDb, accountId: number, lessonId: number) {
  const rows = await db
    .select()
    .from(formQuestionAnswers)
    .where(
      and(eq(formQuestionAnswers.accountId, accountId), eq(formQuestionAnswers.lessonId, lessonId)),
    )
    .orderBy(desc(formQuestionAnswers.id));
  const last = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!last.has(row.questionId)) last.set(row.questionId, row);
  return last;
}

function graded(
  question: TQuestionRow,
  answer: { answer: string[]; correct: boolean; createdAt: Date },
): TGradedQuestion {
  return {
    ...presentQuizQuestion(question),
    yourAnswer: answer.answer,
    correctAnswer: question.answer,
    correct: answer.correct,
    explanation: question.explanation,
    answeredAt: answer.createdAt.toISOString(),
  };
}

/** A pupil's quiz: the questions without answers, and which they answered already. */
export async function pupilQuiz(
  db: TDb,
  accountId: number,
  lessonId: number,
): Promise<TLessonQuiz> {
  const rows = await quizRows(db, lessonId, true);
  const answered = rows.length === 0 ? new Map() : await lastAnswers(db, accountId, lessonId);
  return {
    lessonId,
    questions: rows.map(presentQuizQuestion),
    answeredIds: rows.filter((row) => answered.has(row.id)).map((row) => row.id),
  };
}

/** A pupil's result: the last answer to each answered question, graded. */
export async function pupilResult(
  db: TDb,
  accountId: number,
  lessonId: number,
): Promise<TQuizResult> {
  const rows = await quizRows(db, lessonId, true);
  const answers = await lastAnswers(db, accountId, lessonId);
  const items = rows.flatMap((row) => {
    const answer = answers.get(row.id);
    return answer ? [graded(row, answer)] : [];
  });
  return {
    lessonId,
    total: rows.length,
    answeredCount: items.length,
    correctCount: items.filter((item) => item.correct).length,
    finished: rows.length > 0 && items.length === rows.length,
    items,
  };
}

/** Grades and keeps a pupil's answers to questions of a lesson's quiz, in one transaction. */
export async function submitAnswers(
  db: TDb,
  accountId: number,
  input: { lessonId: number; answers: { questionId: number; answer: string[] }[] },
): Promise<TQuizSubmitResult> {
  const { lessonId } = input;
  const rows = await quizRows(db, lessonId, true);
  if (rows.length === 0) throw notFound(M.QUIZ_EMPTY);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const values = input.answers.map((given, index) => {
    const question = byId.get(given.questionId);
    if (!question) {
      throw badRequest(M.ANSWER_NOT_IN_QUIZ, [
        { field: `answers.${index}.questionId`, message: M.ANSWER_NOT_IN_QUIZ },
      ]);
    }
    const tidy = tidyAnswer(question, given.answer);
    if (!tidy) {
      throw badRequest(M.ANSWER_INVALID, [
        { field: `answers.${index}.answer`, message: M.ANSWER_INVALID },
      ]);
    }
    return {
      accountId,
      lessonId,
      questionId: question.id,
      answer: tidy,
      correct: isCorrect(question, tidy),
    };
  });
  const kept = await db.transaction(async (tx) =>
    tx.insert(formQuestionAnswers).values(values).returning(),
  );
  return {
    graded: kept.map((row) => graded(byId.get(row.questionId)!, row)),
    result: await pupilResult(db, accountId, lessonId),
  };
}
