import {
  awardEndpoints as award,
  awardWorksRelEndpoints as rel,
  competitionJudgingEndpoints as judging,
  competitionWorksMngEndpoints as works,
  techRegistrationEndpoints as tech,
} from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TMediaUrls } from '../media';
import {
  addAward,
  addAwardRel,
  cancelAwardRel,
  deleteAward,
  editAward,
  listAwards,
  pageAwardRels,
} from './awards.service';
import { noteOf, readerOf } from './competition.mng.routes';
import {
  assignJudges,
  blindWorks,
  judgeCompetitions,
  judgesOf,
  ranking,
  scoreWorks,
} from './judging.service';
import {
  addTechRegistration,
  pageTechRegistrations,
  techRegistrationsExport,
  techWorksExport,
} from './tech-registrations';
import { startPersonalExport } from './export-masks';
import { judgePreview } from './judge-preview';
import { pageCompetitionWorks } from './works-mng.queries';
import { keptWorksUrl, signedLinks, signLink } from './works-files';

/** Works, blind judging, awards and tech registrations. */
export async function competitionJudgingRoutes(
  app: TApp,
  { db, config }: TDeps,
  urls: TMediaUrls,
): Promise<void> {
  const secret = config.appSecret;
  const sign = signedLinks(urls);
  const userOf = (auth: Parameters<typeof requireAuth>[0]) => requireAuth(auth).userId;

  route(app, works.page, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const { list, total } = await pageCompetitionWorks(
        db,
        filter,
        staffAccessOf(request).scope,
        pageWindow({ currentPage, pageSize }),
        readerOf(request),
      );
      return sign(pageOf(list, total, request.query));
    },
  });

  route(app, judging.assignJudges, {
    handler: async (request) => assignJudges(db, request.body, noteOf(request)),
  });
  route(app, judging.judges, {
    handler: async (request) => judgesOf(db, request.query.competitionId),
  });
  route(app, judging.myCompetitions, {
    handler: async (request) => judgeCompetitions(db, userOf(request.auth)),
  });
  route(app, judging.works, {
    handler: async (request) =>
      sign(await blindWorks(db, request.query.competitionId, userOf(request.auth))),
  });
  route(app, judging.preview, {
    handler: async (request) => sign(await judgePreview(db, request.query, userOf(request.auth))),
  });
  route(app, judging.score, {
    handler: async (request) => scoreWorks(db, userOf(request.auth), request.body),
  });
  route(app, judging.ranking, {
    handler: async (request) =>
      sign(await ranking(db, request.query.competitionId, readerOf(request))),
  });

  route(app, award.add, {
    handler: async (request) => addAward(db, request.body, noteOf(request)),
  });
  route(app, award.edit, {
    handler: async (request) => editAward(db, request.body, noteOf(request)),
  });
  route(app, award.delete, {
    handler: async (request) => {
      await deleteAward(db, request.body.id, noteOf(request));
      return null;
    },
  });
  route(app, award.list, {
    handler: async (request) => listAwards(db, request.query.competitionId),
  });
  route(app, rel.addAwardRel, {
    handler: async (request) => {
      await addAwardRel(db, request.body, noteOf(request));
      return null;
    },
  });
  route(app, rel.page, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const { list, total } = await pageAwardRels(
        db,
        filter,
        pageWindow({ currentPage, pageSize }),
        readerOf(request),
      );
      return sign(pageOf(list, total, request.query));
    },
  });
  route(app, rel.cancelAwardRel, {
    handler: async (request) => {
      await cancelAwardRel(db, request.body, noteOf(request));
      return null;
    },
  });

  route(app, tech.add, {
    // The school is named by the pupil or teacher (any school may hold an activity).
    owner: 'none',
    handler: async (request) => {
      const workResource = await keptWorksUrl(db, request.body.workResource, request.auth ?? null);
      const added = await addTechRegistration(db, secret, userOf(request.auth), {
        ...request.body,
        workResource,
      });
      return { ...added, workResource: signLink(urls, added.workResource) };
    },
  });
  route(app, tech.page, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      return pageOf(
        ...(await pageTechRegistrations(
          db,
          secret,
          filter,
          staffAccessOf(request).scope,
          pageWindow({ currentPage, pageSize }),
          readerOf(request),
        ).then(
          (p) =>
            [
              p.list.map((r) => ({ ...r, workResource: signLink(urls, r.workResource) })),
              p.total,
            ] as const,
        )),
        request.query,
      );
    },
  });
  const registrationsKind = techRegistrationsExport(secret);
  const worksKind = techWorksExport(secret);
  route(app, tech.export, {
    handler: async (request) =>
      startPersonalExport(
        app,
        request,
        registrationsKind,
        request.query,
        'tech_registration_export',
      ),
  });
  route(app, tech.exportWorks, {
    handler: async (request) =>
      startPersonalExport(app, request, worksKind, request.query, 'tech_registration_export'),
  });
}
