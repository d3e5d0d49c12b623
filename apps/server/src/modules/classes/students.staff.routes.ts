import { MemberStatus, studentMngEndpoints } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../platform/audit/audit';
import type { TDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/http/attachment';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TChangeNote } from './change-note';
import { assertNotStudent, resolveClassActor } from './classes.policy';
import { loginCardsOf } from './login-cards';
import { printListPdf } from './print-list-pdf';
import { transferStudents } from './students.moves';
import {
  addStudents,
  bindStudentsToClass,
  resetStudentPassword,
  setStudentsStatus,
  updateStudentUsername,
} from './students.service';

/**
 * The staff's versions of the teacher's pupil actions (student/mng/*): the same services,
 * on any class (or pupil) of the caller's data scope; 403 outside it.
 */
export async function studentStaffRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  // Each write records its call, row and change in its own transaction.
  const noteOf =
    (request: FastifyRequest): TChangeNote =>
    (tx, change) =>
      recordChange(tx, request, change);
  const actorOf = async (request: FastifyRequest) => {
    const actor = await resolveClassActor(db, request.auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, studentMngEndpoints.mngAdd, {
    handler: async (request) =>
      addStudents(db, config.appSecret, await actorOf(request), request.body, noteOf(request)),
  });

  route(app, studentMngEndpoints.mngBindClass, {
    handler: async (request) =>
      bindStudentsToClass(db, await actorOf(request), request.body, noteOf(request)),
  });

  for (const [endpoint, status] of [
    [studentMngEndpoints.mngDisable, MemberStatus.DISABLED],
    [studentMngEndpoints.mngEnable, MemberStatus.ENABLED],
  ] as const) {
    route(app, endpoint, {
      handler: async (request) => {
        await setStudentsStatus(
          db,
          await actorOf(request),
          { ...request.body, status },
          noteOf(request),
        );
        return null;
      },
    });
  }

  route(app, studentMngEndpoints.mngResetPassword, {
    handler: async (request) =>
      resetStudentPassword(
        db,
        config.appSecret,
        await actorOf(request),
        request.body.studentId,
        noteOf(request),
      ),
  });

  route(app, studentMngEndpoints.mngUpdateUsername, {
    handler: async (request) =>
      updateStudentUsername(db, await actorOf(request), request.body, noteOf(request)),
  });

  route(app, studentMngEndpoints.mngTransfer, {
    handler: async (request) =>
      transferStudents(db, await actorOf(request), request.body, noteOf(request)),
  });

  route(app, studentMngEndpoints.mngPrintList, {
    handler: async (request) =>
      loginCardsOf(db, config.appSecret, await actorOf(request), request.query.classId),
  });

  route(app, studentMngEndpoints.mngPrintListPdf, {
    handler: async (request, reply) => {
      const file = await printListPdf(db, await actorOf(request), request.query.classId);
      return sendAttachment(reply, { ...file, contentType: 'application/pdf' });
    },
  });
}
