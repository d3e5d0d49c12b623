import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { downloadCustomRoutes } from './downloads.custom.routes';
import { downloadPublicRoutes } from './downloads.public.routes';

/** The download centre (/download): the list behind sign-in, files by signed link. */
export async function downloadsFeature(app: TApp, deps: TDeps): Promise<void> {
  await downloadCustomRoutes(app, deps);
  await downloadPublicRoutes(app, deps);
}
