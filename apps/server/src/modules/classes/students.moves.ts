import { and, eq, inArray, ne } from 'drizzle-orm';
import { ClassMessages, formatMessage } from '@haoduo/contract';
import { classStudents } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit';
import type { TChangeNote } from './change-note';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/errors';
import { loadClassFor } from './classes.admin';
import { todayInShanghai } from '../../platform/china-time';
import { assertRosterChangeable, joinProblem } from './class-rules';
import type { TClassActor } from './classes.policy';
import { lockClass } from './classes.queries';
import { assertAllMembers, assertPlaces, memberIds } from './membership';
import type { TPupilWorkCounts } from './ports';
import { accountNamesByIds } from '../identity';

/** Moving pupils between classes and taking them out of a class. */

/** Move pupils from one class to another class of the same school (both taught by the caller). */
export async function transferStudents(
  db: TDb,
  actor: TClassActor,
  input: { fromClassId: number; toClassId: number; studentIds: number[] },
  note?: TChangeNote,
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
    if (note) {
      await note(tx, {
        targetType: 'course_class',
        targetId: from.id,
        detail: { toClassId: to.id, accountIds: input.studentIds },
      });
    } else {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'class.students.transfer',
        targetType: 'course_class',
        targetId: from.id,
        detail: { toClassId: to.id, studentIds: input.studentIds },
      });
    }
    return { moved: input.studentIds.length };
  });
}

/**
 * Take pupils out of a class. Checks: the class still runs (a closed or finished class
 * keeps its roster) and every pupil is in it. Two consequences need the teacher's
 * confirmation (`confirm: true`, else 409 with the reason): pupils who have works in this
 * class (the works stay theirs, but the class's teachers no longer see them), and pupils
 * left without any class in the school (they can no longer sign in there).
 */
export async function removeStudentsFromClass(
  db: TDb,
  actor: TClassActor,
  input: { classId: number; studentIds: number[]; confirm?: boolean },
  pupilWorkCounts: TPupilWorkCounts,
) {
  const cls = await loadClassFor(db, actor, input.classId, 'teach');
  assertRosterChangeable(cls);
  await assertAllMembers(db, cls.id, input.studentIds);
  const impact = await removalImpact(db, cls.id, input.studentIds, pupilWorkCounts);
  if (!input.confirm) {
    const reasons: string[] = [];
    if (impact.withWorks.length > 0) {
      reasons.push(
        formatMessage(ClassMessages.REMOVE_CONFIRM_WORKS, {
          names: namesOf(impact.withWorks),
          count: impact.withWorks.reduce((sum, p) => sum + p.worksCount, 0),
        }),
      );
    }
    if (impact.withoutClass.length > 0) {
      reasons.push(
        formatMessage(ClassMessages.REMOVE_CONFIRM_LAST_CLASS, {
          names: namesOf(impact.withoutClass),
        }),
      );
    }
    if (reasons.length > 0)
      throw conflict(`${reasons.join('；')}。${ClassMessages.REMOVE_CONFIRM}`);
  }
  return db.transaction(async (tx) => {
    await tx
      .delete(classStudents)
      .where(
        and(eq(classStudents.classId, cls.id), inArray(classStudents.accountId, input.studentIds)),
      );
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'class.students.remove',
      targetType: 'course_class',
      targetId: cls.id,
      detail: { studentIds: input.studentIds },
    });
    return {
      removed: input.studentIds.length,
      withoutClass: impact.withoutClass.map(({ worksStudentId, name }) => ({
        worksStudentId,
        name,
      })),
    };
  });
}

function namesOf(list: { name: string }[]): string {
  const shown = list
    .slice(0, 3)
    .map((p) => p.name)
    .join('、');
  return list.length > 3 ? `${shown}等${list.length}名学生` : shown;
}

/** Who of the pupils has works in the class, and who has no other class. */
async function removalImpact(
  db: TDb,
  classId: number,
  accountIds: number[],
  pupilWorkCounts: TPupilWorkCounts,
) {
  const people = (await accountNamesByIds(db, accountIds)).map((a) => ({
    worksStudentId: a.id,
    name: a.name,
  }));
  const others = await db
    .selectDistinct({ accountId: classStudents.accountId })
    .from(classStudents)
    .where(and(inArray(classStudents.accountId, accountIds), ne(classStudents.classId, classId)));
  const elsewhere = new Set(others.map((r) => r.accountId));
  const counts = await pupilWorkCounts(db, classId, accountIds);
  return {
    withoutClass: people.filter((p) => !elsewhere.has(p.worksStudentId)),
    withWorks: people
      .filter((p) => (counts.get(p.worksStudentId) ?? 0) > 0)
      .map((p) => ({ ...p, worksCount: counts.get(p.worksStudentId) ?? 0 })),
  };
}
