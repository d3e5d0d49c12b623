import type { TAuth } from '../../platform/auth/auth-context';
import { noPermission, type TDataScope } from '../../platform/auth/staff-access';

/** The data scope of a staff caller (the request's or an export job's session). */
export function scopeOfStaff(auth: TAuth | null): TDataScope {
  const access = auth?.staffAccess;
  if (!access) throw noPermission();
  return access.scope;
}
