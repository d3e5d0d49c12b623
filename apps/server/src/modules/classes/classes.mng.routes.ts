import {
  CLASS_STATUS_LABELS,
  STUDENT_CREATE_MODE_LABELS,
  ZClassCreateBody,
  ZClassCreateResult,
  ZClassIdBody,
  ZClassIdQuery,
  ZClassMngFilter,
  ZClassMngQuery,
  ZClassMngRow,
  ZClassStatusBody,
  ZClassUpdateBody,
  ZEffectiveEndDateBody,
  ZOptionalId,
  ZOptionalKeyword,
  ZPageOf,
  ZPlatformClassItem,
  ZResetClassCodeResult,
  ZStudentCreateModeBody,
  ZTransferTarget,
  ZTransferTargetQuery,
  type TClassStatus,
  type TStudentCreateMode,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { sendXlsx } from '../../platform/http/attachment';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { readInitialPasswords } from '../students/initial-passwords';
import { rosterAll } from '../students/students.queries';
import { formatTime } from '../students/students.custom.routes';
import {
  changeClassStatus,
  createClassByStaff,
  loadClassFor,
  resetCodeOfClass,
  updateClassByStaff,
  updateEffectiveEndDate,
  updateStudentCreateMode,
} from './classes.admin';
import {
  exportClasses,
  platformClassList,
  queryClasses,
  transferTargets,
} from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';

const PREFIX = '/api/v1/works-service/course-class/mng';
const tags = ['classes'];
const XLSX = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * The management calls on classes: back-office staff, the school's managers, and teachers
 * on the classes they teach (see classes.policy.ts for who may do what). Pupils are refused.
 */
export async function classMngRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };
  const access = { access: 'signed-in' as const };

  app.post(
    `${PREFIX}/create`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a class (staff, school managers); answers its new class code',
        body: ZClassCreateBody,
        response: okResponse(ZClassCreateResult),
      },
    },
    async (request) => ok(await createClassByStaff(db, await actorOf(request.auth), request.body)),
  );

  app.post(
    `${PREFIX}/update`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Update a class (not its school, status or code)',
        body: ZClassUpdateBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await updateClassByStaff(db, await actorOf(request.auth), request.body);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/update-status`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Change the class status: 10→60|110, 110→60, 60→100, any→99 (99 is final)',
        body: ZClassStatusBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await changeClassStatus(db, await actorOf(request.auth), request.body);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/reset-class-code`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Give the class a new code',
        body: ZClassIdBody,
        response: okResponse(ZResetClassCodeResult),
      },
    },
    async (request) => ok(await resetCodeOfClass(db, await actorOf(request.auth), request.body.id)),
  );

  app.post(
    `${PREFIX}/update-effective-end-date`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Set the last day pupils can use the class (null: no end)',
        body: ZEffectiveEndDateBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await updateEffectiveEndDate(db, await actorOf(request.auth), request.body);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/update-student-create-mode`,
    {
      config: access,
      schema: {
        tags,
        summary: "Who creates the pupils' accounts: 1 the teacher, 2 pupils with the class code",
        body: ZStudentCreateModeBody,
        response: okEmpty,
      },
    },
    async (request) => {
      await updateStudentCreateMode(db, await actorOf(request.auth), request.body);
      return ok(null);
    },
  );

  app.get(
    `${PREFIX}/query`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Classes (paged) the caller may see',
        querystring: ZClassMngQuery,
        response: okResponse(ZPageOf(ZClassMngRow)),
      },
    },
    async (request) => {
      const { list, total } = await queryClasses(db, await actorOf(request.auth), request.query);
      return ok(pageOf(list, total, request.query));
    },
  );

  app.get(
    `${PREFIX}/get-platform-class-list`,
    {
      config: access,
      schema: {
        tags,
        summary: 'A short list of classes for pickers (at most 500)',
        querystring: z.object({
          schoolId: ZOptionalId,
          semesterId: ZOptionalId,
          keyword: ZOptionalKeyword,
        }),
        response: okResponse(z.array(ZPlatformClassItem)),
      },
    },
    async (request) => ok(await platformClassList(db, await actorOf(request.auth), request.query)),
  );

  app.get(
    `${PREFIX}/get-class-for-transfer-join-student`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Classes pupils can be moved into',
        querystring: ZTransferTargetQuery,
        response: okResponse(z.array(ZTransferTarget)),
      },
    },
    async (request) => {
      const actor = await actorOf(request.auth);
      const source =
        request.query.classId === undefined
          ? null
          : await loadClassFor(db, actor, request.query.classId, 'teach');
      return ok(await transferTargets(db, actor, source));
    },
  );

  app.get(
    `${PREFIX}/export`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Classes as an xlsx file (same filters as query)',
        querystring: ZClassMngFilter,
        produces: XLSX,
      },
    },
    async (request, reply) => {
      const rows = await exportClasses(db, await actorOf(request.auth), request.query);
      return sendXlsx(
        reply,
        '课班列表.xlsx',
        '课班列表',
        [
          { header: '课班名称', width: 24, value: (r) => r.courseClassName },
          { header: '班级码', width: 12, value: (r) => r.classCode },
          {
            header: '状态',
            width: 10,
            value: (r) => CLASS_STATUS_LABELS[r.courseClassStatus as TClassStatus] ?? '',
          },
          { header: '学校', width: 24, value: (r) => r.schoolName },
          { header: '学期', width: 16, value: (r) => r.platformSemesterName },
          {
            header: '授课老师',
            width: 20,
            value: (r) => r.teacherList.map((t) => t.name).join('、'),
          },
          { header: '学生人数', width: 10, value: (r) => r.studentCount },
          { header: '人数上限', width: 10, value: (r) => r.limitStudentSize },
          { header: '有效期至', width: 12, value: (r) => r.effectiveEndDate },
          {
            header: '账号创建方式',
            width: 20,
            value: (r) =>
              STUDENT_CREATE_MODE_LABELS[r.studentCreateModeType as TStudentCreateMode] ?? '',
          },
          { header: '创建时间', width: 22, value: (r) => formatTime(r.createdAt) },
        ],
        rows,
      );
    },
  );

  app.get(
    `${PREFIX}/export-student-account`,
    {
      config: access,
      schema: {
        tags,
        summary:
          'The accounts of a class as xlsx: names, login names and initial passwords (while unchanged)',
        querystring: ZClassIdQuery,
        produces: XLSX,
      },
    },
    async (request, reply) => {
      const cls = await loadClassFor(
        db,
        await actorOf(request.auth),
        request.query.classId,
        'teach',
      );
      const roster = await rosterAll(db, cls.id);
      const passwords = await readInitialPasswords(
        db,
        config.appSecret,
        roster.map((r) => r.userId),
      );
      return sendXlsx(
        reply,
        `${cls.courseClassName}-学生账号.xlsx`,
        '学生账号',
        [
          { header: '序号', width: 8, value: (_r, i) => i + 1 },
          { header: '姓名', value: (r) => r.name },
          { header: '登录名', value: (r) => r.username },
          {
            header: '初始密码',
            value: (r) => passwords.get(r.userId) ?? '已修改，请使用自己的密码',
          },
          { header: '课班', width: 24, value: () => cls.courseClassName },
          { header: '学校', width: 24, value: () => cls.schoolName },
        ],
        roster,
      );
    },
  );
}
