import { studentEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { requireAuth } from '../../platform/auth/auth-context';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { studentsExport } from './classes.exports';
import { forbidden } from '../../platform/http/errors';
import { assertNotStudent, canOnSchool, resolveClassActor } from './classes.policy';
import { studentScopeOf } from './students.scope';
import type { TClassesPorts } from './ports';
import { removeStudentsFromClass } from './students.moves';
import { queryStudents, searchStudents } from './students.queries';

/**
 * The back office's pupil calls, also used by teachers on their own classes (class remove
 * and batch remove from the 课班管理 page). Pupils are refused.
 */
export async function studentMngRoutes(
  app: TApp,
  { db }: TDeps,
  { pupilWorkCounts }: TClassesPorts,
): Promise<void> {
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, studentEndpoints.query, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const actor = await actorOf(request.auth);
      const { list, total } = await queryStudents(db, studentScopeOf(actor, filter), {
        currentPage,
        pageSize,
      });
      return pageOf(list, total, request.query);
    },
  });

  route(app, studentEndpoints.searchSchool, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const actor = await actorOf(request.auth);
      const schoolId =
        request.query.schoolId ??
        (actor.kind === 'teacher' || actor.kind === 'manager' ? actor.schoolId : undefined);
      if (schoolId === undefined) throw forbidden();
      if (
        !canOnSchool(actor, schoolId, 'view') &&
        !(actor.kind === 'teacher' && actor.schoolId === schoolId)
      ) {
        throw forbidden();
      }
      return await searchStudents(db, schoolId, request.query.keyword);
    },
  });

  route(app, studentEndpoints.searchList, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const actor = await actorOf(request.auth);
      const { list } = await queryStudents(db, studentScopeOf(actor, request.query), {
        currentPage: 1,
        pageSize: 100,
      });
      return list.map((s) => ({
        worksStudentId: s.worksStudentId,
        name: s.name,
        username: s.username,
      }));
    },
  });

  route(app, studentEndpoints.export, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), studentsExport, request.query),
  });

  route(app, studentEndpoints.classRemove, {
    owner: { kind: 'class', at: 'body.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) =>
      removeStudentsFromClass(
        db,
        await actorOf(request.auth),
        {
          classId: request.body.classId,
          studentIds: [request.body.studentId],
          confirm: request.body.confirm,
        },
        pupilWorkCounts,
      ),
  });

  route(app, studentEndpoints.batchRemove, {
    owner: { kind: 'class', at: 'body.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) =>
      removeStudentsFromClass(db, await actorOf(request.auth), request.body, pupilWorkCounts),
  });
}
