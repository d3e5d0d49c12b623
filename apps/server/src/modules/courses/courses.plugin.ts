import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { courseAppRoutes } from './courses.app.routes';
import { courseMngRoutes } from './courses.mng.routes';

/** Courses and their lessons: the public reads, a learner's class courses, the back office. */
export async function courseFeature(app: TApp, deps: TDeps): Promise<void> {
  await courseAppRoutes(app, deps);
  await courseMngRoutes(app, deps);
}
