import { aiGenerationEndpoints, aiHistoryEndpoints, fanbookMngEndpoints } from '@haoduo/contract';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor, resolveClassActor, visibleSchoolIds } from '../classes';
import { staffActorOf } from '../ai-points';
import { errorStudentsOf } from './generation-error-students';
import { presentAuthored } from './generation-presenter';
import { classHistoryPage, mngPage } from './generation-queries';
import type { TWorkshop } from './workshop-context';

/** The teacher's and the back office's views of generations. */
export function generationListRoutes(app: TApp, { db, registry }: TWorkshop): void {
  route(app, aiGenerationEndpoints.colouringTemplates, {
    handler: async () => (await registry.port('colouring')).templates(),
  });

  route(app, aiHistoryEndpoints.classPage, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await classHistoryPage(db, request.query);
      return pageOf(list.map(presentAuthored), total, request.query);
    },
  });

  route(app, aiHistoryEndpoints.drawErrorStudents, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const cls = await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      return errorStudentsOf(db, cls.id);
    },
  });

  // The back office's view of the same list, on any class of the staff member's scope.
  route(app, fanbookMngEndpoints.drawPicErrorStudent, {
    handler: async (request) => {
      const cls = await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'view',
      );
      return errorStudentsOf(db, cls.id);
    },
  });

  route(app, aiGenerationEndpoints.mngList, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const schools = visibleSchoolIds(actor);
      const { list, total } = await mngPage(db, request.query, schools === 'all' ? null : schools);
      return pageOf(list.map(presentAuthored), total, request.query);
    },
  });
}
