import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { aiPointsCustomRoutes } from './ai-points.custom.routes';
import { aiPointsMngRoutes } from './ai-points.mng.routes';

/** AI points: balances school → class → person, rules, records, codes. */
export async function aiPointsFeature(app: TApp, deps: TDeps): Promise<void> {
  await aiPointsCustomRoutes(app, deps);
  await aiPointsMngRoutes(app, deps);
}
