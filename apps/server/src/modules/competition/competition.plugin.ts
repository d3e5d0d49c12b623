import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import { createMediaUrls, loadMediaSecret } from '../media';
import { anonymiseEndedCompetitions } from './anonymise';
import { competitionAppRoutes } from './competition.app.routes';
import { competitionJudgingRoutes } from './competition.judging.routes';
import { competitionMngRoutes } from './competition.mng.routes';
import { exportLinks } from './works-files';

const ANONYMISE_EVERY_MS = 3_600_000;

/**
 * The competition centre: its routes, and the hourly job that anonymises registrations
 * COMPETITION_RETENTION_DAYS (default 180) after their competition ended.
 */
export async function competitionFeature(app: TApp, deps: TDeps): Promise<void> {
  // Entries' uploaded files are private: every answer signs their links afresh.
  const mediaSecret = await loadMediaSecret(deps.db);
  const urls = createMediaUrls(mediaSecret);
  await competitionMngRoutes(app, deps, urls, exportLinks(mediaSecret));
  await competitionAppRoutes(app, deps, urls);
  await competitionJudgingRoutes(app, deps, urls);

  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    anonymiseEndedCompetitions(deps.db, deps.config.competitionRetentionDays).catch(
      (error: unknown) => app.log.warn({ err: error }, 'competition: could not anonymise'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), ANONYMISE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
