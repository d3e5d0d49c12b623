import {
  AccountType,
  AuditStatus,
  WorksCreatorType,
  WorksMessages,
  WorksStatus,
  type TWorksAbilities,
} from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import {
  schoolScopeCondition,
  scopeIncludesSchool,
  scopeOfAuth,
} from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { findWork, teachesPupil, type TWorkRecord, type TWorkRow } from './works.queries';

/**
 * Who sees a work, and what they may do with it.
 * - Public (published and approved): anyone.
 * - Otherwise only its author, the author's teachers (a teacher account of the active
 *   school that teaches a class the pupil account belongs to) and back-office staff
 *   (the works of the schools in their data scope).
 */
export type TWorksAccess = 'public' | 'author' | 'teacher' | 'staff';

export function isPublic(work: Pick<TWorkRow, 'status' | 'auditStatus'>): boolean {
  return work.status === WorksStatus.PUBLISHED && work.auditStatus === AuditStatus.APPROVED;
}

/** Staff whose data scope covers the school (an area's staff: a school of their regions). */
export async function staffCoversSchool(db: TDb, auth: TAuth, schoolId: number): Promise<boolean> {
  if (auth.audience !== 'staff') return false;
  return scopeIncludesSchool(db, scopeOfAuth(auth), schoolId);
}

/** The condition limiting works to the staff caller's data scope (undefined: every school). */
export function staffWorksCondition(auth: TAuth): SQL | undefined {
  return schoolScopeCondition(scopeOfAuth(auth), works.schoolId);
}

export async function accessOf(
  db: TDb,
  auth: TAuth | null,
  work: TWorkRow,
): Promise<TWorksAccess | null> {
  if (auth && (await staffCoversSchool(db, auth, work.schoolId))) return 'staff';
  if (auth && auth.audience === 'learner') {
    if (work.authorUserId !== null && work.authorUserId === auth.userId) return 'author';
    if (await isTeacherOfAuthor(db, auth, work)) return 'teacher';
  }
  return isPublic(work) ? 'public' : null;
}

export async function isTeacherOfAuthor(db: TDb, auth: TAuth, work: TWorkRow): Promise<boolean> {
  return (
    mayTeachAuthor(auth, work) && (await teachesPupil(db, auth.accountId!, work.authorAccountId!))
  );
}

/** A teacher account of the work's school and a pupil's work: whether they teach them is a query. */
function mayTeachAuthor(auth: TAuth, work: TWorkRow): boolean {
  return (
    auth.audience === 'learner' &&
    auth.accountType === AccountType.TEACHER &&
    auth.accountId !== null &&
    auth.schoolId === work.schoolId &&
    work.worksCreatorType === WorksCreatorType.STUDENT &&
    work.authorAccountId !== null
  );
}

/**
 * Whether the caller sees this work only as the public does (accessOf would answer 'public'
 * for a public work), known without the database; false for its author, any staff caller
 * and any teacher who may teach its author.
 */
export function seesAsPublic(auth: TAuth | null, work: TWorkRow): boolean {
  if (!auth) return true;
  // Staff may see it as staff (their scope is a query): never the public's fast path.
  if (auth.audience === 'staff') return false;
  if (auth.audience !== 'learner') return true;
  if (work.authorUserId !== null && work.authorUserId === auth.userId) return false;
  return !mayTeachAuthor(auth, work);
}

/** The work and how the caller sees it: 404 when missing, 403 when not theirs to see. */
export async function loadVisibleWork(
  db: TDb,
  auth: TAuth | null,
  id: number,
): Promise<{ record: TWorkRecord; access: TWorksAccess }> {
  const record = await findWork(db, id, auth?.userId ?? null);
  if (!record) throw notFound(WorksMessages.WORKS_NOT_FOUND);
  const access = await accessOf(db, auth, record.work);
  if (!access) throw forbidden(WorksMessages.WORKS_NOT_PUBLIC);
  return { record, access };
}

export function abilitiesOf(
  auth: TAuth | null,
  access: TWorksAccess,
  work: TWorkRow,
): TWorksAbilities {
  const author = access === 'author';
  const reviewer = access === 'teacher' || access === 'staff';
  const status = work.status;
  return {
    canEdit: author,
    canDelete: author,
    canSubmit: author && (status === WorksStatus.DRAFT || status === WorksStatus.OFFLINE),
    canWithdraw: author && status === WorksStatus.SUBMITTED,
    canTakeOffline: (author || reviewer) && status === WorksStatus.PUBLISHED,
    canAudit:
      (access === 'teacher' && status === WorksStatus.SUBMITTED) ||
      (access === 'staff' &&
        (status === WorksStatus.SUBMITTED || status === WorksStatus.PUBLISHED)),
    canCopy: auth?.audience === 'learner' && auth.accountId !== null && (author || isPublic(work)),
    canLike: auth !== null && isPublic(work),
    canSeeHistory: access !== 'public',
  };
}

/** Only the author changes a work's content. */
export function assertAuthor(access: TWorksAccess | null): void {
  if (access !== 'author') throw forbidden(WorksMessages.WORKS_ONLY_AUTHOR);
}
