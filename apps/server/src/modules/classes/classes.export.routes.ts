import { classEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { sendXlsx } from '../../platform/http/attachment';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { readInitialPasswords } from './initial-passwords';
import { rosterAll } from './students.queries';
import { loadClassFor } from './classes.admin';
import { startExport } from '../file-tasks';
import { classesExport } from './classes.exports';
import { assertNotStudent, resolveClassActor } from './classes.policy';

/**
 * Class exports: the class list (a file task), and a class's accounts with initial passwords
 * (one class: answered at once as xlsx).
 */
export async function classExportRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, classEndpoints.export, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), classesExport, request.query),
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
