import {
  AccountType,
  AI_CONTROL_POLL_SECONDS,
  aiClassControlEndpoints,
  AiWorkshopMessages,
  Messages,
} from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import { badRequest } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor, resolveClassActor } from '../classes';
import { pupilBlockReason } from '../safety';
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

  route(app, aiClassControlEndpoints.detail, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { cls } = await teacherClass(request.auth, request.query.classId);
      return presentControl(cls, stateOf(await findControl(db, cls.id)));
    },
  });

  route(app, aiClassControlEndpoints.set, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      const row = await saveControl(db, cls.id, request.body, accountId);
      return presentControl(cls, stateOf(row));
    },
  });

  route(app, aiClassControlEndpoints.lessonOpen, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      const row = await openLesson(db, cls.id, request.body.minutes, accountId);
      return presentControl(cls, stateOf(row));
    },
  });

  route(app, aiClassControlEndpoints.lessonClose, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const { cls, accountId } = await teacherClass(request.auth, request.body.classId);
      return presentControl(cls, stateOf(await closeLesson(db, cls.id, accountId)));
    },
  });

  route(app, aiClassControlEndpoints.status, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { classId, tool } = request.query;
      const cls =
        classId === undefined
          ? await jobClass(db, request.auth, tool ?? 'draw')
          : await loadClassFor(db, await resolveClassActor(db, request.auth), classId, 'view');
      const state = stateOf(await findControl(db, cls.id));
      // With `tool`, a lock of that tool is a reason too (its message names the tool); a
      // pupil's own pause or lock (the safety domain's) counts as well.
      const pupil =
        request.auth?.accountType === AccountType.STUDENT && request.auth.accountId !== null
          ? await pupilBlockReason(db, cls.id, request.auth.accountId, tool ?? null)
          : null;
      const reason = blockReason(state, tool ?? null) ?? pupil;
      return {
        classId: cls.id,
        paused: state.paused,
        lockedTools: state.lockedTools,
        lessonRequired: state.lessonRequired,
        lessonOpen: state.lessonOpen,
        canGenerate: reason === null,
        message: reason ?? AiWorkshopMessages.CAN_GENERATE,
        pollSeconds: AI_CONTROL_POLL_SECONDS,
      };
    },
  });
}
