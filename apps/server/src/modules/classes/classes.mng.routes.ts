import {
  ZClassCreateBody,
  ZClassCreateResult,
  ZClassIdBody,
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
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import {
  changeClassStatus,
  createClassByStaff,
  loadClassFor,
  resetCodeOfClass,
  updateClassByStaff,
  updateEffectiveEndDate,
  updateStudentCreateMode,
} from './classes.admin';
import { platformClassList, queryClasses, transferTargets } from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';

const PREFIX = '/api/v1/works-service/course-class/mng';
const tags = ['classes'];

/**
 * The management calls on classes: back-office staff, the school's managers, and teachers
 * on the classes they teach (see classes.policy.ts for who may do what). Pupils are refused.
 */
export async function classMngRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;
  const actorOf = async (auth: Parameters<typeof resolveClassActor>[1]) => {
    const actor = await resolveClassActor(db, auth);
    assertNotStudent(actor);
    return actor;
  };
  const access = { access: 'signed-in' as const };

  app.post(
    `${PREFIX}/create`,
    {
      config: {
        ...access,
        owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
      },
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
      config: { ...access, owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['manager'] } },
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
      config: { ...access, owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['manager'] } },
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
      config: { ...access, owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] } },
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
      config: { ...access, owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] } },
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
      config: { ...access, owner: { kind: 'class', at: 'body.id', deny: 403, pass: ['teacher'] } },
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
      config: {
        ...access,
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
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
      config: {
        ...access,
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['teacher'] },
      },
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
      config: {
        ...access,
        owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
      },
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
}
