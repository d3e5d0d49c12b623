import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { assertOnSchool, canOnSchool, learnerHasSchool, resolveClassActor } from './classes.policy';
import { findSchoolById } from './classes.queries';

/**
 * Who may read or change a school's settings, for modules that keep per-school settings
 * (the AI tool configuration) without depending on this module's internals.
 */
export const schoolAccess = {
  /** A learner with an account in the school, or staff who may view it. */
  mayRead: async (db: TDb, auth: TAuth, schoolId: number): Promise<boolean> =>
    auth.audience === 'learner'
      ? learnerHasSchool(db, auth, schoolId)
      : canOnSchool(await resolveClassActor(db, auth), schoolId, 'view'),
  /** 403 unless the caller may act on the school at this level. */
  assertOn: async (
    db: TDb,
    auth: TAuth | null,
    schoolId: number,
    level: 'view' | 'administer',
  ): Promise<void> => assertOnSchool(await resolveClassActor(db, auth), schoolId, level),
  exists: async (db: TDb, schoolId: number): Promise<boolean> =>
    (await findSchoolById(db, schoolId)) !== null,
};
