import {
  MEMBER_STATUS_LABELS,
  MemberStatus,
  TEACHER_ROLE_LABELS,
  teacherEndpoints,
  type TMemberStatus,
  type TTeacherRoleType,
} from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { canOnSchool, resolveClassActor, type TClassActor, visibleSchoolIds } from '../classes';
import { exportTeachers, queryTeachers, type TTeacherFilter } from './teachers.queries';
import { addTeacher, deleteTeacher, setTeacherStatus, updateTeacher } from './teachers.service';

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
    handler: async (request, reply) => {
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
  });
}
