import type { TFormQuestionFilter } from '@haoduo/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formQuestions, lessonQuizQuestions } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { likePattern } from '../classes';
import { notDeleted, visibleCondition, type TQuestionActor } from './form-questions.scope';

export type TQuestionRow = typeof formQuestions.$inferSelect;

export interface TQuestionSort {
  by?: 'id' | 'grade' | 'updatedAt';
  direction: 'asc' | 'desc';
}

function filterConditions(actor: TQuestionActor, filter: TFormQuestionFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [notDeleted(), visibleCondition(actor)];
  if (filter.questionType !== undefined) {
    conditions.push(eq(formQuestions.questionType, filter.questionType as never));
  }
  if (filter.grade !== undefined) conditions.push(eq(formQuestions.grade, filter.grade));
  if (filter.status !== undefined)
    conditions.push(eq(formQuestions.status, filter.status as never));
  if (filter.knowledgePoint) {
    conditions.push(sql`${filter.knowledgePoint} = any(${formQuestions.knowledgePoints})`);
  }
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(
      or(ilike(formQuestions.title, pattern), ilike(formQuestions.explanation, pattern)),
    );
  }
  return and(...conditions);
}

/** A page of the questions a staff member sees, by the back office's filters. */
export async function pageQuestions(
  db: TDb,
  actor: TQuestionActor,
  filter: TFormQuestionFilter,
  window: { limit: number; offset: number },
  sort: TQuestionSort = { direction: 'desc' },
): Promise<{ rows: TQuestionRow[]; total: number }> {
  const where = filterConditions(actor, filter);
  const column = {
    id: formQuestions.id,
    grade: formQuestions.grade,
    updatedAt: formQuestions.updatedAt,
  }[sort.by ?? 'id'];
  const order = sort.direction === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formQuestions)
      .where(where)
      .orderBy(order, desc(formQuestions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(formQuestions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A question that is not deleted, or null. */
export async function findQuestion(db: TDb, id: number): Promise<TQuestionRow | null> {
  const [row] = await db
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.id, id), notDeleted()))
    .limit(1);
  return row ?? null;
}

/** Questions by id (deleted ones too: answers keep pointing at them). */
export async function questionsByIds(db: TDb, ids: readonly number[]): Promise<TQuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(formQuestions)
    .where(inArray(formQuestions.id, [...ids]));
}

/** How many lesson quizzes use each question. */
export async function quizCounts(db: TDb, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ questionId: lessonQuizQuestions.questionId, n: count() })
    .from(lessonQuizQuestions)
    .where(inArray(lessonQuizQuestions.questionId, [...ids]))
    .groupBy(lessonQuizQuestions.questionId);
  return new Map(rows.map((row) => [row.questionId, Number(row.n)]));
}
