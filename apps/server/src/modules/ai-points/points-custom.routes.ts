import {
  AiWorkshopMessages,
  ZAiClassIdQuery,
  ZAiClassPoints,
  ZAiPointAllocateBody,
  ZAiPointCheck,
  ZAiPointCheckQuery,
  ZAiPointDailyLimitBody,
  ZAiPointHeader,
  ZAiPointMine,
  ZAiPointRedeemBody,
  ZAiPointRule,
  formatMessage,
  type TAiPointRuleType,
} from '@haoduo/contract';
import { z } from 'zod';
import { requireSchool } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { resolveClassActor } from '../classes/classes.policy';
import { allocateToPupils, setDailyLimit } from './points-budgets';
import { balanceOf } from './points-charges';
import { classDailyLimit, classPoints } from './points-class';
import { redeemCode } from './points-codes';
import { spentToday } from './points-ledger';
import { presentRecord } from './points-presenter';
import { latestRecords } from './points-queries';
import { costOf, findRules } from './points-rules';

const W = '/api/v1/works-service';
const tags = ['ai-points'];

/** The learner's points: the header, the cost check, their records; teachers' class budgets. */
export async function pointsCustomRoutes(app: TApp, { db }: TDeps): Promise<void> {
  app.get(
    `${W}/works/custom/ai-point/account-detail`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: "The header's AI points: the caller's balance in the active school",
        response: okResponse(ZAiPointHeader),
      },
    },
    async (request) => {
      const me = requireSchool(request.auth);
      const { pointAccountId, points } = await balanceOf(db, me.schoolId, me.accountId);
      return ok({ accountId: pointAccountId, points });
    },
  );

  app.get(
    `${W}/ai-point-account/custom/detail`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: "The caller's points, today's spending and latest 20 changes",
        response: okResponse(ZAiPointMine),
      },
    },
    async (request) => {
      const me = requireSchool(request.auth);
      const { pointAccountId, points } = await balanceOf(db, me.schoolId, me.accountId);
      const spent = await spentToday(db, [me.accountId], null);
      const records = pointAccountId === null ? [] : await latestRecords(db, pointAccountId);
      return ok({
        accountId: pointAccountId,
        points,
        todaySpent: spent.get(me.accountId) ?? 0,
        records: records.map(presentRecord),
      });
    },
  );

  app.get(
    `${W}/ai-point-account/custom/check-account-points`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Before a generation: what it costs, the balance, the balance after, and whether the daily limit of the class (classId) allows it',
        querystring: ZAiPointCheckQuery,
        response: okResponse(ZAiPointCheck),
      },
    },
    async (request) => {
      const me = requireSchool(request.auth);
      const { aiPointConfigRuleType: ruleType, classId } = request.query;
      const cost = await costOf(db, ruleType as TAiPointRuleType);
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
      return ok({
        aiPointConfigRuleType: ruleType,
        cost,
        points,
        remainingAfter: Math.max(0, points - cost),
        enough: message === null,
        dailyLimit,
        todaySpent,
        message,
      });
    },
  );

  app.get(
    `${W}/ai-point-config/custom/find`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: 'What each AI tool costs, so pages show the cost before a generation runs',
        response: okResponse(z.array(ZAiPointRule)),
      },
    },
    async () => ok(await findRules(db)),
  );

  app.post(
    `${W}/ai-point-account/custom/redeem-code`,
    {
      config: { access: 'learner', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Redeem a points code into the caller's points in the active school",
        body: ZAiPointRedeemBody,
        response: okResponse(ZAiPointHeader),
      },
    },
    async (request) => {
      const me = requireSchool(request.auth);
      const points = await redeemCode(db, me, request.body.code);
      const { pointAccountId } = await balanceOf(db, me.schoolId, me.accountId);
      return ok({ accountId: pointAccountId, points });
    },
  );

  const classDetail = async (auth: Parameters<typeof resolveClassActor>[1], classId: number) => {
    const cls = await loadClassFor(db, await resolveClassActor(db, auth), classId, 'teach');
    return classPoints(db, cls);
  };

  app.get(
    `${W}/ai-point-account/custom/class-detail`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: "A class's points budget, its daily limit and each pupil's points (its teachers)",
        querystring: ZAiClassIdQuery,
        response: okResponse(ZAiClassPoints),
      },
    },
    async (request) => ok(await classDetail(request.auth, request.query.classId)),
  );

  app.post(
    `${W}/ai-point-account/custom/allocate`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary: "Hand `points` of the class's budget to each chosen pupil (one transaction)",
        body: ZAiPointAllocateBody,
        response: okResponse(ZAiClassPoints),
      },
    },
    async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      await allocateToPupils(db, actor, request.body, request.auth!.userId);
      return ok(await classDetail(request.auth, request.body.classId));
    },
  );

  app.post(
    `${W}/ai-point-account/custom/set-daily-limit`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary: 'Set how many points each pupil may spend per day in the class (null: no limit)',
        body: ZAiPointDailyLimitBody,
        response: okResponse(ZAiClassPoints),
      },
    },
    async (request) => {
      const actor = await resolveClassActor(db, request.auth);
      await setDailyLimit(db, actor, request.body.classId, request.body.dailyLimit);
      return ok(await classDetail(request.auth, request.body.classId));
    },
  );
}
