import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { tagAppRoutes } from './tags.app.routes';
import { tagMngRoutes } from './tags.mng.routes';
import type { TTagUsers } from './tags.service';

/** Tags: the gallery's public list and the back office's management. */
export async function tagsFeature(app: TApp, deps: TDeps, users: TTagUsers): Promise<void> {
  await tagAppRoutes(app, deps);
  await tagMngRoutes(app, deps, users);
}
