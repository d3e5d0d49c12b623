import {
  CLASS_STATUS_LABELS,
  classEndpoints,
  STUDENT_CREATE_MODE_LABELS,
  type TClassStatus,
  type TStudentCreateMode,
} from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { shanghaiDateTime } from '../../platform/china-time';
import { sendXlsx } from '../../platform/http/attachment';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { readInitialPasswords } from './initial-passwords';
import { rosterAll } from './students.queries';
import { loadClassFor } from './classes.admin';
import { exportClasses } from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';

/** Class exports (xlsx): the class list, and a class's accounts with initial passwords. */
export async function classExportRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, classEndpoints.export, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request, reply) => {
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
          { header: '创建时间', width: 22, value: (r) => shanghaiDateTime(r.createdAt) },
        ],
        rows,
      );
    },
  });

  route(app, classEndpoints.exportStudentAccounts, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request, reply) => {
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
  });
}
