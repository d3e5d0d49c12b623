import { classEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor, resetCodeOfClass } from './classes.admin';
import { aiToolClassGroup, listLearnerClasses } from './classes.learner';
import { transferTargets } from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';
import { loginCardsOf } from './login-cards';

/** The learner's class calls: my classes, tool groups, and the teacher's class tools. */
export async function classCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;

  route(app, classEndpoints.list, {
    owner: { kind: 'school', at: 'query.schoolId', deny: { student: 'empty', teacher: 403 } },
    handler: async (request) =>
      listLearnerClasses(db, await resolveClassActor(db, request.auth), request.query),
  });

  route(app, classEndpoints.aiToolClassGroup, {
    owner: { kind: 'school', at: 'query.schoolId', deny: { student: 'empty', teacher: 403 } },
    handler: async (request) =>
      aiToolClassGroup(db, await resolveClassActor(db, request.auth), request.query.schoolId),
  });

  route(app, classEndpoints.transferTargets, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const source =
        request.query.classId === undefined
          ? null
          : await loadClassFor(db, actor, request.query.classId, 'teach');
      return transferTargets(db, actor, source);
    },
  });

  route(app, classEndpoints.resetCode, {
    owner: { kind: 'class', at: 'body.id', deny: 403 },
    handler: async (request) =>
      resetCodeOfClass(db, await resolveClassActor(db, request.auth), request.body.id),
  });

  route(app, classEndpoints.loginCards, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      assertNotStudent(actor);
      return loginCardsOf(db, config.appSecret, actor, request.query.classId);
    },
  });
}
