import {
  MEMBER_STATUS_LABELS,
  ZClassIdQuery,
  ZClassStudentQuery,
  ZErrorStudent,
  ZPageOf,
  ZPreValidAddQuery,
  ZPreValidAddResult,
  ZStudentRow,
  ZStudentSearchItem,
  ZStudentSearchQuery,
  type TMemberStatus,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { ok, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { resolveClassActor } from '../classes/classes.policy';
import { preValidateNames } from './pre-validate';
import {
  errorStudents,
  presentRosterRow,
  rosterAll,
  rosterPage,
  searchStudents,
} from './students.queries';

const PREFIX = '/api/v1/works-service/student/custom';
const tags = ['students'];

/** The teacher's views of a class's pupils: list, checks, search, export. */
export async function studentCustomReadRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;
  const actorOf = (auth: Parameters<typeof resolveClassActor>[1]) => resolveClassActor(db, auth);

  app.get(
    `${PREFIX}/pre-valid-add`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'Check a list of names before adding them (places, duplicates)',
        querystring: ZPreValidAddQuery,
        response: okResponse(ZPreValidAddResult),
      },
    },
    async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const cls = await loadClassFor(db, actor, request.query.classId, 'teach');
      return ok(await preValidateNames(db, cls, request.query.names));
    },
  );

  app.get(
    `${PREFIX}/class-list`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'The pupils of a class (paged; keyword: name or login name)',
        querystring: ZClassStudentQuery,
        response: okResponse(ZPageOf(ZStudentRow)),
      },
    },
    async (request) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await rosterPage(db, cls.id, request.query);
      return ok(pageOf(list, total, request.query));
    },
  );

  app.get(
    `${PREFIX}/error-students`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'Pupils of a class who cannot use it now, with the reasons',
        querystring: ZClassIdQuery,
        response: okResponse(z.array(ZErrorStudent)),
      },
    },
    async (request) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      return ok(await errorStudents(db, cls.id));
    },
  );

  app.get(
    `${PREFIX}/search`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'Pupils of the active school by name or login name (at most 20)',
        querystring: ZStudentSearchQuery,
        response: okResponse(z.array(ZStudentSearchItem)),
      },
    },
    async (request) => {
      const actor = await actorOf(request.auth);
      if (actor.kind !== 'teacher' && actor.kind !== 'manager') throw forbidden();
      if (request.query.classId !== undefined) {
        await loadClassFor(db, actor, request.query.classId, 'teach');
      }
      return ok(await searchStudents(db, actor.schoolId, request.query.keyword));
    },
  );

  app.get(
    `${PREFIX}/export`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'The pupils of a class as an xlsx file',
        querystring: ZClassIdQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      const rows = (await rosterAll(db, cls.id)).map(presentRosterRow);
      return sendXlsx(
        reply,
        `${cls.courseClassName}-学生名单.xlsx`,
        '学生名单',
        [
          { header: '序号', width: 8, value: (_r, i) => i + 1 },
          { header: '姓名', value: (r) => r.name },
          { header: '登录名', value: (r) => r.username },
          {
            header: '状态',
            width: 10,
            value: (r) => MEMBER_STATUS_LABELS[r.status as TMemberStatus] ?? '',
          },
          {
            header: '已修改初始密码',
            width: 14,
            value: (r) => (r.initialPasswordUnchanged ? '否' : '是'),
          },
          { header: '加入时间', width: 22, value: (r) => shanghaiDateTime(r.joinedAt) },
          { header: '设备标识', value: (r) => r.mac },
        ],
        rows,
      );
    },
  );
}
