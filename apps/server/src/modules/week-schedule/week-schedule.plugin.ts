import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { createMediaUrls, loadMediaSecret } from '../media';
import { fanbookLessonRoutes } from './week-schedule.fanbook.routes';
import { weekScheduleCustomRoutes } from './week-schedule.custom.routes';
import { weekScheduleMngRoutes } from './week-schedule.mng.routes';

/** The class week schedule, hand-ins, fanbook works by lesson and the latest lesson. */
export async function weekScheduleFeature(app: TApp, deps: TDeps): Promise<void> {
  const urls = createMediaUrls(await loadMediaSecret(deps.db));
  await weekScheduleCustomRoutes(app, deps);
  await weekScheduleMngRoutes(app, deps);
  await fanbookLessonRoutes(app, deps, urls);
}
