import { and, eq, ne, sql } from 'drizzle-orm';
import {
  AccountType,
  ClassMessages,
  formatMessage,
  MemberStatus,
  TeacherRoleType,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import { accounts, classTeachers, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { assertOnSchool, findSchoolById, hasDbErrorCode, type TClassActor } from '../classes';
import { createUser, findUserByMobile } from '../identity';
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
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          eq(accounts.schoolId, input.schoolId),
          eq(accounts.accountType, AccountType.TEACHER),
        ),
      )
      .limit(1);
    if (existing) throw conflict(ClassMessages.TEACHER_EXISTS);
    const [row] = await tx
      .insert(accounts)
      .values({
        userId,
        schoolId: input.schoolId,
        accountType: AccountType.TEACHER,
        name: input.name,
        teacherRoleType: input.teacherRoleType,
      })
      .returning({ id: accounts.id });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'teacher.add',
      targetType: 'account',
      targetId: row!.id,
      detail: { schoolId: input.schoolId },
    });
    return { worksTeacherId: row!.id };
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
      const [other] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, teacher.userId), ne(accounts.schoolId, teacher.schoolId)))
        .limit(1);
      if (other) throw badRequest(ClassMessages.TEACHER_MOBILE_SHARED);
      if (await findUserByMobile(tx, input.mobile)) {
        throw conflict(ClassMessages.TEACHER_MOBILE_TAKEN);
      }
      await tx
        .update(users)
        .set({ mobile: input.mobile, updatedAt: sql`now()` })
        .where(eq(users.id, teacher.userId));
    }
    const changes: { name?: string; teacherRoleType?: TTeacherRoleType } = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.teacherRoleType !== undefined) changes.teacherRoleType = input.teacherRoleType;
    if (Object.keys(changes).length > 0) {
      await tx.update(accounts).set(changes).where(eq(accounts.id, teacher.worksTeacherId));
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
  await db.update(accounts).set({ status }).where(eq(accounts.id, teacher.worksTeacherId));
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
      await tx.delete(classTeachers).where(eq(classTeachers.accountId, teacher.worksTeacherId));
      await tx.delete(accounts).where(eq(accounts.id, teacher.worksTeacherId));
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
