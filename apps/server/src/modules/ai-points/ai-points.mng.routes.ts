import { aiPointEndpoints, AiWorkshopMessages } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { canOnSchool } from '../classes';
import { startExport } from '../file-tasks';
import { setPoints } from './points-budgets';
import { pointRecordsExport } from './points-exports';
import { createCodes } from './points-codes';
import { pointScopeOf, scopeOfActor, staffActorOf } from './points-policy';
import { presentAccount, presentRecord } from './points-presenter';
import { codesPage } from './points-codes.queries';
import { accountById, accountsPage, latestRecords, recordsPage } from './points-queries';
import { findRules, saveRules } from './points-rules';

/** The back office's points calls, and the records (scoped to what the caller may see). */
export async function aiPointsMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, aiPointEndpoints.recordPage, {
    owner: { kind: 'class', at: 'query.classId', deny: 'empty' },
    handler: async (request) => {
      const scope = await pointScopeOf(db, request.auth);
      const { list, total } = await recordsPage(db, request.query, scope);
      return pageOf(list.map(presentRecord), total, request.query);
    },
  });

  route(app, aiPointEndpoints.recordExport, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), pointRecordsExport, request.query),
  });

  route(app, aiPointEndpoints.accountPage, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const { list, total } = await accountsPage(
        db,
        request.query,
        scopeOfActor(actor, request.auth),
      );
      return pageOf(list.map(presentAccount), total, request.query);
    },
  });

  const detailOf = async (id: number) => {
    const row = await accountById(db, id);
    if (!row) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
    return { ...presentAccount(row), records: (await latestRecords(db, id)).map(presentRecord) };
  };

  route(app, aiPointEndpoints.accountDetail, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const row = await accountById(db, request.query.id);
      if (!row) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
      if (!canOnSchool(actor, row.schoolId, 'view')) throw forbidden();
      return detailOf(row.id);
    },
  });

  route(app, aiPointEndpoints.setPoints, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const id = await setPoints(db, actor, request.body, request.auth!.userId);
      return detailOf(id);
    },
  });

  route(app, aiPointEndpoints.rulesMng, { handler: async () => findRules(db) });

  route(app, aiPointEndpoints.setRules, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      if (actor.kind !== 'super') throw forbidden();
      await saveRules(db, request.body.list, request.auth!.userId);
      return findRules(db);
    },
  });

  route(app, aiPointEndpoints.codePage, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const { list, total } = await codesPage(db, request.query, scopeOfActor(actor, request.auth));
      return pageOf(
        list.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          usedAt: row.usedAt?.toISOString() ?? null,
        })),
        total,
        request.query,
      );
    },
  });

  route(app, aiPointEndpoints.createCodes, {
    handler: async (request) => {
      const actor = await staffActorOf(db, request.auth);
      return { codes: await createCodes(db, actor, request.body, request.auth!.userId) };
    },
  });
}
