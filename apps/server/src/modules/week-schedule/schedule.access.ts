import { AccountType, WeekScheduleMessages as M } from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import {
  canOnClass,
  classIdsForSchedule,
  classRowsByIds,
  resolveClassActor,
  type TClassActor,
} from '../classes';
import { enabledStudentAccountsOfUser } from '../identity';
import type { THandInViewer } from './hand-ins';
import type { TScheduleClassRow } from './schedule.service';

/**
 * Who sees which schedules: a pupil their classes, a teacher the classes they teach (a school
 * manager every class of the school when named), staff the classes of their data scope.
 */

export interface TScheduleCaller {
  actor: TClassActor;
  viewer: THandInViewer;
}

export async function scheduleCaller(db: TDb, auth: TAuth | null): Promise<TScheduleCaller> {
  const actor = await resolveClassActor(db, auth);
  if (actor.kind !== 'student') return { actor, viewer: { kind: 'counts' } };
  const own = await enabledStudentAccountsOfUser(db, actor.userId);
  return { actor, viewer: { kind: 'pupil', accountIds: own.map((a) => a.accountId) } };
}

/** The class, when the caller may view it: 404 when there is none, 403 when not theirs. */
export async function viewableClass(
  db: TDb,
  actor: TClassActor,
  classId: number,
): Promise<TScheduleClassRow> {
  const [cls] = await classRowsByIds(db, [classId]);
  if (!cls) throw notFound(M.CLASS_NOT_FOUND);
  if (!(await canOnClass(db, actor, cls, 'view'))) throw forbidden();
  return cls;
}

/** The caller's own classes (learners), or the one class asked for when they may view it. */
export async function ownClassRows(
  db: TDb,
  actor: TClassActor,
  filter: { classId?: number; semesterId?: number; schoolId?: number },
): Promise<TScheduleClassRow[]> {
  if (filter.classId !== undefined) return [await viewableClass(db, actor, filter.classId)];
  const ids = await classIdsForSchedule(db, actor, {
    own: true,
    semesterId: filter.semesterId,
    schoolId: filter.schoolId,
  });
  return classRowsByIds(db, ids);
}

export function isTeacherAuth(auth: TAuth | null): boolean {
  return auth?.accountType === AccountType.TEACHER;
}
