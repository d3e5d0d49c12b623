import { forbidden } from '../../platform/http/errors';
import { canOnSchool, type TClassActor, visibleSchoolIds } from './classes.policy';
import type { TStudentMngFilter } from './students.queries';

/** The pupils an actor may list: staff by school scope; teachers the pupils they teach. */
export function studentScopeOf(
  actor: Exclude<TClassActor, { kind: 'student' }>,
  filter: Omit<TStudentMngFilter, 'schoolIds' | 'teacherAccountId'>,
): TStudentMngFilter {
  if (filter.schoolId !== undefined && !canOnSchool(actor, filter.schoolId, 'view')) {
    if (actor.kind !== 'teacher' || actor.schoolId !== filter.schoolId) throw forbidden();
  }
  return {
    ...filter,
    schoolIds: visibleSchoolIds(actor),
    teacherAccountId: actor.kind === 'teacher' ? actor.accountId : undefined,
  };
}
