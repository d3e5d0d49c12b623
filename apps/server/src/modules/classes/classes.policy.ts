import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AccountType, MemberStatus, TeacherRoleType } from '@haoduo/contract';
import { classStudents, classTeachers, courseClasses } from '../../db/schema';
import { requireAuth, requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import {
  schoolIdsInScope,
  schoolScopeCondition,
  scopeOfAuth,
  type TDataScope,
} from '../../platform/auth/staff-access';
import { enabledAccountIdsOfUserSql, hasEnabledAccountInSchool, teacherRoleOf } from '../identity';

/**
 * Who may do what with classes, their pupils and the school's teachers:
 *
 * | actor                          | view                  | teach (pupils, codes, cards) | administer (create, update, status, teachers) |
 * |--------------------------------|-----------------------|------------------------------|-----------------------------------------------|
 * | staff, data scope all          | every class           | every class                  | every school                                  |
 * | staff, other scopes            | schools of the scope  | schools of the scope         | schools of the scope                          |
 * | teacher, role school manager   | active school         | active school                | active school                                 |
 * | teacher                        | classes they teach in the active school | the same   | no                                            |
 * | student                        | their classes         | no                           | no                                            |
 *
 * What staff may do at all is the permission of the call, checked before the handler (an area's
 * built-in role has no class writes); the rows are their roles' data scope (an area's staff: the
 * schools of their regions; a school manager: their school). The active school of a learner is
 * the `tenant-info` school, already checked against the caller's accounts. A class outside the caller's reach answers 403.
 */
export type TClassActor =
  | { kind: 'super'; userId: number }
  | { kind: 'staff'; userId: number; scope: TDataScope; schoolIds: number[]; write: boolean }
  | { kind: 'manager'; userId: number; schoolId: number; accountId: number }
  | { kind: 'teacher'; userId: number; schoolId: number; accountId: number }
  | { kind: 'student'; userId: number; schoolId: number | null; accountId: number | null };

export type TClassLevel = 'view' | 'teach' | 'administer';

export async function resolveClassActor(db: TDb, auth: TAuth | null): Promise<TClassActor> {
  const a = requireAuth(auth);
  if (a.audience === 'staff') {
    // Staff act within the data scope of their roles; what they may do is their permissions'.
    const scope = scopeOfAuth(a);
    if (scope.kind === 'all') return { kind: 'super', userId: a.userId };
    const ids = await schoolIdsInScope(db, scope);
    return {
      kind: 'staff',
      userId: a.userId,
      scope,
      schoolIds: ids === 'all' ? [] : ids,
      write: true,
    };
  }
  if (a.accountType === AccountType.STUDENT) {
    return { kind: 'student', userId: a.userId, schoolId: a.schoolId, accountId: a.accountId };
  }
  const t = requireSchool(a);
  const role = await teacherRoleOf(db, t.accountId);
  const kind = role === TeacherRoleType.SCHOOL_MANAGER ? 'manager' : 'teacher';
  return { kind, userId: t.userId, schoolId: t.schoolId, accountId: t.accountId };
}

/** May the actor act on this school at this level (teachers of a school, new classes)? */
export function canOnSchool(actor: TClassActor, schoolId: number, level: TClassLevel): boolean {
  switch (actor.kind) {
    case 'super':
      return true;
    case 'staff':
      return actor.schoolIds.includes(schoolId) && (level === 'view' || actor.write);
    case 'manager':
      return actor.schoolId === schoolId;
    default:
      return false;
  }
}

export function assertOnSchool(actor: TClassActor, schoolId: number, level: TClassLevel): void {
  if (!canOnSchool(actor, schoolId, level)) throw forbidden();
}

/** May the actor act on this class at this level? */
export async function canOnClass(
  db: TDb,
  actor: TClassActor,
  cls: { id: number; schoolId: number },
  level: TClassLevel,
): Promise<boolean> {
  if (actor.kind === 'super' || actor.kind === 'staff' || actor.kind === 'manager') {
    return canOnSchool(actor, cls.schoolId, level);
  }
  if (actor.kind === 'teacher') {
    if (level === 'administer' || cls.schoolId !== actor.schoolId) return false;
    const [row] = await db
      .select({ classId: classTeachers.classId })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, cls.id), eq(classTeachers.accountId, actor.accountId)))
      .limit(1);
    return row !== undefined;
  }
  if (level !== 'view') return false;
  const [row] = await db
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, cls.id),
        eq(classStudents.status, MemberStatus.ENABLED),
        sql`${classStudents.accountId} in (${enabledAccountIdsOfUserSql(actor.userId)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function assertOnClass(
  db: TDb,
  actor: TClassActor,
  cls: { id: number; schoolId: number },
  level: TClassLevel,
): Promise<void> {
  if (!(await canOnClass(db, actor, cls, level))) throw forbidden();
}

/** The classes an actor may see, as a condition on course_classes (for lists). */
export function visibleClassesWhere(actor: TClassActor): SQL | undefined {
  switch (actor.kind) {
    case 'super':
      return undefined;
    case 'staff':
      return schoolScopeCondition(actor.scope, courseClasses.schoolId);
    case 'manager':
      return eq(courseClasses.schoolId, actor.schoolId);
    case 'teacher':
      return and(eq(courseClasses.schoolId, actor.schoolId), taughtBy(actor.accountId));
    case 'student':
      return pupilClassesWhere(actor.userId);
  }
}

/** Classes the user is an active pupil of (any school); the user id may be a placeholder. */
export function pupilClassesWhere(userId: number | SQLWrapper): SQL {
  return sql`exists (${sqlMembership(userId)})`;
}

/** Classes an account teaches. */
export function taughtBy(accountId: number): SQL {
  return sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${courseClasses.id} and ${classTeachers.accountId} = ${accountId})`;
}

function sqlMembership(userId: number | SQLWrapper) {
  return sql`select 1 from ${classStudents} where ${classStudents.classId} = ${courseClasses.id} and ${classStudents.status} = 1 and ${classStudents.accountId} in (${enabledAccountIdsOfUserSql(userId)})`;
}

/** The schools an actor may see (for school-scoped lists such as teachers and pupils). */
export function visibleSchoolIds(actor: TClassActor): number[] | 'all' {
  switch (actor.kind) {
    case 'super':
      return 'all';
    case 'staff':
      return actor.schoolIds;
    case 'manager':
    case 'teacher':
      return [actor.schoolId];
    case 'student':
      return [];
  }
}

/** A school filter outside what the actor may see is refused (not answered with nothing). */
export function assertSchoolVisible(actor: TClassActor, schoolId: number | undefined): void {
  if (schoolId === undefined) return;
  const visible = visibleSchoolIds(actor);
  if (visible !== 'all' && !visible.includes(schoolId)) throw forbidden();
}

/** Refuse pupils on the management calls before anything else is read. */
export function assertNotStudent(
  actor: TClassActor,
): asserts actor is Exclude<TClassActor, { kind: 'student' }> {
  if (actor.kind === 'student') throw forbidden();
}

/** Does the signed-in learner have an active account (of the session's type) in the school? */
export async function learnerHasSchool(db: TDb, auth: TAuth, schoolId: number): Promise<boolean> {
  if (auth.audience !== 'learner' || auth.accountType === null) return false;
  return hasEnabledAccountInSchool(db, auth.userId, schoolId, auth.accountType);
}
