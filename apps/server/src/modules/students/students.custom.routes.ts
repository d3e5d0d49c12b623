import {
  ZAddStudentsBody,
  ZAddStudentsResult,
  ZClassStudentsBody,
  ZResetPwdBody,
  ZStudentCredential,
  ZTransferStudentsBody,
  ZUpdateUsernameBody,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { resolveClassActor } from '../classes/classes.policy';
import {
  addStudents,
  bindStudentsToClass,
  resetStudentPassword,
  setStudentsStatus,
  updateStudentUsername,
} from './students.service';
import { transferStudents } from './students.moves';

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
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
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

  app.post(
    `${PREFIX}/bind-class`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
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
        config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
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
      config: { access: 'teacher', owner: { kind: 'pupil', at: 'body.studentId', deny: 403 } },
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
      config: { access: 'teacher', owner: { kind: 'pupil', at: 'body.studentId', deny: 403 } },
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
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.fromClassId', deny: 403 } },
      schema: {
        tags,
        summary: 'Move pupils to another class of the same school',
        body: ZTransferStudentsBody,
        response: okResponse(z.object({ moved: z.number().int() })),
      },
    },
    async (request) => ok(await transferStudents(db, await actorOf(request.auth), request.body)),
  );
}
