import {
  AI_LOCKABLE_TOOL_LABELS,
  AI_LOCKABLE_TOOLS,
  AiWorkshopMessages,
  formatMessage,
  type TAiClassControl,
  type TAiClassControlSetBody,
  type TAiLockableTool,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { aiClassControls } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/**
 * The teacher in the room: pause a class's generation, lock tools for a lesson, and (for
 * primary grades) allow generation only while a lesson is open. Persisted per class and
 * read, under a share lock, in the transaction that creates each job, so a pause counts
 * from the moment the teacher's request commits.
 */

export type TControlRow = typeof aiClassControls.$inferSelect;

export interface TControlState {
  paused: boolean;
  lockedTools: TAiLockableTool[];
  lessonRequired: boolean;
  lessonOpen: boolean;
  lessonOpenUntil: Date | null;
  updatedAt: Date | null;
}

export async function findControl(
  db: TDb,
  classId: number,
  options: { lock?: boolean } = {},
): Promise<TControlRow | null> {
  const query = db
    .select()
    .from(aiClassControls)
    .where(eq(aiClassControls.classId, classId))
    .limit(1);
  const [row] = options.lock ? await query.for('share') : await query;
  return row ?? null;
}

export function stateOf(row: TControlRow | null, now: Date = new Date()): TControlState {
  const lessonOpenUntil = row?.lessonOpenUntil ?? null;
  const lessonOpen = lessonOpenUntil !== null && lessonOpenUntil.getTime() > now.getTime();
  return {
    paused: row?.paused ?? false,
    lockedTools: (row?.lockedTools ?? []).filter((tool): tool is TAiLockableTool =>
      (AI_LOCKABLE_TOOLS as readonly string[]).includes(tool),
    ),
    lessonRequired: row?.lessonRequired ?? false,
    lessonOpen,
    lessonOpenUntil: lessonOpen ? lessonOpenUntil : null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Why a pupil of the class may not use the tool now, or null. */
export function blockReason(state: TControlState, tool: TAiLockableTool | null): string | null {
  if (state.paused) return AiWorkshopMessages.CLASS_PAUSED;
  if (tool !== null && state.lockedTools.includes(tool)) {
    return formatMessage(AiWorkshopMessages.TOOL_LOCKED, { tool: AI_LOCKABLE_TOOL_LABELS[tool] });
  }
  if (state.lessonRequired && !state.lessonOpen) return AiWorkshopMessages.LESSON_REQUIRED;
  return null;
}

export function presentControl(
  cls: { id: number; courseClassName: string },
  state: TControlState,
): TAiClassControl {
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    paused: state.paused,
    lockedTools: state.lockedTools,
    lessonRequired: state.lessonRequired,
    lessonOpen: state.lessonOpen,
    lessonOpenUntil: state.lessonOpenUntil?.toISOString() ?? null,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  };
}

type TControlPatch = Partial<
  Pick<TControlRow, 'paused' | 'lockedTools' | 'lessonRequired' | 'lessonOpenUntil'>
>;

async function upsert(db: TDb, classId: number, patch: TControlPatch, accountId: number) {
  const values = { ...patch, updatedByAccountId: accountId, updatedAt: sql`now()` };
  const [row] = await db
    .insert(aiClassControls)
    .values({ classId, ...values })
    .onConflictDoUpdate({ target: aiClassControls.classId, set: values })
    .returning();
  return row!;
}

export function saveControl(
  db: TDb,
  classId: number,
  body: Omit<TAiClassControlSetBody, 'classId'>,
  accountId: number,
): Promise<TControlRow> {
  const patch: TControlPatch = {};
  if (body.paused !== undefined) patch.paused = body.paused;
  if (body.lockedTools !== undefined) patch.lockedTools = body.lockedTools;
  if (body.lessonRequired !== undefined) patch.lessonRequired = body.lessonRequired;
  return upsert(db, classId, patch, accountId);
}

export function openLesson(db: TDb, classId: number, minutes: number, accountId: number) {
  return upsert(
    db,
    classId,
    { lessonOpenUntil: new Date(Date.now() + minutes * 60_000) },
    accountId,
  );
}

/** Closing a lesson also lifts the tool locks set for it. */
export function closeLesson(db: TDb, classId: number, accountId: number) {
  return upsert(db, classId, { lessonOpenUntil: null, lockedTools: [] }, accountId);
}
