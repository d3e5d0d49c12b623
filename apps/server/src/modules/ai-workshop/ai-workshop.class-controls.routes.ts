import {
  AI_CONTROL_POLL_SECONDS,
  AiWorkshopMessages,
  Messages,
  ZAiClassControl,
  ZAiClassControlSetBody,
  ZAiClassIdBody,
  ZAiClassIdQuery,
  ZAiClassStatus,
  ZAiClassStatusQuery,
  ZAiLessonOpenBody,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import { badRequest } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { resolveClassActor } from '../classes/classes.policy';
import {
  blockReason,
  closeLesson,
  findControl,
  openLesson,
  presentControl,
  saveControl,
  stateOf,
} from './class-controls.service';
import type { TWorkshop } from './workshop-context';
import { resolveCreator, type TCreatorTool } from './workshop-policy';

const P = '/api/v1/works-service/ai-class-control/custom';
const tags = ['ai-workshop'];

/** The class a pupil's job of `tool` would use when it names none (teachers must name one). */
async function jobClass(db: TWorkshop['db'], auth: TAuth | null, tool: TCreatorTool) {
  const { cls } = await resolveCreator(db, auth, tool, undefined);
  if (!cls) {
    throw badRequest(Messages.VALIDATION_FAILED, [
      { field: 'classId', message: Messages.FIELD_REQUIRED },
    ]);
  }
  return cls;
}

/**
 * The teacher's controls of a class's AI generation, and the cheap status pupils' pages
 * poll every few seconds (AI_CONTROL_POLL_SECONDS) to reflect them.
 */
export function classControlRoutes(app: TApp, { db }: TWorkshop): void {
  const teacherClass = async (auth: TAuth | null, classId: number) => {
    const actor = await resolveClassActor(db, auth);
    const cls = await loadClassFor(db, actor, classId, 'teach');
    return { cls, accountId: auth?.accountId ?? 0 };
  };

  app.get(
    `${P}/detail`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: "A class's AI controls: paused, locked tools, lesson required and open",
        querystring: ZAiClassIdQuery,
        response: okResponse(ZAiClassControl),
      },
    },
    async (request) => {
      const { cls } = await teacherClass(request.auth, request.query.classId);
      return ok(presentControl(cls, stateOf(await findControl(db, cls.id))));
    },
  );

  app.post(
    `${P}/set`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Pause or resume generation for a class, lock tools, or require an open lesson (primary grades); takes effect for the next request',
        body: ZAiClassControlSetBody,
        response: okResponse(ZAiClassControl),
      },
    },
    async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      const row = await saveControl(db, cls.id, request.body, accountId);
      return ok(presentControl(cls, stateOf(row)));
    },
  );

  app.post(
    `${P}/lesson/open`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Open a lesson for the class (default 45 minutes): pupils may generate while it is open',
        body: ZAiLessonOpenBody,
        response: okResponse(ZAiClassControl),
      },
    },
    async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      const row = await openLesson(db, cls.id, request.body.minutes, accountId);
      return ok(presentControl(cls, stateOf(row)));
    },
  );

  app.post(
    `${P}/lesson/close`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary: "Close the class's lesson (and lift the tool locks set for it)",
        body: ZAiClassIdBody,
        response: okResponse(ZAiClassControl),
      },
    },
    async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      return ok(presentControl(cls, stateOf(await closeLesson(db, cls.id, accountId))));
    },
  );

  app.get(
    `${P}/status`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: `What pupils' pages poll (every ${AI_CONTROL_POLL_SECONDS} s): may the class generate now, and if not, why; without classId, the class a job of \`tool\` would use`,
        querystring: ZAiClassStatusQuery,
        response: okResponse(ZAiClassStatus),
      },
    },
    async (request) => {
      const { classId, tool } = request.query;
      const cls =
        classId === undefined
          ? await jobClass(db, request.auth, tool ?? 'draw')
          : await loadClassFor(db, await resolveClassActor(db, request.auth), classId, 'view');
      const state = stateOf(await findControl(db, cls.id));
      // With `tool`, a lock of that tool is a reason too (its message names the tool).
      const reason = blockReason(state, tool ?? null);
      return ok({
        classId: cls.id,
        paused: state.paused,
        lockedTools: state.lockedTools,
        lessonRequired: state.lessonRequired,
        lessonOpen: state.lessonOpen,
        canGenerate: reason === null,
        message: reason ?? AiWorkshopMessages.CAN_GENERATE,
        pollSeconds: AI_CONTROL_POLL_SECONDS,
      });
    },
  );
}
