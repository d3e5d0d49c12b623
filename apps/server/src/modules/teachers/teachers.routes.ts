import {
  MEMBER_STATUS_LABELS,
  TEACHER_ROLE_LABELS,
  ZPageOf,
  ZTeacherAddBody,
  ZTeacherFilter,
  ZTeacherIdBody,
  ZTeacherQuery,
  ZTeacherRow,
  ZTeacherSearchItem,
  ZTeacherSearchQuery,
  ZTeacherUpdateBody,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import {
  canOnSchool,
  resolveClassActor,
  type TClassActor,
  visibleSchoolIds,
} from '../classes/classes.policy';
import { exportTeachers, queryTeachers, type TTeacherFilter } from './teachers.queries';
import { addTeacher, deleteTeacher, setTeacherStatus, updateTeacher } from './teachers.service';

const PREFIX = '/api/v1/works-service/teacher/mng';
const tags = ['teachers'];

/**
 * Teachers of a school: back-office staff (super administrators everywhere, school managers
 * in their school, area staff read-only in their area) and teachers who manage their school
 * (role 2) in the active school. Plain teachers and pupils are refused.
 */
async function managerOf(db: TDeps['db'], auth: Parameters<typeof resolveClassActor>[1]) {
  const actor = await resolveClassActor(db, auth);
  if (actor.kind === 'student' || actor.kind === 'teacher') throw forbidden();
  return actor;
}

function scopeOf(actor: TClassActor, filter: Omit<TTeacherFilter, 'schoolIds'>): TTeacherFilter {
  if (filter.schoolId !== undefined && !canOnSchool(actor, filter.schoolId, 'view')) {
    throw forbidden();
  }
  return { ...filter, schoolIds: visibleSchoolIds(actor) };
}

export async function teacherMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  const access = { access: 'signed-in' as const };

  app.post(
    `${PREFIX}/add`,
    {
      config: {
        ...access,
        owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: 'Add a teacher to a school by mobile (role 1 teacher, 2 school manager)',
        body: ZTeacherAddBody,
        response: okResponse(z.object({ worksTeacherId: z.number().int() })),
      },
    },
    async (request) => ok(await addTeacher(db, await managerOf(db, request.auth), request.body)),
  );

  app.post(
    `${PREFIX}/update`,
    {
      config: {
        ...access,
        owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: "Change a teacher's name, mobile or role",
        body: ZTeacherUpdateBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await updateTeacher(db, await managerOf(db, request.auth), request.body);
      return ok(null);
    },
  );

  for (const [action, status] of [
    ['disable', 0],
    ['enable', 1],
  ] as const) {
    app.post(
      `${PREFIX}/${action}`,
      {
        config: {
          ...access,
          owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
        },
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Enable'} a teacher in the school`,
          body: ZTeacherIdBody,
          response: okEmpty,
        },
      },
      async (request) => {
        await setTeacherStatus(db, await managerOf(db, request.auth), request.body.id, status);
        return ok(null);
      },
    );
  }

  app.post(
    `${PREFIX}/delete`,
    {
      config: {
        ...access,
        owner: { kind: 'teacher-account', at: 'body.id', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: 'Remove a teacher from the school (not while they teach classes)',
        body: ZTeacherIdBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await deleteTeacher(db, await managerOf(db, request.auth), request.body.id);
      return ok(null);
    },
  );

  app.get(
    `${PREFIX}/query`,
    {
      config: {
        ...access,
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: 'Teachers (paged) of the schools the caller manages',
        querystring: ZTeacherQuery,
        response: okResponse(ZPageOf(ZTeacherRow)),
      },
    },
    async (request) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const actor = await managerOf(db, request.auth);
      const { list, total } = await queryTeachers(db, scopeOf(actor, filter), {
        currentPage,
        pageSize,
      });
      return ok(pageOf(list, total, request.query));
    },
  );

  app.get(
    `${PREFIX}/search-list`,
    {
      config: {
        ...access,
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: 'Active teachers of a school for pickers (at most 100)',
        querystring: ZTeacherSearchQuery,
        response: okResponse(z.array(ZTeacherSearchItem)),
      },
    },
    async (request) => {
      const actor = await managerOf(db, request.auth);
      const { list } = await queryTeachers(db, scopeOf(actor, { ...request.query, status: 1 }), {
        currentPage: 1,
        pageSize: 100,
      });
      return ok(
        list.map((t) => ({ worksTeacherId: t.worksTeacherId, name: t.name, mobile: t.mobile })),
      );
    },
  );

  app.get(
    `${PREFIX}/export`,
    {
      config: {
        ...access,
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags,
        summary: 'Teachers as an xlsx file (same filters as query)',
        querystring: ZTeacherFilter,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const rows = await exportTeachers(
        db,
        scopeOf(await managerOf(db, request.auth), request.query),
      );
      return sendXlsx(
        reply,
        '教师列表.xlsx',
        '教师列表',
        [
          { header: '姓名', value: (r) => r.name },
          { header: '手机号', width: 14, value: (r) => r.mobile },
          { header: '学校', width: 24, value: (r) => r.schoolName },
          {
            header: '角色',
            width: 12,
            value: (r) => TEACHER_ROLE_LABELS[r.teacherRoleType as TTeacherRoleType] ?? '',
          },
          {
            header: '状态',
            width: 10,
            value: (r) => MEMBER_STATUS_LABELS[r.status as TMemberStatus] ?? '',
          },
          { header: '授课课班数', width: 12, value: (r) => r.classCount },
          { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
        ],
        rows,
      );
    },
  );
}
