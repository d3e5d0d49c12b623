import {
  FormQuestionMessages as M,
  isChoiceType,
  type TFormQuestion,
  type TFormQuestionAddInput,
  type TQuestionStatus,
} from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { formQuestions, lessonQuizQuestions } from '../../db/schema';
import type { TChange } from '../../platform/audit/audit';
import { noPermission } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { findMediaByKey, mediaKeyOf } from '../media';
import { auditedFields, presentQuestion } from './form-questions.presenter';
import { findQuestion, quizCounts, type TQuestionRow } from './form-questions.queries';
import {
  mayChange,
  notDeleted,
  schoolOfNewQuestion,
  visibleCondition,
  type TQuestionActor,
} from './form-questions.scope';

/** Records a back-office write in the audit log, inside its transaction. */
export type TNote = (tx: TDb, change: TChange) => Promise<void>;

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** A question's picture must be an image of our storage (uploaded through the media calls). */
async function checkedPicture(db: TDb, picUrl: string): Promise<string | null> {
  if (picUrl === '') return null;
  const key = mediaKeyOf(picUrl);
  const media = key ? await findMediaByKey(db, key) : null;
  if (!media || !IMAGE_MIMES.has(media.mime)) {
    throw badRequest(M.PICTURE_NOT_USABLE, [{ field: 'picUrl', message: M.PICTURE_NOT_USABLE }]);
  }
  return picUrl;
}

async function columnsOf(db: TDb, body: TFormQuestionAddInput) {
  return {
    questionType: body.questionType,
    title: body.title,
    picUrl: await checkedPicture(db, body.picUrl),
    options: isChoiceType(body.questionType) ? body.options : [],
    answer: body.answer,
    explanation: body.explanation,
    knowledgePoints: [...new Set(body.knowledgePoints)],
    grade: body.grade,
  };
}

async function present(db: TDb, row: TQuestionRow): Promise<TFormQuestion> {
  const counts = await quizCounts(db, [row.id]);
  return presentQuestion(row, counts.get(row.id) ?? 0);
}

/** A question the staff member sees (404 otherwise: not found, deleted or out of scope). */
export async function visibleQuestion(
  db: TDb,
  actor: TQuestionActor,
  id: number,
): Promise<TQuestionRow> {
  const [row] = await db
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.id, id), notDeleted(), visibleCondition(actor)))
    .limit(1);
  if (!row) throw notFound(M.QUESTION_NOT_FOUND);
  return row;
}

/** A question the staff member may change: 404 when missing, 403 outside their scope. */
async function changeableQuestion(db: TDb, actor: TQuestionActor, id: number) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound(M.QUESTION_NOT_FOUND);
  if (!(await mayChange(db, actor, row))) throw noPermission();
  return row;
}

export async function questionDetail(db: TDb, actor: TQuestionActor, id: number) {
  return present(db, await visibleQuestion(db, actor, id));
}

export async function addQuestion(
  db: TDb,
  actor: TQuestionActor,
  body: TFormQuestionAddInput,
  note: TNote,
): Promise<TFormQuestion> {
  const values = await columnsOf(db, body);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(formQuestions)
      .values({ ...values, schoolId: schoolOfNewQuestion(actor), createdBy: actor.userId })
      .returning();
    await note(tx, {
      targetType: 'form_question',
      targetId: created!.id,
      after: auditedFields(created!),
    });
    return created!;
  });
  return presentQuestion(row, 0);
}

export async function modifyQuestion(
  db: TDb,
  actor: TQuestionActor,
  body: TFormQuestionAddInput & { id: number },
  note: TNote,
): Promise<TFormQuestion> {
  const before = await changeableQuestion(db, actor, body.id);
  const values = await columnsOf(db, body);
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(formQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(formQuestions.id, body.id))
      .returning();
    await note(tx, {
      targetType: 'form_question',
      targetId: body.id,
      before: auditedFields(before),
      after: auditedFields(after!),
    });
    return after!;
  });
  return present(db, row);
}

export async function setQuestionStatus(
  db: TDb,
  actor: TQuestionActor,
  id: number,
  status: TQuestionStatus,
  note: TNote,
): Promise<void> {
  const before = await changeableQuestion(db, actor, id);
  if (before.status === status) return;
  await db.transaction(async (tx) => {
    await tx
      .update(formQuestions)
      .set({ status, updatedAt: new Date() })
      .where(eq(formQuestions.id, id));
    await note(tx, {
      targetType: 'form_question',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/** Deletes a question no quiz uses; it stays in the table for the pupils' answers. */
export async function deleteQuestion(
  db: TDb,
  actor: TQuestionActor,
  id: number,
  note: TNote,
): Promise<void> {
  const before = await changeableQuestion(db, actor, id);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ lessonId: lessonQuizQuestions.lessonId })
      .from(lessonQuizQuestions)
      .where(eq(lessonQuizQuestions.questionId, id))
      .limit(1);
    if (used) throw conflict(M.QUESTION_IN_QUIZ);
    await tx.update(formQuestions).set({ deletedAt: new Date() }).where(eq(formQuestions.id, id));
    await note(tx, { targetType: 'form_question', targetId: id, before: auditedFields(before) });
  });
}
