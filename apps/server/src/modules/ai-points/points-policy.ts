import type { TAuth } from '../../platform/auth/auth-context';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import { resolveClassActor, type TClassActor } from '../classes';
import type { TPointScope } from './points-queries';

/**
 * Who sees which points (decided here; the spec is silent):
 * - super administrators: every school; area staff: their area's schools (read only);
 *   back-office school managers and teachers with the school-manager role: their school;
 * - a teacher: their own points and the records of the classes they teach;
 * - a pupil: their own points.
 * Budgets are set by back-office staff with write access to the school (set-points, codes);
 * teachers hand out their classes' budgets (allocate, daily limit).
 */
export function scopeOfActor(actor: TClassActor, auth: TAuth | null): TPointScope {
  switch (actor.kind) {
    case 'super':
      return { kind: 'all' };
    case 'staff':
      return { kind: 'schools', schoolIds: actor.schoolIds };
    case 'manager':
      return { kind: 'schools', schoolIds: [actor.schoolId] };
    case 'teacher':
      return { kind: 'teacher', schoolId: actor.schoolId, accountId: actor.accountId };
    case 'student': {
      const pupil = requireSchool(auth);
      return { kind: 'person', schoolId: pupil.schoolId, accountId: pupil.accountId };
    }
  }
}

export async function pointScopeOf(db: TDb, auth: TAuth | null): Promise<TPointScope> {
  return scopeOfActor(await resolveClassActor(db, auth), auth);
}

/** The back office's scope (mng routes are staff-only by their access level). */
export async function staffActorOf(db: TDb, auth: TAuth | null): Promise<TClassActor> {
  const actor = await resolveClassActor(db, auth);
  if (actor.kind !== 'super' && actor.kind !== 'staff') throw forbidden();
  return actor;
}
