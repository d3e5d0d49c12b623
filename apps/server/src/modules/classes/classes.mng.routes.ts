import { classEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  changeClassStatus,
  createClassByStaff,
  loadClassFor,
  resetCodeOfClass,
  updateClassByStaff,
  updateEffectiveEndDate,
  updateStudentCreateMode,
} from './classes.admin';
import { platformClassList, queryClasses, transferTargets } from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';

/**
 * The management calls on classes: back-office staff, the school's managers, and teachers
 * on the classes they teach (see classes.policy.ts for who may do what). Pupils are refused.
 */
export async function classMngRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, classEndpoints.create, {
    owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => createClassByStaff(db, await actorOf(request.auth), request.body),
  });

  route(app, classEndpoints.update, {
    owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      await updateClassByStaff(db, await actorOf(request.auth), request.body);
      return null;
    },
  });

  route(app, classEndpoints.updateStatus, {
    owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      await changeClassStatus(db, await actorOf(request.auth), request.body);
      return null;
    },
  });

  route(app, classEndpoints.mngResetCode, {
    owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] },
    handler: async (request) => resetCodeOfClass(db, await actorOf(request.auth), request.body.id),
  });

  route(app, classEndpoints.updateEffectiveEndDate, {
    owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      await updateEffectiveEndDate(db, await actorOf(request.auth), request.body);
      return null;
    },
  });

  route(app, classEndpoints.updateStudentCreateMode, {
    owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      await updateStudentCreateMode(db, await actorOf(request.auth), request.body);
      return null;
    },
  });

  route(app, classEndpoints.query, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const { list, total } = await queryClasses(db, await actorOf(request.auth), request.query);
      return pageOf(list, total, request.query);
    },
  });

  route(app, classEndpoints.platformList, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) => platformClassList(db, await actorOf(request.auth), request.query),
  });

  route(app, classEndpoints.mngTransferTargets, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const actor = await actorOf(request.auth);
      const source =
        request.query.classId === undefined
          ? null
          : await loadClassFor(db, actor, request.query.classId, 'teach');
      return transferTargets(db, actor, source);
    },
  });
}
