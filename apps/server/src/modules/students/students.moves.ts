import { and, eq, inArray } from 'drizzle-orm';
import { ClassMessages } from '@haoduo/contract';
import { accounts, classStudents } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { loadClassFor } from '../classes/classes.admin';
import { assertRosterChangeable, joinProblem, todayInShanghai } from '../classes/class-rules';
import type { TClassActor } from '../classes/classes.policy';
import { lockClass } from '../classes/classes.queries';
import { assertAllMembers, assertPlaces, memberIds } from './membership';

/** Moving pupils between classes and taking them out of a class. */

/** Move pupils from one class to another class of the same school (both taught by the caller). */
export async function transferStudents(
  db: TDb,
  actor: TClassActor,
  input: { fromClassId: number; toClassId: number; studentIds: number[] },
): Promise<{ moved: number }> {
  if (input.fromClassId === input.toClassId) throw badRequest(ClassMessages.TRANSFER_SAME_CLASS);
  const from = await loadClassFor(db, actor, input.fromClassId, 'teach');
  const to = await loadClassFor(db, actor, input.toClassId, 'teach');
  if (from.schoolId !== to.schoolId) throw badRequest(ClassMessages.TRANSFER_OTHER_SCHOOL);
  assertRosterChangeable(from);
  const problem = joinProblem(to, todayInShanghai());
  if (problem) throw badRequest(problem);
  await assertAllMembers(db, from.id, input.studentIds);
  return db.transaction(async (tx) => {
    await lockClass(tx, to.id);
    const already = await memberIds(tx, to.id, input.studentIds);
    const newcomers = input.studentIds.filter((id) => !already.has(id));
    await assertPlaces(tx, to, newcomers.length);
    await tx
      .delete(classStudents)
      .where(
        and(eq(classStudents.classId, from.id), inArray(classStudents.accountId, input.studentIds)),
      );
    if (newcomers.length > 0) {
      await tx
        .insert(classStudents)
        .values(newcomers.map((accountId) => ({ classId: to.id, accountId })));
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.students.transfer',
      targetType: 'course_class',
      targetId: from.id,
      detail: { toClassId: to.id, studentIds: input.studentIds },
    });
    return { moved: input.studentIds.length };
  });
}

/**
 * Take pupils out of a class. Checks: the class still runs (a closed or finished class
 * keeps its roster), every pupil is in it. The pupils' accounts and works stay; the answer
 * names those left without any class in the school, who can no longer sign in there.
 */
export async function removeStudentsFromClass(
  db: TDb,
  actor: TClassActor,
  input: { classId: number; studentIds: number[] },
) {
  const cls = await loadClassFor(db, actor, input.classId, 'teach');
  assertRosterChangeable(cls);
  await assertAllMembers(db, cls.id, input.studentIds);
  return db.transaction(async (tx) => {
    await tx
      .delete(classStudents)
      .where(
        and(eq(classStudents.classId, cls.id), inArray(classStudents.accountId, input.studentIds)),
      );
    const stillIn = await tx
      .selectDistinct({ accountId: classStudents.accountId })
      .from(classStudents)
      .where(inArray(classStudents.accountId, input.studentIds));
    const kept = new Set(stillIn.map((r) => r.accountId));
    const alone = input.studentIds.filter((id) => !kept.has(id));
    const names =
      alone.length === 0
        ? []
        : await tx
            .select({ worksStudentId: accounts.id, name: accounts.name })
            .from(accounts)
            .where(inArray(accounts.id, alone));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.students.remove',
      targetType: 'course_class',
      targetId: cls.id,
      detail: { studentIds: input.studentIds },
    });
    return { removed: input.studentIds.length, withoutClass: names };
  });
}
