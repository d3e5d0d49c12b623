import {
  competitionMngEndpoints as e,
  competitionRegistrationMngEndpoints as reg,
  ReleaseStatus,
  type TCompetitionWorks,
} from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../platform/audit/audit';
import { requireAuth } from '../../platform/auth/auth-context';
import { staffAccessOf } from '../../platform/auth/staff-access';
import type { TDeps } from '../../platform/deps';
import { pageOf, pageWindow } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TMediaUrls } from '../media';
import type { TChangeNote, TReader } from './competition.types';
import { presentMngCompetition } from './competitions.presenter';
import { countsOfCompetitions, pageCompetitions } from './competitions.queries';
import {
  addCompetition,
  competitionDetail,
  modifyCompetition,
  publishWinners,
  setReleaseStatus,
  uploadWinnersUrl,
} from './competitions.service';
import { startPersonalExport } from './export-masks';
import { registrationsExport } from './registrations.exports';
import { signedLinks } from './works-files';
import { modifyRegistrationByStaff } from './registrations.mng.service';
import { pageRegistrations } from './registrations.queries';

export const noteOf =
  (request: FastifyRequest): TChangeNote =>
  (tx, change) =>
    recordChange(tx, request, change);

export const readerOf = (request: FastifyRequest): TReader => ({
  access: staffAccessOf(request),
  request,
});

/** Competitions and registrations in the back office. */
export async function competitionMngRoutes(
  app: TApp,
  { db, config }: TDeps,
  urls: TMediaUrls,
  exportLink: (works: TCompetitionWorks) => string,
): Promise<void> {
  const secret = config.appSecret;
  const sign = signedLinks(urls);

  route(app, e.add, {
    handler: async (request) =>
      addCompetition(db, requireAuth(request.auth).userId, request.body, noteOf(request)),
  });
  route(app, e.modify, {
    handler: async (request) => modifyCompetition(db, request.body, noteOf(request)),
  });
  route(app, e.detail, { handler: async (request) => competitionDetail(db, request.query.id) });
  route(app, e.page, {
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await pageCompetitions(
        db,
        { name: q.name, releaseStatus: q.releaseStatus, phase: q.phase },
        pageWindow(q),
        { by: q.orderBy, direction: q.orderDirection },
      );
      const counts = await countsOfCompetitions(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => presentMngCompetition(r, counts.get(r.id)!)),
        total,
        q,
      );
    },
  });
  route(app, e.release, {
    handler: async (request) =>
      setReleaseStatus(db, request.body.id, ReleaseStatus.RELEASED, noteOf(request)),
  });
  route(app, e.offline, {
    handler: async (request) =>
      setReleaseStatus(db, request.body.id, ReleaseStatus.OFFLINE, noteOf(request)),
  });
  route(app, e.uploadWinnersUrl, {
    handler: async (request) => uploadWinnersUrl(db, request.body, noteOf(request)),
  });
  route(app, e.publishWinners, {
    handler: async (request) => publishWinners(db, request.body, noteOf(request)),
  });

  route(app, reg.page, {
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const { list, total } = await pageRegistrations(
        db,
        filter,
        staffAccessOf(request).scope,
        pageWindow({ currentPage, pageSize }),
        { kind: 'staff', reader: readerOf(request), secret },
      );
      return sign(pageOf(list, total, request.query));
    },
  });
  const exportKind = registrationsExport(secret, exportLink);
  route(app, reg.export, {
    handler: async (request) =>
      startPersonalExport(
        app,
        request,
        exportKind,
        request.query,
        'competition_registration_export',
      ),
  });
  route(app, reg.modify, {
    handler: async (request) =>
      sign(
        await modifyRegistrationByStaff(
          db,
          secret,
          staffAccessOf(request).scope,
          request.body,
          noteOf(request),
          { kind: 'staff', reader: readerOf(request), secret },
        ),
      ),
  });
}
