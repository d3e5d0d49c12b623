import {
  ZAiToolClassGroup,
  ZClassIdBody,
  ZClassIdQuery,
  ZClassListItem,
  ZClassListQuery,
  ZLoginCards,
  ZResetClassCodeResult,
  ZSchoolQuery,
  ZTransferTarget,
  ZTransferTargetQuery,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { readInitialPasswords } from '../students/initial-passwords';
import { rosterAll } from '../students/students.queries';
import { loadClassFor, resetCodeOfClass } from './classes.admin';
import { aiToolClassGroup, listLearnerClasses } from './classes.learner';
import { transferTargets } from './classes.mng-queries';
import { assertNotStudent, resolveClassActor } from './classes.policy';

const PREFIX = '/api/v1/works-service/course-class/custom';
const tags = ['classes'];

/** The learner's class calls: my classes, tool groups, and the teacher's class tools. */
export async function classCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;

  app.get(
    `${PREFIX}/get-class-list`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'school', at: 'query.schoolId', deny: { student: 'empty', teacher: 403 } },
      },
      schema: {
        tags,
        summary:
          "My classes: a pupil's classes (every school), or those a teacher teaches in the active school",
        querystring: ZClassListQuery,
        response: okResponse(z.array(ZClassListItem)),
      },
    },
    async (request) =>
      ok(await listLearnerClasses(db, await resolveClassActor(db, request.auth), request.query)),
  );

  app.get(
    `${PREFIX}/ai-tool-class-group`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'school', at: 'query.schoolId', deny: { student: 'empty', teacher: 403 } },
      },
      schema: {
        tags,
        summary: "The caller's classes of a school grouped by the AI tools they carry",
        querystring: ZSchoolQuery,
        response: okResponse(ZAiToolClassGroup),
      },
    },
    async (request) =>
      ok(
        await aiToolClassGroup(
          db,
          await resolveClassActor(db, request.auth),
          request.query.schoolId,
        ),
      ),
  );

  app.get(
    `${PREFIX}/get-class-for-transfer-join-student`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: "Classes the teacher's pupils can be moved into (same school, open for joining)",
        querystring: ZTransferTargetQuery,
        response: okResponse(z.array(ZTransferTarget)),
      },
    },
    async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      const source =
        request.query.classId === undefined
          ? null
          : await loadClassFor(db, actor, request.query.classId, 'teach');
      return ok(await transferTargets(db, actor, source));
    },
  );

  app.post(
    `${PREFIX}/reset-class-code`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.id', deny: 403 } },
      schema: {
        tags,
        summary: 'Give the class a new code (the old one stops working)',
        body: ZClassIdBody,
        response: okResponse(ZResetClassCodeResult),
      },
    },
    async (request) =>
      ok(await resetCodeOfClass(db, await resolveClassActor(db, request.auth), request.body.id)),
  );

  app.get(
    `${PREFIX}/login-cards`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
      },
      schema: {
        tags,
        summary:
          'Printable sign-in cards: names, login names and initial passwords (for pupils who kept them)',
        querystring: ZClassIdQuery,
        response: okResponse(ZLoginCards),
      },
    },
    async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      assertNotStudent(actor);
      const cls = await loadClassFor(db, actor, request.query.classId, 'teach');
      const roster = await rosterAll(db, cls.id);
      const passwords = await readInitialPasswords(
        db,
        config.appSecret,
        roster.map((r) => r.userId),
      );
      return ok({
        classId: cls.id,
        courseClassName: cls.courseClassName,
        schoolName: cls.schoolName,
        platformSemesterName: cls.semesterName,
        list: roster.map((r) => ({
          worksStudentId: r.worksStudentId,
          name: r.name,
          username: r.username ?? '',
          initialPassword: passwords.get(r.userId) ?? null,
          loginUrl: `/login?type=1&username=${encodeURIComponent(r.username ?? '')}`,
        })),
      });
    },
  );
}
