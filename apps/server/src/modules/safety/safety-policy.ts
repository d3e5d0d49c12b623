import type { TAuth } from '../../platform/auth/auth-context';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { classIdsOfTeacher, loadClassFor, resolveClassActor, visibleSchoolIds } from '../classes';

/**
 * Who may see and change what of the safety of minors:
 * - a class's history, summary, rules and pupil controls: the teachers of the class (and the
 *   school's manager), as for teaching it; another class's teacher gets 403;
 * - alerts (list, stream, acknowledge, close): the teachers of the alert's class;
 * - the school's rules and the alert statistics: staff holding the permission, for the
 *   schools of their data scope (schoolScope).
 */

/** The class, when the caller teaches it (403 otherwise, 404 when there is none). */
export async function taughtClass(db: TDb, auth: TAuth | null, classId: number) {
  return loadClassFor(db, await resolveClassActor(db, auth), classId, 'teach');
}

/** The classes the signed-in teacher teaches in the active school. */
export async function taughtClassIds(db: TDb, auth: TAuth | null): Promise<number[]> {
  return classIdsOfTeacher(db, requireSchool(auth).accountId);
}

/**
 * The schools a staff caller's data scope covers: every school, or a list. The one place the
 * scope is decided, so that the back office's scope rules can replace it.
 */
export async function schoolScope(db: TDb, auth: TAuth | null): Promise<number[] | 'all'> {
  return visibleSchoolIds(await resolveClassActor(db, auth));
}

export function inScope(scope: number[] | 'all', schoolId: number): boolean {
  return scope === 'all' || scope.includes(schoolId);
}
