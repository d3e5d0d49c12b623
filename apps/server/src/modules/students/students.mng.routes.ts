import {
  ZRemoveStudentBody,
  ZRemoveStudentsBody,
  ZOptionalId,
  ZOptionalKeyword,
  ZPageOf,
  ZRemoveResult,
  ZStudentMngQuery,
  ZStudentMngRow,
  ZStudentSearchItem,
  ZStudentSearchQuery,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { ok, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import {
  assertNotStudent,
  canOnSchool,
  resolveClassActor,
  type TClassActor,
  visibleSchoolIds,
} from '../classes/classes.policy';
import { removeStudentsFromClass } from './students.moves';
import {
  exportStudents,
  queryStudents,
  searchStudents,
  type TStudentMngFilter,
} from './students.queries';

const PREFIX = '/api/v1/works-service/student/mng';
const tags = ['students'];

const ZMngFilter = ZStudentMngQuery.omit({ currentPage: true, pageSize: true });
const ZSearchList = z.object({
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  keyword: ZOptionalKeyword,
});

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
export async function studentMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };

  app.get(
    `${PREFIX}/query`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary: 'Pupils (paged) of the schools the caller may see',
        querystring: ZStudentMngQuery,
        response: okResponse(ZPageOf(ZStudentMngRow)),
      },
    },
    async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const actor = await actorOf(request.auth);
      const { list, total } = await queryStudents(db, scopeOf(actor, filter), {
        currentPage,
        pageSize,
      });
      return ok(pageOf(list, total, request.query));
    },
  );

  app.get(
    `${PREFIX}/search`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary: 'Pupils by name or login name (at most 20) in one school',
        querystring: ZStudentSearchQuery.extend({ schoolId: ZOptionalId }),
        response: okResponse(z.array(ZStudentSearchItem)),
      },
    },
    async (request) => {
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
      return ok(await searchStudents(db, schoolId, request.query.keyword));
    },
  );

  app.get(
    `${PREFIX}/search-list`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary: 'A short list of pupils for pickers (at most 100)',
        querystring: ZSearchList,
        response: okResponse(
          z.array(z.object({ worksStudentId: z.number(), name: z.string(), username: z.string() })),
        ),
      },
    },
    async (request) => {
      const actor = await actorOf(request.auth);
      const { list } = await queryStudents(db, scopeOf(actor, request.query), {
        currentPage: 1,
        pageSize: 100,
      });
      return ok(
        list.map((s) => ({ worksStudentId: s.worksStudentId, name: s.name, username: s.username })),
      );
    },
  );

  app.get(
    `${PREFIX}/export`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary: 'Pupils as an xlsx file (same filters as query, at most 10,000)',
        querystring: ZMngFilter,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    `${PREFIX}/class-remove`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'class', at: 'body.classId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary:
          'Take one pupil out of a class (account and works stay); 409 asks for confirm: true when the pupil has works here or no other class',
        body: ZRemoveStudentBody,
        response: okResponse(ZRemoveResult),
      },
    },
    async (request) =>
      ok(
        await removeStudentsFromClass(db, await actorOf(request.auth), {
          classId: request.body.classId,
          studentIds: [request.body.studentId],
          confirm: request.body.confirm,
        }),
      ),
  );

  app.post(
    `${PREFIX}/batch-remove`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'class', at: 'body.classId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary: 'Take several pupils out of a class, all or none (the same confirmation)',
        body: ZRemoveStudentsBody,
        response: okResponse(ZRemoveResult),
      },
    },
    async (request) =>
      ok(await removeStudentsFromClass(db, await actorOf(request.auth), request.body)),
  );
}
