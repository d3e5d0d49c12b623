import { MemberStatus, studentEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { resolveClassActor } from './classes.policy';
import { transferStudents } from './students.moves';
import {
  addStudents,
  bindStudentsToClass,
  resetStudentPassword,
  setStudentsStatus,
  updateStudentUsername,
} from './students.service';

/**
 * The teacher's class management of pupils (课班管理). Every call names a class (or a
 * pupil) the teacher teaches in the active school; managers of the school may act on all
 * its classes. Pupils are refused by the access level.
 */
export async function studentCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const actorOf = (auth: Parameters<typeof resolveClassActor>[1]) => resolveClassActor(db, auth);

  route(app, studentEndpoints.add, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) =>
      addStudents(db, config.appSecret, await actorOf(request.auth), request.body),
  });

  route(app, studentEndpoints.bindClass, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => bindStudentsToClass(db, await actorOf(request.auth), request.body),
  });

  for (const [endpoint, status] of [
    [studentEndpoints.disable, MemberStatus.DISABLED],
    [studentEndpoints.enable, MemberStatus.ENABLED],
  ] as const) {
    route(app, endpoint, {
      owner: { kind: 'class', at: 'body.classId', deny: 403 },
      handler: async (request) => {
        await setStudentsStatus(db, await actorOf(request.auth), { ...request.body, status });
        return null;
      },
    });
  }

  route(app, studentEndpoints.resetPassword, {
    owner: { kind: 'pupil', at: 'body.studentId', deny: 403 },
    handler: async (request) =>
      resetStudentPassword(
        db,
        config.appSecret,
        await actorOf(request.auth),
        request.body.studentId,
      ),
  });

  route(app, studentEndpoints.updateUsername, {
    owner: { kind: 'pupil', at: 'body.studentId', deny: 403 },
    handler: async (request) =>
      updateStudentUsername(db, await actorOf(request.auth), request.body),
  });

  route(app, studentEndpoints.transfer, {
    owner: { kind: 'class', at: 'body.fromClassId', deny: 403 },
    handler: async (request) => transferStudents(db, await actorOf(request.auth), request.body),
  });
}
