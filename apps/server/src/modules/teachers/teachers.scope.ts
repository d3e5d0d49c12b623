import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import { canOnSchool, resolveClassActor, type TClassActor, visibleSchoolIds } from '../classes';
import type { TTeacherFilter } from './teachers.queries';

/**
 * Who may see and change a school's teachers: back-office staff (super administrators
 * everywhere, school managers in their school, area staff read-only in their area) and
 * teachers who manage their school (role 2) in the active school. Plain teachers and pupils
 * are refused.
 */
export async function managerOf(db: TDb, auth: TAuth | null) {
  const actor = await resolveClassActor(db, auth);
  if (actor.kind === 'student' || actor.kind === 'teacher') throw forbidden();
  return actor;
}

export function scopeOf(
  actor: TClassActor,
  filter: Omit<TTeacherFilter, 'schoolIds'>,
): TTeacherFilter {
  if (filter.schoolId !== undefined && !canOnSchool(actor, filter.schoolId, 'view')) {
    throw forbidden();
  }
  return { ...filter, schoolIds: visibleSchoolIds(actor) };
}
