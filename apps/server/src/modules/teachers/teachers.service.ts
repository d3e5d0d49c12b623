import {
  ClassMessages,
  formatMessage,
  MemberStatus,
  TeacherRoleType,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import { recordAudit } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import {
  assertOnSchool,
  findSchoolById,
  hasDbErrorCode,
  removeTeacherFromClasses,
  type TClassActor,
} from '../classes';
import {
  createUser,
  deleteAccount,
  findTeacherAccountId,
  findUserByMobile,
  hasAccountInOtherSchool,
  insertTeacherAccount,
  setAccountStatus,
  setUserMobile,
  updateTeacherAccount,
} from '../identity';
import { findTeacherAccount } from './teachers.queries';

/**
 * Teachers of a school: a teacher account (accounts, type 1) of a person found by mobile.
 * A new person gets a user without a password: they sign in by SMS code and then set one
 * (the initial-password modal). Managed by staff and by the school's managers.
 */

export async function loadTeacherFor(
  db: TDb,
  actor: TClassActor,
  id: number,
  level: 'view' | 'administer',
) {
  const teacher = await findTeacherAccount(db, id);
  if (!teacher) throw notFound(ClassMessages.TEACHER_NOT_FOUND);
  assertOnSchool(actor, teacher.schoolId, level);
  return teacher;
}

export async function addTeacher(
  db: TDb,
  actor: TClassActor,
  input: { mobile: string; name: string; schoolId: number; teacherRoleType: TTeacherRoleType },
): Promise<{ worksTeacherId: number }> {
  assertOnSchool(actor, input.schoolId, 'administer');
  if (!(await findSchoolById(db, input.schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const user = await findUserByMobile(tx, input.mobile);
    const userId =
      user?.id ??
      (await createUser(tx, { name: input.name, mobile: input.mobile, password: null }));
    if ((await findTeacherAccountId(tx, userId, input.schoolId)) !== null) {
      throw conflict(ClassMessages.TEACHER_EXISTS);
    }
    const accountId = await insertTeacherAccount(tx, {
      userId,
      schoolId: input.schoolId,
      name: input.name,
      teacherRoleType: input.teacherRoleType,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'teacher.add',
      targetType: 'account',
      targetId: accountId,
      detail: { schoolId: input.schoolId },
    });
    return { worksTeacherId: accountId };
  });
}

function assertNotSelf(actor: TClassActor, teacherUserId: number): void {
  if (actor.userId === teacherUserId) throw forbidden(ClassMessages.TEACHER_SELF_CHANGE);
}

export async function updateTeacher(
  db: TDb,
  actor: TClassActor,
  input: { id: number; name?: string; mobile?: string; teacherRoleType?: TTeacherRoleType },
): Promise<void> {
  const teacher = await loadTeacherFor(db, actor, input.id, 'administer');
  if (
    input.teacherRoleType !== undefined &&
    input.teacherRoleType !== TeacherRoleType.SCHOOL_MANAGER &&
    teacher.teacherRoleType === TeacherRoleType.SCHOOL_MANAGER
  ) {
    assertNotSelf(actor, teacher.userId);
  }
  await db.transaction(async (tx) => {
    if (input.mobile !== undefined && input.mobile !== teacher.mobile) {
      if (await hasAccountInOtherSchool(tx, teacher.userId, teacher.schoolId)) {
        throw badRequest(ClassMessages.TEACHER_MOBILE_SHARED);
      }
      if (await findUserByMobile(tx, input.mobile)) {
        throw conflict(ClassMessages.TEACHER_MOBILE_TAKEN);
      }
      await setUserMobile(tx, teacher.userId, input.mobile);
    }
    const changes: { name?: string; teacherRoleType?: TTeacherRoleType } = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.teacherRoleType !== undefined) changes.teacherRoleType = input.teacherRoleType;
    if (Object.keys(changes).length > 0) {
      await updateTeacherAccount(tx, teacher.worksTeacherId, changes);
    }
  });
}

export async function setTeacherStatus(
  db: TDb,
  actor: TClassActor,
  id: number,
  status: TMemberStatus,
): Promise<void> {
  const teacher = await loadTeacherFor(db, actor, id, 'administer');
  if (status === MemberStatus.DISABLED) assertNotSelf(actor, teacher.userId);
  await setAccountStatus(db, teacher.worksTeacherId, status);
}

/**
 * Remove a teacher from the school. Refused while they still teach classes (the classes
 * would lose their teacher); their person record stays for their other schools.
 */
export async function deleteTeacher(db: TDb, actor: TClassActor, id: number): Promise<void> {
  const teacher = await loadTeacherFor(db, actor, id, 'administer');
  assertNotSelf(actor, teacher.userId);
  const count = Number(teacher.classCount);
  if (count > 0) {
    throw badRequest(formatMessage(ClassMessages.TEACHER_STILL_TEACHING, { count }));
  }
  try {
    await db.transaction(async (tx) => {
      await removeTeacherFromClasses(tx, teacher.worksTeacherId);
      await deleteAccount(tx, teacher.worksTeacherId);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'teacher.delete',
        targetType: 'account',
        targetId: teacher.worksTeacherId,
        detail: { schoolId: teacher.schoolId, name: teacher.name },
      });
    });
  } catch (error) {
    // Other records (works, ...) still point at the account: keep it, it can be disabled.
    if (hasDbErrorCode(error, '23503')) throw conflict(ClassMessages.TEACHER_HAS_RECORDS);
    throw error;
  }
}
