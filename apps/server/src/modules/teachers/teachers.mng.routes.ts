import { MemberStatus, teacherEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { teachersExport } from './teachers.exports';
import { queryTeachers } from './teachers.queries';
import { managerOf, scopeOf } from './teachers.scope';
import { addTeacher, deleteTeacher, setTeacherStatus, updateTeacher } from './teachers.service';

/**
 * Teachers of a school (see teachers.scope.ts for who may see and change them).
 */
export async function teacherMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, teacherEndpoints.add, {
    owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) =>
      await addTeacher(db, await managerOf(db, request.auth), request.body),
  });

  route(app, teacherEndpoints.update, {
    owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      await updateTeacher(db, await managerOf(db, request.auth), request.body);
      return null;
    },
  });

  for (const [endpoint, status] of [
    [teacherEndpoints.disable, MemberStatus.DISABLED],
    [teacherEndpoints.enable, MemberStatus.ENABLED],
  ] as const) {
    route(app, endpoint, {
      owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
      handler: async (request) => {
        await setTeacherStatus(db, await managerOf(db, request.auth), request.body.id, status);
        return null;
      },
    });
  }

  route(app, teacherEndpoints.delete, {
    owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      await deleteTeacher(db, await managerOf(db, request.auth), request.body.id);
      return null;
    },
  });

  route(app, teacherEndpoints.query, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const actor = await managerOf(db, request.auth);
      const { list, total } = await queryTeachers(db, scopeOf(actor, filter), {
        currentPage,
        pageSize,
      });
      return pageOf(list, total, request.query);
    },
  });

  route(app, teacherEndpoints.searchList, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      const actor = await managerOf(db, request.auth);
      const { list } = await queryTeachers(
        db,
        scopeOf(actor, { ...request.query, status: MemberStatus.ENABLED }),
        {
          currentPage: 1,
          pageSize: 100,
        },
      );
      return list.map((t) => ({
        worksTeacherId: t.worksTeacherId,
        name: t.name,
        mobile: t.mobile,
      }));
    },
  });

  route(app, teacherEndpoints.export, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), teachersExport, request.query),
  });
}
