import { and, eq } from 'drizzle-orm';
import {
  ClassMessages,
  MemberStatus,
  StudentCreateMode,
  type TJoinClassResult,
} from '@haoduo/contract';
import { classStudents } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { todayInShanghai } from '../../platform/china-time';
import { findStudentAccountInSchool, insertStudentAccount, userNamesByIds } from '../identity';
import { joinProblem, remainingPlaces } from './class-rules';
import { countClassMembers, findClassByCode, lockClass, type TClassRow } from './classes.queries';
import { allocateLoginNames } from './login-names';
import { insertPupil, preparePupils } from './student-accounts';

/**
 * Joining by class code. A code that does not exist, a closed or finished class, one past
 * its effective end date, and a full class are refused with a message the pupil can act on.
 * The class row is locked while a place is taken, so two pupils cannot take the last one.
 */

async function joinableClass(db: TDb, classCode: string, today: string): Promise<TClassRow> {
  const cls = await findClassByCode(db, classCode);
  if (!cls) throw notFound(ClassMessages.CLASS_CODE_NOT_FOUND);
  const problem = joinProblem(cls, today);
  if (problem) throw badRequest(problem);
  return cls;
}

async function assertPlaceLeft(db: TDb, cls: TClassRow, wanted = 1): Promise<void> {
  const members = (await countClassMembers(db, [cls.id])).get(cls.id) ?? 0;
  const remaining = remainingPlaces(cls.limitStudentSize, members);
  if (remaining !== null && remaining < wanted) throw badRequest(ClassMessages.CLASS_FULL);
}

function joinResult(cls: TClassRow, firstJoin: boolean): TJoinClassResult {
  return {
    worksCourseClassId: cls.id,
    firstJoin,
    courseClassName: cls.courseClassName,
    courseClassStatus: cls.courseClassStatus,
    schoolId: cls.schoolId,
    schoolName: cls.schoolName,
    platformSemesterName: cls.semesterName,
  };
}

/** A signed-in pupil joins a class; joining again answers firstJoin false. */
export async function joinClass(
  db: TDb,
  input: { userId: number; classCode: string; now?: Date },
): Promise<TJoinClassResult> {
  const today = todayInShanghai(input.now);
  return db.transaction(async (tx) => {
    const cls = await joinableClass(tx, input.classCode, today);
    await lockClass(tx, cls.id);
    const userName = (await userNamesByIds(tx, [input.userId])).get(input.userId);
    const existing = await findStudentAccountInSchool(tx, input.userId, cls.schoolId);
    if (existing && existing.status !== MemberStatus.ENABLED)
      throw forbidden(ClassMessages.STUDENT_ACCOUNT_DISABLED);

    let accountId = existing?.id;
    if (accountId !== undefined) {
      const [member] = await tx
        .select({ status: classStudents.status })
        .from(classStudents)
        .where(and(eq(classStudents.classId, cls.id), eq(classStudents.accountId, accountId)))
        .limit(1);
      if (member && member.status !== MemberStatus.ENABLED)
        throw forbidden(ClassMessages.STUDENT_DISABLED_IN_CLASS);
      if (member) return joinResult(cls, false);
    }
    await assertPlaceLeft(tx, cls);
    if (accountId === undefined) {
      accountId = await insertStudentAccount(tx, {
        userId: input.userId,
        schoolId: cls.schoolId,
        name: userName ?? '',
      });
    }
    await tx.insert(classStudents).values({ classId: cls.id, accountId });
    return joinResult(cls, true);
  });
}

/**
 * A new pupil creates an account with a class code: a generated login name that is also
 * the initial password (letters and digits, 10 characters), a student account in the
 * class's school, the class membership with the device id.
 */
export async function registerByClassCode(
  db: TDb,
  secret: string,
  input: { classCode: string; name: string; mac?: string; now?: Date },
): Promise<{ username: string }> {
  const today = todayInShanghai(input.now);
  // Refuse early (and without hashing) when the class cannot take anyone.
  const precheck = await joinableClass(db, input.classCode, today);
  if (precheck.studentCreateModeType !== StudentCreateMode.BY_CLASS_CODE) {
    throw badRequest(ClassMessages.CLASS_NO_SELF_REGISTER);
  }
  await assertPlaceLeft(db, precheck);

  const [username] = await allocateLoginNames(db, 1);
  const [pupil] = await preparePupils([
    { name: input.name, username: username!, password: username! },
  ]);
  return db.transaction(async (tx) => {
    const cls = await joinableClass(tx, input.classCode, today);
    await lockClass(tx, cls.id);
    if (cls.studentCreateModeType !== StudentCreateMode.BY_CLASS_CODE) {
      throw badRequest(ClassMessages.CLASS_NO_SELF_REGISTER);
    }
    await assertPlaceLeft(tx, cls);
    const { accountId } = await insertPupil(tx, secret, pupil!, cls.schoolId);
    await tx.insert(classStudents).values({ classId: cls.id, accountId, mac: input.mac || null });
    return { username: pupil!.username };
  });
}
