import { FormQuestionLimit as L, type TPupilQuizSummary } from '@haoduo/contract';
import { asc, eq } from 'drizzle-orm';
import { formQuestionAnswers, formQuestions } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

const rateOf = (correct: number, answered: number) =>
  answered === 0 ? 0 : Math.round((correct / answered) * 100) / 100;

/**
 * A pupil's quiz answers in short (for their teachers and the families' reports): every answer
 * counts towards the knowledge points; a knowledge point answered right less than 60% of the
 * time is a weakness; a mistake is a question whose last answer was wrong (newest first).
 */
export async function pupilQuizSummary(db: TDb, accountId: number): Promise<TPupilQuizSummary> {
  const rows = await db
    .select({
      questionId: formQuestionAnswers.questionId,
      lessonId: formQuestionAnswers.lessonId,
      answer: formQuestionAnswers.answer,
      correct: formQuestionAnswers.correct,
      createdAt: formQuestionAnswers.createdAt,
      questionType: formQuestions.questionType,
      title: formQuestions.title,
      knowledgePoints: formQuestions.knowledgePoints,
      correctAnswer: formQuestions.answer,
    })
    .from(formQuestionAnswers)
    .innerJoin(formQuestions, eq(formQuestions.id, formQuestionAnswers.questionId))
    .where(eq(formQuestionAnswers.accountId, accountId))
    .orderBy(asc(formQuestionAnswers.id));

  const points = new Map<string, { answered: number; correct: number }>();
  const last = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    for (const name of row.knowledgePoints) {
      const stat = points.get(name) ?? { answered: 0, correct: 0 };
      stat.answered += 1;
      if (row.correct) stat.correct += 1;
      points.set(name, stat);
    }
    last.set(`${row.lessonId}:${row.questionId}`, row);
  }
  const knowledgePoints = [...points]
    .map(([name, stat]) => ({ name, ...stat, rate: rateOf(stat.correct, stat.answered) }))
    .sort((a, b) => a.rate - b.rate || b.answered - a.answered || a.name.localeCompare(b.name));
  const mistakes = [...last.values()]
    .filter((row) => !row.correct)
    .reverse()
    .slice(0, L.SUMMARY_MISTAKES_MAX)
    .map((row) => ({
      questionId: row.questionId,
      lessonId: row.lessonId,
      questionType: row.questionType,
      title: row.title,
      knowledgePoints: row.knowledgePoints,
      yourAnswer: row.answer,
      correctAnswer: row.correctAnswer,
      answeredAt: row.createdAt.toISOString(),
    }));
  const correctCount = rows.filter((row) => row.correct).length;
  return {
    studentId: accountId,
    answeredCount: rows.length,
    correctCount,
    correctRate: rateOf(correctCount, rows.length),
    lessonCount: new Set(rows.map((row) => row.lessonId)).size,
    knowledgePoints,
    weaknesses: knowledgePoints.filter((p) => p.rate < L.WEAKNESS_RATE).map((p) => p.name),
    mistakes,
  };
}
