import { aiPointEndpoints, AiWorkshopMessages, formatMessage } from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { loadClassFor, resolveClassActor } from '../classes';
import { allocateToPupils, setDailyLimit } from './points-budgets';
import { balanceOf } from './points-charges';
import { classDailyLimit, classPoints } from './points-class';
import { redeemCode } from './points-codes';
import { spentToday } from './points-ledger';
import { presentRecord } from './points-presenter';
import { latestRecords } from './points-queries';
import { costOf, findRules } from './points-rules';

/** The learner's points: the header, the cost check, their records; teachers' class budgets. */
export async function aiPointsCustomRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, aiPointEndpoints.header, {
    handler: async (request) => {
      const me = requireSchool(request.auth);
      const { pointAccountId, points } = await balanceOf(db, me.schoolId, me.accountId);
      return { accountId: pointAccountId, points };
    },
  });

  route(app, aiPointEndpoints.mine, {
    handler: async (request) => {
      const me = requireSchool(request.auth);
      const { pointAccountId, points } = await balanceOf(db, me.schoolId, me.accountId);
      const spent = await spentToday(db, [me.accountId], null);
      const records = pointAccountId === null ? [] : await latestRecords(db, pointAccountId);
      return {
        accountId: pointAccountId,
        points,
        todaySpent: spent.get(me.accountId) ?? 0,
        records: records.map(presentRecord),
      };
    },
  });

  route(app, aiPointEndpoints.check, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const me = requireSchool(request.auth);
      const { aiPointConfigRuleType: ruleType, classId } = request.query;
      const cost = await costOf(db, ruleType);
      const { points } = await balanceOf(db, me.schoolId, me.accountId);
      let dailyLimit: number | null = null;
      let todaySpent = 0;
      if (classId !== undefined) {
        const cls = await loadClassFor(
          db,
          await resolveClassActor(db, request.auth),
          classId,
          'view',
        );
        dailyLimit = await classDailyLimit(db, cls);
        todaySpent = (await spentToday(db, [me.accountId], cls.id)).get(me.accountId) ?? 0;
      }
      const overLimit = dailyLimit !== null && todaySpent + cost > dailyLimit;
      const message =
        points < cost
          ? formatMessage(AiWorkshopMessages.POINTS_NOT_ENOUGH, { cost, points })
          : overLimit
            ? formatMessage(AiWorkshopMessages.DAILY_LIMIT_REACHED, { limit: dailyLimit! })
            : null;
      return {
        aiPointConfigRuleType: ruleType,
        cost,
        points,
        remainingAfter: Math.max(0, points - cost),
        enough: message === null,
        dailyLimit,
        todaySpent,
        message,
      };
    },
  });

  route(app, aiPointEndpoints.rules, { handler: async () => findRules(db) });

  route(app, aiPointEndpoints.redeemCode, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (request) => {
      const me = requireSchool(request.auth);
      const points = await redeemCode(db, me, request.body.code);
      const { pointAccountId } = await balanceOf(db, me.schoolId, me.accountId);
      return { accountId: pointAccountId, points };
    },
  });

  const classDetail = async (auth: Parameters<typeof resolveClassActor>[1], classId: number) => {
    const cls = await loadClassFor(db, await resolveClassActor(db, auth), classId, 'teach');
    return classPoints(db, cls);
  };

  route(app, aiPointEndpoints.classDetail, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => classDetail(request.auth, request.query.classId),
  });

  route(app, aiPointEndpoints.allocate, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      await allocateToPupils(db, actor, request.body, request.auth!.userId);
      return classDetail(request.auth, request.body.classId);
    },
  });

  route(app, aiPointEndpoints.setDailyLimit, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      await setDailyLimit(db, actor, request.body.classId, request.body.dailyLimit);
      return classDetail(request.auth, request.body.classId);
    },
  });
}
