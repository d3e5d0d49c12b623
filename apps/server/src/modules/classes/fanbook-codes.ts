import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ClassMessages } from '@haoduo/contract';
import { courseClasses } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { assertOnClass, type TClassActor } from './classes.policy';

/**
 * The picture-book community's codes of several classes at once: every class must exist and
 * be the caller's to administer, then all change in one transaction, each audited.
 */
export async function batchEditInviteCodes(
  db: TDb,
  request: FastifyRequest,
  actor: TClassActor,
  list: { classId: number; fanbookInviteCode: string | null; fanbookIdCode?: string | null }[],
): Promise<{ updated: number }> {
  const ids = [...new Set(list.map((item) => item.classId))];
  const rows = await db
    .select({
      id: courseClasses.id,
      schoolId: courseClasses.schoolId,
      fanbookInviteCode: courseClasses.fanbookInviteCode,
      fanbookIdCode: courseClasses.fanbookIdCode,
    })
    .from(courseClasses)
    .where(inArray(courseClasses.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw notFound(ClassMessages.CLASS_NOT_FOUND);
    await assertOnClass(db, actor, row, 'administer');
  }
  await db.transaction(async (tx) => {
    for (const item of list) {
      const before = byId.get(item.classId)!;
      const after = {
        fanbookInviteCode: item.fanbookInviteCode,
        fanbookIdCode: item.fanbookIdCode === undefined ? before.fanbookIdCode : item.fanbookIdCode,
      };
      await tx.update(courseClasses).set(after).where(eq(courseClasses.id, item.classId));
      await recordChange(tx, request, {
        targetType: 'course_class',
        targetId: item.classId,
        before: {
          fanbookInviteCode: before.fanbookInviteCode,
          fanbookIdCode: before.fanbookIdCode,
        },
        after,
      });
    }
  });
  return { updated: list.length };
}
