import type { ReactNode } from 'react';
import { usePermission, type TPermissionNeed } from './permissions';

interface TCanProps {
  /** The code (`works:audit`), or a list of which any one is enough. */
  permission: TPermissionNeed;
  children: ReactNode;
  /** Shown instead when the permission is missing; default nothing. */
  fallback?: ReactNode;
}

/** Renders its children only for staff holding the permission. */
export function Can({ permission, children, fallback = null }: TCanProps) {
  return usePermission(permission) ? children : fallback;
}
