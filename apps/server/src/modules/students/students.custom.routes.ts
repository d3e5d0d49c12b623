import {
  ClassMessages,
  formatMessage,
  MEMBER_STATUS_LABELS,
  ZAddStudentsBody,
  ZAddStudentsResult,
  ZClassIdQuery,
  ZClassStudentQuery,
  ZClassStudentsBody,
  ZErrorStudent,
  ZPageOf,
  ZPreValidAddQuery,
  ZPreValidAddResult,
  ZResetPwdBody,
  ZStudentCredential,
  ZStudentRow,
  ZStudentSearchItem,
  ZStudentSearchQuery,
  ZTransferStudentsBody,
  ZUpdateUsernameBody,
  type TMemberStatus,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { sendXlsx } from '../../platform/http/attachment';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { remainingPlaces } from '../classes/class-rules';
import { resolveClassActor } from '../classes/classes.policy';
import { countClassMembers } from '../classes/classes.queries';
import {
  addStudents,
  bindStudentsToClass,
  resetStudentPassword,
  setStudentsStatus,
  transferStudents,
  updateStudentUsername,
} from './students.service';
import {
  classMemberNames,
  errorStudents,
  presentRosterRow,
  rosterAll,
  rosterPage,
  searchStudents,
} from './students.queries';

const PREFIX = '/api/v1/works-service/student/custom';
const tags = ['students'];

/**
 * The teacher's class management of pupils (课班管理). Every call names a class (or a
 * pupil) the teacher teaches in the active school; managers of the school may act on all
 * its classes. Pupils are refused by the access level.
 */
export async function studentCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const actorOf = (auth: Parameters<typeof resolveClassActor>[1]) => resolveClassActor(db, auth);

  app.post(
    `${PREFIX}/add`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Create accounts for one or many pupils in a class (answers initial passwords)',
        body: ZAddStudentsBody,
        response: okResponse(ZAddStudentsResult),
      },
    },
    async (request) =>
      ok(await addStudents(db, config.appSecret, await actorOf(request.auth), request.body)),
  );

  app.get(
    `${PREFIX}/pre-valid-add`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Check a list of names before adding them (places, duplicates)',
        querystring: ZPreValidAddQuery,
        response: okResponse(ZPreValidAddResult),
      },
    },
    async (request) => {
      const actor = await actorOf(request.auth);
      const cls = await loadClassFor(db, actor, request.query.classId, 'teach');
      const names = request.query.names;
      const [existing, counts] = await Promise.all([
        classMemberNames(db, cls.id),
        countClassMembers(db, [cls.id]),
      ]);
      const remaining = remainingPlaces(cls.limitStudentSize, counts.get(cls.id) ?? 0);
      let placesLeft = remaining ?? Number.POSITIVE_INFINITY;
      const rows = names.map((name, i) => {
        const errors: string[] = [];
        const warnings: string[] = [];
        if (name.length > 32) errors.push('姓名太长了，最多32个字');
        if (names.indexOf(name) !== i)
          warnings.push(formatMessage(ClassMessages.NAMES_DUPLICATED, { names: name }));
        if (existing.has(name)) warnings.push(ClassMessages.NAME_IN_CLASS);
        if (errors.length === 0) {
          if (placesLeft <= 0) errors.push(ClassMessages.CLASS_FULL);
          else placesLeft -= 1;
        }
        return { name, valid: errors.length === 0, errors, warnings };
      });
      return ok({
        total: rows.length,
        validCount: rows.filter((r) => r.valid).length,
        remaining,
        rows,
      });
    },
  );

  app.post(
    `${PREFIX}/bind-class`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Put pupils of the school (by account id) into a class',
        body: ZClassStudentsBody,
        response: okResponse(z.object({ added: z.number().int() })),
      },
    },
    async (request) => ok(await bindStudentsToClass(db, await actorOf(request.auth), request.body)),
  );

  for (const [action, status] of [
    ['disable', 0],
    ['enable', 1],
  ] as const) {
    app.post(
      `${PREFIX}/${action}`,
      {
        config: { access: 'teacher' },
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Enable'} pupils in a class`,
          body: ZClassStudentsBody,
          response: okEmpty,
        },
      },
      async (request) => {
        await setStudentsStatus(db, await actorOf(request.auth), { ...request.body, status });
        return ok(null);
      },
    );
  }

  app.post(
    `${PREFIX}/resetPwd`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: "Give a pupil a new initial password (ends the pupil's sessions)",
        body: ZResetPwdBody,
        response: okResponse(ZStudentCredential),
      },
    },
    async (request) =>
      ok(
        await resetStudentPassword(
          db,
          config.appSecret,
          await actorOf(request.auth),
          request.body.studentId,
        ),
      ),
  );

  app.post(
    `${PREFIX}/updateUsername`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: "Change a pupil's login name",
        body: ZUpdateUsernameBody,
        response: okResponse(z.object({ username: z.string() })),
      },
    },
    async (request) =>
      ok(await updateStudentUsername(db, await actorOf(request.auth), request.body)),
  );

  app.post(
    `${PREFIX}/transfer-join-class-student`,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Move pupils to another class of the same school',
        body: ZTransferStudentsBody,
        response: okResponse(z.object({ moved: z.number().int() })),
      },
    },
    async (request) => ok(await transferStudents(db, await actorOf(request.auth), request.body)),
  );

  app.get(
    `${PREFIX}/class-list`,
    {
      config: { access: 'teacher' },
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
      config: { access: 'teacher' },
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
      config: { access: 'teacher' },
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
      config: { access: 'teacher' },
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
          { header: '加入时间', width: 22, value: (r) => formatTime(r.joinedAt) },
          { header: '设备标识', value: (r) => r.mac },
        ],
        rows,
      );
    },
  );
}

/** ISO time → `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, for spreadsheets. */
export function formatTime(iso: string): string {
  const shanghai = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return shanghai.toISOString().slice(0, 19).replace('T', ' ');
}
