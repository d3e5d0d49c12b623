import { CompetitionMessages as M, competitionAppEndpoints as e } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TMediaUrls } from '../media';
import { schoolIdsOfDistrict, schoolNamesByIds } from '../identity';
import { authorAccountOfWork } from '../works';
import { winnersOf } from './awards.service';
import { presentCompetition } from './competitions.presenter';
import { pageCompetitions, requireReleased } from './competitions.queries';
import {
  commitRegistration,
  commitWorks,
  lookupRegistration,
  modifyRegistration,
  registrationByToken,
} from './registrations.service';
import { keptWorksUrl, signedLinks } from './works-files';

/** The most schools the registration form's picker lists at once. */
const SCHOOLS_MAX = 50;

/** The public competition centre: released competitions, winners, registration and works. */
export async function competitionAppRoutes(
  app: TApp,
  { db, config }: TDeps,
  urls: TMediaUrls,
): Promise<void> {
  const secret = config.appSecret;
  const sign = signedLinks(urls);
  const lookupLimit = { max: config.rateLimitLoginPerMinute, timeWindow: 60_000 };

  route(app, e.page, {
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await pageCompetitions(
        db,
        { releasedOnly: true, phase: q.phase, suitDistrict: q.suitDistrict, festival: q.festival },
        pageWindow(q),
      );
      const now = new Date();
      return pageOf(
        rows.map((r) => presentCompetition(r, now)),
        total,
        q,
      );
    },
  });
  route(app, e.competitionDetail, {
    owner: 'none',
    handler: async (request) => presentCompetition(await requireReleased(db, request.query.id)),
  });
  route(app, e.winners, {
    owner: 'none',
    handler: async (request) => winnersOf(db, request.query.id),
  });

  route(app, e.schools, {
    // A district is public data: nothing a class or school owns.
    owner: 'none',
    handler: async (request) => {
      const { districtId, keyword } = request.query;
      const names = await schoolNamesByIds(db, await schoolIdsOfDistrict(db, districtId));
      const word = keyword?.toLowerCase();
      return [...names]
        .filter(([, name]) => !word || name.toLowerCase().includes(word))
        .sort(([, a], [, b]) => a.localeCompare(b, 'zh-CN'))
        .slice(0, SCHOOLS_MAX)
        .map(([id, name]) => ({ id, name }));
    },
  });

  route(app, e.commitRegistration, {
    owner: 'none',
    rateLimit: lookupLimit,
    handler: async (request) => commitRegistration(db, secret, request.body),
  });
  route(app, e.modifyRegistration, {
    owner: 'none',
    rateLimit: lookupLimit,
    handler: async (request) => sign(await modifyRegistration(db, secret, request.body)),
  });
  route(app, e.detail, {
    owner: 'none',
    rateLimit: lookupLimit,
    handler: async (request) => sign(await lookupRegistration(db, secret, request.query)),
  });
  route(app, e.registrationDetail, {
    owner: 'none',
    rateLimit: lookupLimit,
    handler: async (request) => sign(await registrationByToken(db, secret, request.query)),
  });
  route(app, e.commitWorks, {
    owner: 'none',
    rateLimit: lookupLimit,
    handler: async (request) => {
      // A platform work may be named only by its author, signed in.
      const worksId = request.body.platformWorksId;
      if (worksId) {
        if (request.auth?.audience !== 'learner') throw unauthorized();
        const author = await authorAccountOfWork(db, worksId);
        if (author === null) throw notFound(M.WORKS_NOT_FOUND);
        if (author !== request.auth.accountId) throw forbidden(M.PLATFORM_WORKS_NOT_YOURS);
      }
      const worksUrl = await keptWorksUrl(db, request.body.worksUrl, request.auth ?? null);
      return sign(await commitWorks(db, secret, { ...request.body, worksUrl }));
    },
  });
}
