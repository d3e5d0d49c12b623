import { AI_TOOL_TILE_TYPES, ClassMessages, Messages, ZAiToolConfig, ZId } from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import {
  assertOnSchool,
  canOnSchool,
  learnerHasSchool,
  resolveClassActor,
} from '../classes/classes.policy';
import { findSchoolById } from '../classes/classes.queries';
import { saveSchoolTools, schoolToolList } from './ai-tool-config.queries';

const PREFIX = '/api/v1/works-service/ai-tool-config';
const TILE_TYPES: readonly number[] = AI_TOOL_TILE_TYPES;

const ZSchoolIdQuery = z.object({ schoolId: ZId });
const ZEditBody = z.object({
  schoolId: ZId,
  toolList: z
    .array(
      z.object({
        toolType: z
          .number()
          .int()
          .refine((t) => TILE_TYPES.includes(t), Messages.FIELD_INVALID_VALUE),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(TILE_TYPES.length),
});

async function presentConfig(deps: TDeps, schoolId: number) {
  const toolList = await schoolToolList(deps.db, schoolId);
  return {
    schoolId,
    toolList,
    enabledToolTypes: toolList.filter((t) => t.enabled).map((t) => t.toolType),
  };
}

/**
 * The AI tools a school has opened (the tiles of /aiTools show 暂未开通 for the others).
 * Learners read their own schools; staff and school managers read and edit.
 */
export async function aiToolConfigRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db } = deps;

  app.get(
    `${PREFIX}/custom/get-by-school`,
    {
      config: { access: 'signed-in', owner: { kind: 'school', at: 'query.schoolId', deny: 403 } },
      schema: {
        tags: ['ai-tool-config'],
        summary: 'The AI tools a school has opened',
        querystring: ZSchoolIdQuery,
        response: okResponse(ZAiToolConfig),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { schoolId } = request.query;
      const allowed =
        auth.audience === 'learner'
          ? await learnerHasSchool(db, auth, schoolId)
          : canOnSchool(await resolveClassActor(db, auth), schoolId, 'view');
      if (!allowed) throw forbidden();
      return ok(await presentConfig(deps, schoolId));
    },
  );

  app.get(
    `${PREFIX}/mng/list`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags: ['ai-tool-config'],
        summary: 'The AI tools of a school (back office, school managers)',
        querystring: ZSchoolIdQuery,
        response: okResponse(ZAiToolConfig),
      },
    },
    async (request) => {
      assertOnSchool(await resolveClassActor(db, request.auth), request.query.schoolId, 'view');
      return ok(await presentConfig(deps, request.query.schoolId));
    },
  );

  app.post(
    `${PREFIX}/mng/edit`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
      },
      schema: {
        tags: ['ai-tool-config'],
        summary: 'Open or close AI tools for a school',
        body: ZEditBody,
        response: okResponse(ZAiToolConfig),
      },
    },
    async (request) => {
      const { schoolId, toolList } = request.body;
      assertOnSchool(await resolveClassActor(db, request.auth), schoolId, 'administer');
      if (!(await findSchoolById(db, schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
      if (new Set(toolList.map((t) => t.toolType)).size !== toolList.length) {
        throw badRequest('工具类型不能重复');
      }
      await saveSchoolTools(db, schoolId, toolList);
      return ok(await presentConfig(deps, schoolId));
    },
  );
}
