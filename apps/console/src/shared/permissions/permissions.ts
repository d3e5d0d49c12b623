import type { TPermission } from '@haoduo/contract';
import { useCallback } from 'react';
import { useSessionStore, type TStaff } from '../stores/session-store';

/** Staff type of the super administrator: every permission, every row. */
export const SUPER_ADMIN_STAFF_TYPE = 1;

/** A permission list entry that grants everything. */
export const ALL_PERMISSIONS = '*';

/** One permission code, or several of which any one is enough. */
export type TPermissionNeed = TPermission | readonly TPermission[] | undefined;

/** The permission codes the sign-in returned (none for a session from before they existed). */
export function permissionsOf(staff: TStaff | null): readonly string[] {
  return staff?.permissions ?? [];
}

/**
 * Whether the staff member holds the permission (any of a list). The super administrator
 * holds all of them; no need (undefined) is always met.
 */
export function hasPermission(staff: TStaff | null, need: TPermissionNeed): boolean {
  if (need === undefined) return true;
  if (!staff) return false;
  if (staff.staffType === SUPER_ADMIN_STAFF_TYPE) return true;
  const held = permissionsOf(staff);
  if (held.includes(ALL_PERMISSIONS)) return true;
  const codes: readonly string[] = typeof need === 'string' ? [need] : need;
  return codes.length === 0 || codes.some((code) => held.includes(code));
}

/** Whether the signed-in staff member holds the permission (any of a list). */
export function usePermission(need: TPermissionNeed): boolean {
  return useSessionStore((state) => hasPermission(state.staff, need));
}

/** A checker for many codes at once (menus, column actions). */
export function useCan(): (need: TPermissionNeed) => boolean {
  const staff = useSessionStore((state) => state.staff);
  return useCallback((need: TPermissionNeed) => hasPermission(staff, need), [staff]);
}
