import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { createMediaUrls, loadMediaSecret, mediaRoutes } from '../media';
import type { TSafetyGate } from '../safety';
import { publicWorkIds } from './public-works';
import { assertPupilImage } from './works-safety';
import { worksAppRoutes } from './works.app.routes';
import { worksCustomRoutes } from './works.custom.routes';
import { worksEditorRoutes } from './works.editor.routes';
import { fanbookWorksRoutes } from './works.fanbook.routes';
import { worksHistoryRoutes } from './works.history.routes';
import { worksListRoutes } from './works.lists.routes';
import { worksMngRoutes } from './works.mng.routes';

/** Works, their files, likes and history: every route, in one scope. */
export async function worksFeature(
  app: TApp,
  deps: TDeps,
  options: { safety: TSafetyGate },
): Promise<void> {
  const urls = createMediaUrls(await loadMediaSecret(deps.db));
  const routeDeps = { ...deps, urls, safety: options.safety };
  await app.register(async (scope) =>
    mediaRoutes(scope as TApp, deps, urls, publicWorkIds(), (auth, image) =>
      assertPupilImage(options.safety, auth, image),
    ),
  );
  await worksEditorRoutes(app, routeDeps);
  await worksCustomRoutes(app, routeDeps);
  await worksListRoutes(app, routeDeps);
  await worksHistoryRoutes(app, routeDeps);
  await worksAppRoutes(app, routeDeps);
  await worksMngRoutes(app, routeDeps);
  await fanbookWorksRoutes(app, routeDeps);
}
