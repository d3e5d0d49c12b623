import type { TDataScope } from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import { schools } from '../../../db/schema';
import type { TAuth } from '../../../platform/auth/auth-context';
import { noPermission, schoolScopeCondition } from '../../../platform/auth/staff-access';

/**
 * The schools a staff caller may see and change: their roles' data scope (all; the schools of
 * their regions; their schools). The one place this module reads the scope.
 */
export function scopeOfStaff(auth: TAuth | null): TDataScope {
  const access = (auth as { staffAccess?: { scope: TDataScope } | null } | null)?.staffAccess;
  if (!access) throw noPermission();
  return access.scope;
}

export function schoolsInScope(auth: TAuth | null): SQL | undefined {
  return schoolScopeCondition(scopeOfStaff(auth), schools.id);
}

/** A school placed in these regions may be created or moved there by this scope. */
export function regionInScope(
  scope: TDataScope,
  region: { provinceId: number; cityId: number; districtId: number },
): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind !== 'regions') return false;
  return [region.provinceId, region.cityId, region.districtId].some((id) =>
    scope.regionIds.includes(id),
  );
}
