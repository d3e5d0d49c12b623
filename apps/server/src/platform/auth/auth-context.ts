import type { TAccountType } from '@haoduo/contract';
import { forbidden, unauthorized } from '../http/errors';
import type { TStaffAccess } from './staff-access';

/** The signed-in caller, resolved once per request by the auth hook. */
export interface TAuth {
  sessionId: number;
  userId: number;
  audience: 'learner' | 'staff';
  /** Teacher or student for learner sessions, null for staff. */
  accountType: TAccountType | null;
  /** The active school (tenant-info), validated against the user's accounts. */
  schoolId: number | null;
  /** The user's account in the active school. */
  accountId: number | null;
  /** Back-office role, for staff sessions. */
  staffType: number | null;
  /** For school managers: the school they manage. */
  staffSchoolId: number | null;
  /** For area staff: the region (province, city or district id) they oversee. */
  staffRegionId?: number | null;
  /**
   * Staff sessions: permissions, data scope and unmasked fields of the user's roles, set by the
   * staff access hook (the same object as `request.staffAccess`).
   */
  staffAccess?: TStaffAccess | null;
}

/** The session behind a bearer token, as the auth module resolves it. */
export interface TResolvedSession {
  sessionId: number;
  userId: number;
  audience: 'learner' | 'staff';
  accountType: TAccountType | null;
  staffType: number | null;
  staffSchoolId: number | null;
  /** For area staff: the region (province, city or district id) they oversee. */
  staffRegionId?: number | null;
  /** Active accounts of the user of the session's account type: (accountId, schoolId). */
  accounts: { accountId: number; schoolId: number }[];
}

export interface TSessionResolver {
  resolve(token: string): Promise<TResolvedSession | null>;
  /** Forget every session kept in memory (after a write that may have changed one). */
  forgetAll?(): void;
}

export function requireAuth(auth: TAuth | null): TAuth {
  if (!auth) throw unauthorized();
  return auth;
}

/** The active school of a learner session; every school-scoped call needs one. */
export function requireSchool(auth: TAuth | null): TAuth & { schoolId: number; accountId: number } {
  const a = requireAuth(auth);
  if (a.schoolId === null || a.accountId === null) throw forbidden();
  return a as TAuth & { schoolId: number; accountId: number };
}
