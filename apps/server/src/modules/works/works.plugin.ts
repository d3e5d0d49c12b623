import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { mediaRoutes } from '../media/media.routes';
import { createMediaUrls, loadMediaSecret } from '../media/media-url';
import { tagsRoutes } from '../tags/tags.routes';
import { fanbookWorksRoutes } from './fanbook-works.routes';
import { worksHistoryRoutes } from './works-history.routes';
import { worksAppRoutes } from './works.routes.app';
import { worksCustomRoutes } from './works.routes.custom';
import { worksEditorRoutes } from './works.routes.editor';
import { worksListRoutes } from './works.routes.lists';
import { worksMngRoutes } from './works.routes.mng';

/** Works, their files, likes, tags and history (issue 5): every route, in one scope. */
export async function worksFeature(app: TApp, deps: TDeps): Promise<void> {
  const urls = createMediaUrls(await loadMediaSecret(deps.db));
  const routeDeps = { ...deps, urls };
  await app.register(async (scope) => mediaRoutes(scope as TApp, deps, urls));
  await worksEditorRoutes(app, routeDeps);
  await worksCustomRoutes(app, routeDeps);
  await worksListRoutes(app, routeDeps);
  await worksHistoryRoutes(app, routeDeps);
  await worksAppRoutes(app, routeDeps);
  await worksMngRoutes(app, routeDeps);
  await fanbookWorksRoutes(app, routeDeps);
  await tagsRoutes(app, deps);
}
