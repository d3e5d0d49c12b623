import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { staffHolderRoutes } from './staff.holders.routes';
import { staffRoleRoutes } from './staff.roles.routes';
import { staffUserRoutes } from './staff.users.routes';

/** The staff domain's calls: roles, role packages, the permission tree, holders, staff users. */
export async function staffRoutes(app: TApp, deps: TDeps): Promise<void> {
  await staffRoleRoutes(app, deps);
  await staffHolderRoutes(app, deps);
  await staffUserRoutes(app, deps);
}
