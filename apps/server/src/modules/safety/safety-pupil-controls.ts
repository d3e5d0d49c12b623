import {
  AI_LOCKABLE_TOOL_LABELS,
  SafetyMessages,
  formatMessage,
  type TAiLockableTool,
  type TSafetyPupilControl,
  type TSafetyPupilControlSetBody,
} from '@haoduo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { safetyPupilControls } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { activePupilIdsOfClass } from '../classes';
import { accountsWithUsernames } from '../identity';

/**
 * A teacher's controls of one pupil of a class, on top of the class's own (paused, tool
 * locks: the AI workshop's class controls): read for the pupil's next request.
 */

type TControlRow = typeof safetyPupilControls.$inferSelect;

const presentControl = (
  studentId: number,
  studentName: string,
  row: TControlRow | undefined,
): TSafetyPupilControl => ({
  studentId,
  studentName,
  paused: row?.paused ?? false,
  lockedTools: (row?.lockedTools ?? []) as TAiLockableTool[],
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function pupilControlsOf(db: TDb, classId: number): Promise<TSafetyPupilControl[]> {
  const pupils = await accountsWithUsernames(db, await activePupilIdsOfClass(db, classId));
  if (pupils.length === 0) return [];
  const rows = await db
    .select()
    .from(safetyPupilControls)
    .where(
      and(
        eq(safetyPupilControls.classId, classId),
        inArray(
          safetyPupilControls.accountId,
          pupils.map((p) => p.id),
        ),
      ),
    );
  const byPupil = new Map(rows.map((row) => [row.accountId, row]));
  return pupils.map((p) => presentControl(p.id, p.name, byPupil.get(p.id)));
}

export async function setPupilControl(
  db: TDb,
  body: TSafetyPupilControlSetBody,
  updatedBy: number,
): Promise<TSafetyPupilControl> {
  const [inClass] = await activePupilIdsOfClass(db, body.classId, [body.studentId]);
  if (inClass === undefined) throw notFound(SafetyMessages.STUDENT_NOT_IN_CLASS);
  const set = {
    ...(body.paused === undefined ? {} : { paused: body.paused }),
    ...(body.lockedTools === undefined ? {} : { lockedTools: body.lockedTools }),
    updatedBy,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(safetyPupilControls)
    .values({ classId: body.classId, accountId: body.studentId, ...set })
    .onConflictDoUpdate({
      target: [safetyPupilControls.classId, safetyPupilControls.accountId],
      set,
    })
    .returning();
  const [pupil] = await accountsWithUsernames(db, [body.studentId]);
  return presentControl(body.studentId, pupil?.name ?? '', row);
}

/** Why this pupil may not use the tool now in this class (Chinese), or null. */
export async function pupilBlockReason(
  db: TDb,
  classId: number,
  accountId: number,
  /** null: any tool (only a pause blocks). */
  tool: TAiLockableTool | null,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(safetyPupilControls)
    .where(
      and(eq(safetyPupilControls.classId, classId), eq(safetyPupilControls.accountId, accountId)),
    )
    .limit(1);
  if (!row) return null;
  if (row.paused) return SafetyMessages.PUPIL_PAUSED;
  if (tool !== null && row.lockedTools.includes(tool)) {
    return formatMessage(SafetyMessages.PUPIL_TOOL_LOCKED, { tool: AI_LOCKABLE_TOOL_LABELS[tool] });
  }
  return null;
}
