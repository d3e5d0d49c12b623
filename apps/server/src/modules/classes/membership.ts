import { and, eq, inArray } from 'drizzle-orm';
import { ClassMessages, formatMessage } from '@haoduo/contract';
import { classStudents } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { remainingPlaces } from './class-rules';
import { countClassMembers, type TClassRow } from './classes.queries';

/** Membership checks shared by the pupil calls. */

export async function assertPlaces(db: TDb, cls: TClassRow, wanted: number): Promise<void> {
  const members = (await countClassMembers(db, [cls.id])).get(cls.id) ?? 0;
  const remaining = remainingPlaces(cls.limitStudentSize, members);
  if (remaining !== null && remaining < wanted) {
    throw badRequest(formatMessage(ClassMessages.CLASS_FULL_FOR_ADD, { remaining }));
  }
}

export async function memberIds(
  db: TDb,
  classId: number,
  accountIds: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ accountId: classStudents.accountId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), inArray(classStudents.accountId, accountIds)));
  return new Set(rows.map((r) => r.accountId));
}

export async function assertAllMembers(
  db: TDb,
  classId: number,
  accountIds: number[],
): Promise<void> {
  const members = await memberIds(db, classId, accountIds);
  if (members.size !== accountIds.length) throw badRequest(ClassMessages.STUDENTS_NOT_IN_CLASS);
}
