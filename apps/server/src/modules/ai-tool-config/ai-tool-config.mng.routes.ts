import { aiToolConfigEndpoints, ClassMessages } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  assertOnSchool,
  canOnSchool,
  findSchoolById,
  learnerHasSchool,
  resolveClassActor,
} from '../classes';
import { saveSchoolTools, schoolToolList } from './ai-tool-config.queries';

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

  route(app, aiToolConfigEndpoints.bySchool, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403 },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { schoolId } = request.query;
      const allowed =
        auth.audience === 'learner'
          ? await learnerHasSchool(db, auth, schoolId)
          : canOnSchool(await resolveClassActor(db, auth), schoolId, 'view');
      if (!allowed) throw forbidden();
      return presentConfig(deps, schoolId);
    },
  });

  route(app, aiToolConfigEndpoints.list, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      assertOnSchool(await resolveClassActor(db, request.auth), request.query.schoolId, 'view');
      return presentConfig(deps, request.query.schoolId);
    },
  });

  route(app, aiToolConfigEndpoints.edit, {
    owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      const { schoolId, toolList } = request.body;
      assertOnSchool(await resolveClassActor(db, request.auth), schoolId, 'administer');
      if (!(await findSchoolById(db, schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
      if (new Set(toolList.map((t) => t.toolType)).size !== toolList.length) {
        throw badRequest('工具类型不能重复');
      }
      await saveSchoolTools(db, schoolId, toolList);
      return presentConfig(deps, schoolId);
    },
  });
}
