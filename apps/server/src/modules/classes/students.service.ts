import { and, eq, inArray } from 'drizzle-orm';
import {
  ClassMessages,
  formatMessage,
  type TAddStudentsBody,
  type TFieldError,
  type TMemberStatus,
} from '@haoduo/contract';
import { classStudents } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/errors';
import { loadClassFor } from './classes.admin';
import { todayInShanghai } from '../../platform/china-time';
import { studentAccountIdsInSchool } from '../identity';
import { assertRosterChangeable, joinProblem } from './class-rules';
import type { TClassActor } from './classes.policy';
import { lockClass } from './classes.queries';
import { isUniqueViolation } from './classes.service';
import { allocateLoginNames, generatePassword, takenLoginNames } from './login-names';
import { assertAllMembers, assertPlaces, memberIds } from './membership';
import type { TChangeNote } from './change-note';
import { loadStudentFor } from './students.policy';
import {
  insertPupil,
  preparePupils,
  resetPupilPassword,
  setPupilUsername,
} from './student-accounts';

/** The teacher's class management of pupils (also used by the back office). */

/** Create accounts for pupils and put them in the class; answers their initial passwords. */
export async function addStudents(
  db: TDb,
  secret: string,
  actor: TClassActor,
  body: TAddStudentsBody,
  note?: TChangeNote,
) {
  const cls = await loadClassFor(db, actor, body.classId, 'teach');
  assertRosterChangeable(cls);
  await assertPlaces(db, cls, body.studentList.length);

  const chosen = body.studentList.map((s) => s.username?.toLowerCase()).filter(Boolean) as string[];
  const errors: TFieldError[] = [];
  const taken = await takenLoginNames(db, chosen);
  body.studentList.forEach((s, i) => {
    const lower = s.username?.toLowerCase();
    if (!lower) return;
    if (taken.has(lower) || chosen.indexOf(lower) !== chosen.lastIndexOf(lower)) {
      errors.push({
        field: `studentList.${i}.username`,
        message: formatMessage(ClassMessages.USERNAME_TAKEN, { username: s.username! }),
      });
    }
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);

  const generated = await allocateLoginNames(
    db,
    body.studentList.filter((s) => !s.username).length,
    new Set(chosen),
  );
  const pupils = await preparePupils(
    body.studentList.map((s) => ({
      name: s.name,
      username: s.username ?? generated.shift()!,
      password: generatePassword(),
    })),
  );
  try {
    return await db.transaction(async (tx) => {
      await lockClass(tx, cls.id);
      await assertPlaces(tx, cls, pupils.length);
      const list = [];
      for (const pupil of pupils) {
        const { accountId } = await insertPupil(tx, secret, pupil, cls.schoolId);
        await tx.insert(classStudents).values({ classId: cls.id, accountId });
        list.push({
          worksStudentId: accountId,
          name: pupil.name,
          username: pupil.username,
          password: pupil.password,
        });
      }
      if (note) {
        await note(tx, {
          targetType: 'course_class',
          targetId: cls.id,
          detail: {
            added: list.map((p) => ({ accountId: p.worksStudentId, username: p.username })),
          },
        });
      } else {
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'class.students.add',
          targetType: 'course_class',
          targetId: cls.id,
          detail: { count: list.length },
        });
      }
      return { list };
    });
  } catch (error) {
    // A login name taken between the check and the insert.
    if (isUniqueViolation(error))
      throw conflict(ClassMessages.USERNAME_TAKEN.replace('「{username}」', ''));
    throw error;
  }
}

/** Pupils of the class's school (accounts) that are not yet in the class join it. */
export async function bindStudentsToClass(
  db: TDb,
  actor: TClassActor,
  input: { classId: number; studentIds: number[] },
  note?: TChangeNote,
): Promise<{ added: number }> {
  const cls = await loadClassFor(db, actor, input.classId, 'teach');
  assertRosterChangeable(cls);
  const problem = joinProblem(cls, todayInShanghai());
  if (problem) throw badRequest(problem);
  const found = await studentAccountIdsInSchool(db, input.studentIds, cls.schoolId);
  if (found.length !== input.studentIds.length) {
    throw badRequest(ClassMessages.STUDENTS_NOT_IN_SCHOOL);
  }
  return db.transaction(async (tx) => {
    await lockClass(tx, cls.id);
    const members = await memberIds(tx, cls.id, input.studentIds);
    const newcomers = input.studentIds.filter((id) => !members.has(id));
    await assertPlaces(tx, cls, newcomers.length);
    if (newcomers.length > 0) {
      await tx
        .insert(classStudents)
        .values(newcomers.map((accountId) => ({ classId: cls.id, accountId })));
    }
    await note?.(tx, {
      targetType: 'course_class',
      targetId: cls.id,
      detail: { boundAccountIds: newcomers },
    });
    return { added: newcomers.length };
  });
}

/** Disable (0) or enable (1) pupils in one class. */
export async function setStudentsStatus(
  db: TDb,
  actor: TClassActor,
  input: { classId: number; studentIds: number[]; status: TMemberStatus },
  note?: TChangeNote,
): Promise<void> {
  const cls = await loadClassFor(db, actor, input.classId, 'teach');
  await assertAllMembers(db, cls.id, input.studentIds);
  await db.transaction(async (tx) => {
    await tx
      .update(classStudents)
      .set({ status: input.status })
      .where(
        and(eq(classStudents.classId, cls.id), inArray(classStudents.accountId, input.studentIds)),
      );
    await note?.(tx, {
      targetType: 'course_class',
      targetId: cls.id,
      after: { status: input.status },
      detail: { accountIds: input.studentIds },
    });
  });
}

export async function resetStudentPassword(
  db: TDb,
  secret: string,
  actor: TClassActor,
  studentId: number,
  note?: TChangeNote,
) {
  const student = await loadStudentFor(db, actor, studentId, 'teach');
  const password = generatePassword();
  await db.transaction(async (tx) => {
    await resetPupilPassword(tx, secret, student.userId, password);
    if (note) {
      // The password itself is never written to the log.
      await note(tx, {
        targetType: 'account',
        targetId: student.accountId,
        detail: { passwordReset: true },
      });
    } else {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'student.reset-password',
        targetType: 'account',
        targetId: student.accountId,
      });
    }
  });
  return {
    worksStudentId: student.accountId,
    name: student.name,
    username: student.username ?? '',
    password,
  };
}

export async function updateStudentUsername(
  db: TDb,
  actor: TClassActor,
  input: { studentId: number; username: string },
  note?: TChangeNote,
): Promise<{ username: string }> {
  const student = await loadStudentFor(db, actor, input.studentId, 'teach');
  const rename = (runner: TDb) =>
    runner.transaction(async (tx) => {
      await setPupilUsername(tx, student.userId, input.username);
      await note?.(tx, {
        targetType: 'account',
        targetId: student.accountId,
        before: { username: student.username },
        after: { username: input.username },
      });
    });
  if (student.username?.toLowerCase() === input.username.toLowerCase()) {
    await rename(db);
    return { username: input.username };
  }
  const message = formatMessage(ClassMessages.USERNAME_TAKEN, { username: input.username });
  if ((await takenLoginNames(db, [input.username])).size > 0) {
    throw badRequest(message, [{ field: 'username', message }]);
  }
  try {
    await rename(db);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
  return { username: input.username };
}
