import { CompetitionMessages as M, type TCompetitionWorks } from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import {
  createMediaUrls,
  keepUploadFor,
  mapMediaUrls,
  mediaKeyOf,
  type TMediaUrls,
} from '../media';

const MEDIA_PREFIX = '/api/media/';

/**
 * The entry's address as stored. A file uploaded on the platform must be the signed-in
 * pupil's own upload: it is kept for the competition (no longer swept as unused) and stored
 * without its link's signature, which runs out within hours. Other links are kept as given.
 */
export async function keptWorksUrl(db: TDb, url: string, auth: TAuth | null): Promise<string> {
  const key = mediaKeyOf(url);
  if (!key) return url;
  const kept =
    auth?.audience === 'learner' &&
    (await keepUploadFor(db, { key, ownerUserId: auth.userId, purpose: 'competition' }));
  if (!kept) throw badRequest(M.WORKS_FILE_NOT_YOURS);
  return `${MEDIA_PREFIX}${key}`;
}

/** One stored file's link signed afresh; other links as they are. */
export function signLink(urls: TMediaUrls, url: string): string {
  const key = mediaKeyOf(url);
  return key ? urls.signedUrl(key) : url;
}

/** An answer with every stored file's link signed afresh (entries' files are private). */
export const signedLinks =
  (urls: TMediaUrls) =>
  <T>(answer: T): T =>
    mapMediaUrls(answer, (key) => urls.signedUrl(key));

/** How long the file links written into an export keep working. */
export const EXPORT_LINK_DAYS = 7;
const HOUR_MS = 3_600_000;

/**
 * The link an export writes for an entry: its uploaded file signed for about EXPORT_LINK_DAYS
 * days (answers sign for an hour or two, too short for a file passed around), or for a
 * platform work the console's blind judge preview (its public page shows the author, and a
 * draft does not open there).
 */
export function exportLinks(mediaSecret: string, now: () => number = Date.now) {
  // Signed as of a clock EXPORT_LINK_DAYS ahead (less the two hours a link is given), so
  // the link runs out that much later; the file server checks it against the real time.
  const urls = createMediaUrls(mediaSecret, () => now() + (EXPORT_LINK_DAYS * 24 - 2) * HOUR_MS);
  return (works: TCompetitionWorks): string =>
    works.platformWorksId
      ? `/console/competition-judging?competitionId=${works.competitionId}&preview=${works.id}`
      : signLink(urls, works.worksUrl);
}
