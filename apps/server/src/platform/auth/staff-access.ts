import {
  StaffMessages,
  StaffType,
  type TDataScope,
  type TMaskedField,
  type TPermission,
  type TStaffType,
} from '@haoduo/contract';
import { and, eq, inArray, or, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { schools } from '../../db/schema';
import type { TDb } from '../db/database';
import { AppError, unauthorized } from '../http/errors';

export type { TDataScope } from '@haoduo/contract';

/**
 * What a back-office user may do (permission codes), which rows they see (data scope) and
 * which personal fields they read unmasked. Resolved once per request by the auth hook from
 * the user's roles (modules/staff); read it with `staffAccessOf(request)`.
 */
export interface TStaffAccess {
  userId: number;
  staffType: TStaffType;
  /** Every permission code the user holds (a super administrator: every code of the contract). */
  permissions: ReadonlySet<string>;
  scope: TDataScope;
  unmask: ReadonlySet<TMaskedField>;
  /**
   * The session passed the identity-password check within the last fifteen minutes: only then
   * are the `unmask` fields shown unmasked.
   */
  identityVerified?: boolean;
}

/** Computes a staff session's access (the staff module's, passed to the auth plugin). */
export type TStaffAccessResolver = (session: {
  userId: number;
  staffType: number | null;
  staffSchoolId: number | null;
  /** Area staff's region; when not given, the resolver reads the staff record. */
  staffRegionId?: number | null;
}) => Promise<TStaffAccess>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff caller's access, resolved by the auth hook; null for everyone else. */
    staffAccess: TStaffAccess | null;
  }
}

/** 403 没有权限: a missing permission or a row outside the caller's data scope. */
export const noPermission = () => new AppError(403, StaffMessages.NO_PERMISSION);

/** The signed-in staff caller's access: 401 when not signed in, 403 for a learner. */
export function staffAccessOf(request: FastifyRequest): TStaffAccess {
  if (!request.auth) throw unauthorized();
  if (request.auth.audience !== 'staff' || !request.staffAccess) throw noPermission();
  return request.staffAccess;
}

/** The staff caller's access, or null for a learner (calls shared by teachers and staff). */
export function staffAccessOrNull(request: FastifyRequest): TStaffAccess | null {
  return request.auth?.audience === 'staff' ? request.staffAccess : null;
}

export function hasPermission(access: TStaffAccess, permission: TPermission | string): boolean {
  return access.staffType === StaffType.SUPER_ADMIN || access.permissions.has(permission);
}

export function assertPermission(access: TStaffAccess, permission: TPermission | string): void {
  if (!hasPermission(access, permission)) throw noPermission();
}

/** Schools in some regions (province, city or district ids), as a subquery's condition on schools. */
function schoolsOfRegions(regionIds: number[]): SQL {
  return or(
    inArray(schools.provinceId, regionIds),
    inArray(schools.cityId, regionIds),
    inArray(schools.districtId, regionIds),
  )!;
}

/**
 * A condition limiting rows to the schools of the scope, on the rows' school id column:
 * undefined for `all`; regions through a subquery on the schools' region (never a list of ids);
 * nothing for `own` (rows a user created are not a school's: see ownRowsCondition).
 */
export function schoolScopeCondition(
  scope: TDataScope,
  schoolIdColumn: PgColumn | SQL,
): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'schools':
      if (scope.schoolIds.length === 0) return sql`false`;
      return schoolIdColumn instanceof SQL
        ? inArray(schoolIdColumn, scope.schoolIds)
        : inArray(schoolIdColumn, scope.schoolIds);
    case 'regions':
      return scope.regionIds.length === 0
        ? sql`false`
        : sql`${schoolIdColumn} in (select ${schools.id} from ${schools} where ${schoolsOfRegions(scope.regionIds)})`;
    case 'own':
      return sql`false`;
  }
}

/** For rows with a creator: the `own` scope's condition (undefined for `all`). */
export function ownRowsCondition(
  scope: TDataScope,
  createdByColumn: PgColumn,
  schoolIdColumn?: PgColumn,
): SQL | undefined {
  if (scope.kind === 'own') return eq(createdByColumn, scope.userId);
  return schoolIdColumn ? schoolScopeCondition(scope, schoolIdColumn) : undefined;
}

/** Whether a school is in the scope (one small query for regions). */
export async function scopeIncludesSchool(
  db: TDb,
  scope: TDataScope,
  schoolId: number | null | undefined,
): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (schoolId === null || schoolId === undefined) return false;
  if (scope.kind === 'schools') return scope.schoolIds.includes(schoolId);
  if (scope.kind === 'own' || scope.regionIds.length === 0) return false;
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), schoolsOfRegions(scope.regionIds)))
    .limit(1);
  return row !== undefined;
}

/** 403 没有权限 when the school is outside the scope. */
export async function assertSchoolInScope(
  db: TDb,
  scope: TDataScope,
  schoolId: number | null | undefined,
): Promise<void> {
  if (!(await scopeIncludesSchool(db, scope, schoolId))) throw noPermission();
}

/**
 * The school ids of a scope when it names them (`schools`), 'all', or null when only a query
 * can tell (regions, own). For callers that filter in memory; lists use schoolScopeCondition.
 */
export function scopeSchoolIds(scope: TDataScope): number[] | 'all' | null {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'schools') return scope.schoolIds;
  return null;
}

/** The data scope of a staff session (nothing when its access was not resolved). */
export function scopeOfAuth(auth: { staffAccess?: TStaffAccess | null }): TDataScope {
  return auth.staffAccess?.scope ?? { kind: 'schools', schoolIds: [] };
}

/**
 * The ids of the schools in a scope, for code that needs them as a list (a picker, an
 * in-memory check over many rows). Lists of rows filter with schoolScopeCondition instead.
 */
export async function schoolIdsInScope(db: TDb, scope: TDataScope): Promise<number[] | 'all'> {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'schools') return scope.schoolIds;
  if (scope.kind === 'own' || scope.regionIds.length === 0) return [];
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(schoolsOfRegions(scope.regionIds));
  return rows.map((row) => row.id);
}
