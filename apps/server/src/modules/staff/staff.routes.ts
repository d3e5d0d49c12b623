import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';

/** The staff domain's calls: roles, role packages, data permissions and the permission tree. */
export async function staffRoutes(_app: TApp, _deps: TDeps): Promise<void> {}
