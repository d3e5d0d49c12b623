import { studentEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  assertNotStudent,
  canOnSchool,
  resolveClassActor,
  type TClassActor,
  visibleSchoolIds,
} from './classes.policy';
import type { TClassesPorts } from './ports';
import { removeStudentsFromClass } from './students.moves';
import {
  exportStudents,
  queryStudents,
  searchStudents,
  type TStudentMngFilter,
} from './students.queries';

/** The pupils an actor may list: staff by school scope; teachers the pupils they teach. */
function scopeOf(
  actor: Exclude<TClassActor, { kind: 'student' }>,
  filter: Omit<TStudentMngFilter, 'schoolIds' | 'teacherAccountId'>,
): TStudentMngFilter {
  if (filter.schoolId !== undefined && !canOnSchool(actor, filter.schoolId, 'view')) {
    if (actor.kind !== 'teacher' || actor.schoolId !== filter.schoolId) throw forbidden();
  }
  return {
    ...filter,
    schoolIds: visibleSchoolIds(actor),
    teacherAccountId: actor.kind === 'teacher' ? actor.accountId : undefined,
  };
}

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
      const { list, total } = await queryStudents(db, scopeOf(actor, filter), {
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
      const { list } = await queryStudents(db, scopeOf(actor, request.query), {
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
    handler: async (request, reply) => {
      const rows = await exportStudents(db, scopeOf(await actorOf(request.auth), request.query));
      return sendXlsx(
        reply,
        '学生列表.xlsx',
        '学生列表',
        [
          { header: '姓名', value: (r) => r.name },
          { header: '登录名', value: (r) => r.username },
          { header: '学校', width: 24, value: (r) => r.schoolName },
          {
            header: '课班',
            width: 30,
            value: (r) => r.classList.map((c) => c.courseClassName).join('、'),
          },
          { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
        ],
        rows,
      );
    },
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
