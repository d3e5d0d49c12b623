import { MEMBER_STATUS_LABELS, studentEndpoints, type TMemberStatus } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from './classes.admin';
import { resolveClassActor } from './classes.policy';
import { preValidateNames } from './pre-validate';
import {
  errorStudents,
  presentRosterRow,
  rosterAll,
  rosterPage,
  searchStudents,
} from './students.queries';

/** The teacher's views of a class's pupils: list, checks, search, export. */
export async function studentCustomReadRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;
  const actorOf = (auth: Parameters<typeof resolveClassActor>[1]) => resolveClassActor(db, auth);

  route(app, studentEndpoints.preValidAdd, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const cls = await loadClassFor(db, actor, request.query.classId, 'teach');
      return await preValidateNames(db, cls, request.query.names);
    },
  });

  route(app, studentEndpoints.classList, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await rosterPage(db, cls.id, request.query);
      return pageOf(list, total, request.query);
    },
  });

  route(app, studentEndpoints.errorStudents, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      return await errorStudents(db, cls.id);
    },
  });

  route(app, studentEndpoints.search, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const actor = await actorOf(request.auth);
      if (actor.kind !== 'teacher' && actor.kind !== 'manager') throw forbidden();
      if (request.query.classId !== undefined) {
        await loadClassFor(db, actor, request.query.classId, 'teach');
      }
      return await searchStudents(db, actor.schoolId, request.query.keyword);
    },
  });

  route(app, studentEndpoints.exportClass, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request, reply) => {
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
  });
}
