import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { pointsCustomRoutes } from './points-custom.routes';
import { pointsMngRoutes } from './points-mng.routes';

/** AI points (issue 6): balances school → class → person, rules, records, codes. */
export async function aiPointsFeature(app: TApp, deps: TDeps): Promise<void> {
  await pointsCustomRoutes(app, deps);
  await pointsMngRoutes(app, deps);
}
