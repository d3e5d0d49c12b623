import { aiToolConfigEndpoints, ClassMessages } from '@haoduo/contract';
import { recordChange } from '../../platform/audit/audit';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import type { TDeps } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { saveSchoolTools, schoolToolList } from './ai-tool-config.queries';

/**
 * What this module needs to know of schools and of who may act on them. The classes domain
 * provides it (the app wires it), so the two modules do not import each other: the classes
 * domain reads the tools a school has opened from this module.
 */
export interface TSchoolAccessPort {
  /** A learner with an account in the school, or staff who may view it. */
  mayRead(db: TDb, auth: TAuth, schoolId: number): Promise<boolean>;
  /** 403 unless the caller may act on the school at this level. */
  assertOn(
    db: TDb,
    auth: TAuth | null,
    schoolId: number,
    level: 'view' | 'administer',
  ): Promise<void>;
  exists(db: TDb, schoolId: number): Promise<boolean>;
}

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
export async function aiToolConfigRoutes(
  app: TApp,
  deps: TDeps,
  schools: TSchoolAccessPort,
): Promise<void> {
  const { db } = deps;

  route(app, aiToolConfigEndpoints.bySchool, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403 },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { schoolId } = request.query;
      if (!(await schools.mayRead(db, auth, schoolId))) throw forbidden();
      return presentConfig(deps, schoolId);
    },
  });

  route(app, aiToolConfigEndpoints.list, {
    owner: { kind: 'school', at: 'query.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      await schools.assertOn(db, request.auth, request.query.schoolId, 'view');
      return presentConfig(deps, request.query.schoolId);
    },
  });

  route(app, aiToolConfigEndpoints.edit, {
    owner: { kind: 'school', at: 'body.schoolId', deny: 403, pass: ['manager'] },
    handler: async (request) => {
      const { schoolId, toolList } = request.body;
      await schools.assertOn(db, request.auth, schoolId, 'administer');
      if (!(await schools.exists(db, schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
      if (new Set(toolList.map((t) => t.toolType)).size !== toolList.length) {
        throw badRequest('工具类型不能重复');
      }
      await saveSchoolTools(db, schoolId, toolList);
      return presentConfig(deps, schoolId);
    },
  });

  // Open or close one tool: the change and the tools before and after go to the audit log.
  for (const [endpoint, enabled] of [
    [aiToolConfigEndpoints.add, true],
    [aiToolConfigEndpoints.delete, false],
  ] as const) {
    route(app, endpoint, {
      handler: async (request) => {
        const { schoolId, toolType } = request.body;
        await schools.assertOn(db, request.auth, schoolId, 'administer');
        if (!(await schools.exists(db, schoolId))) throw notFound(ClassMessages.SCHOOL_NOT_FOUND);
        const before = (await presentConfig(deps, schoolId)).enabledToolTypes;
        await db.transaction(async (tx) => {
          await saveSchoolTools(tx, schoolId, [{ toolType, enabled }]);
          const after = enabled
            ? [...new Set([...before, toolType])]
            : before.filter((t) => t !== toolType);
          await recordChange(tx, request, {
            targetType: 'school_ai_tools',
            targetId: schoolId,
            before: { enabledToolTypes: before },
            after: { enabledToolTypes: after.sort((a, b) => a - b) },
          });
        });
        return presentConfig(deps, schoolId);
      },
    });
  }
}
