import {
  AI_POINT_OWNER_LABELS,
  AI_POINT_RULE_LABELS,
  AI_POINT_TYPE_LABELS,
  AiPointLimit,
  AiWorkshopMessages,
  ZAiPointAccountDetail,
  ZAiPointAccountIdQuery,
  ZAiPointAccountMngQuery,
  ZAiPointAccountPage,
  ZAiPointCodeCreateBody,
  ZAiPointCodePage,
  ZAiPointCodeQuery,
  ZAiPointRecordPage,
  ZAiPointRecordQuery,
  ZAiPointRule,
  ZAiPointRuleSetBody,
  ZAiPointSetBody,
  type TAiPointOwnerType,
  type TAiPointRuleType,
  type TAiPointType,
} from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import { forbidden, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { sendXlsx, type TSheetColumn } from '../../platform/http/attachment';
import type { TApp } from '../../platform/http/types';
import { canOnSchool } from '../classes/classes.policy';
import { setPoints } from './points-budgets';
import { createCodes } from './points-codes';
import { pointScopeOf, scopeOfActor, staffActorOf } from './points-policy';
import { presentAccount, presentRecord } from './points-presenter';
import {
  accountById,
  accountsPage,
  codesPage,
  latestRecords,
  recordsAll,
  recordsPage,
  type TRecordRow,
} from './points-queries';
import { findRules, saveRules } from './points-rules';

const W = '/api/v1/works-service';
const tags = ['ai-points'];

const RECORD_COLUMNS: TSheetColumn<TRecordRow>[] = [
  { header: '时间', width: 20, value: (r) => r.createdAt.toISOString() },
  { header: '学校', width: 20, value: (r) => r.schoolName },
  { header: '账户类型', value: (r) => AI_POINT_OWNER_LABELS[r.ownerType as TAiPointOwnerType] },
  { header: '账户', width: 18, value: (r) => r.ownerName },
  { header: '班级', width: 18, value: (r) => r.className },
  { header: '变动类型', value: (r) => AI_POINT_TYPE_LABELS[r.pointType as TAiPointType] },
  {
    header: 'AI工具',
    value: (r) => (r.ruleType === null ? '' : AI_POINT_RULE_LABELS[r.ruleType as TAiPointRuleType]),
  },
  { header: '点数变动', value: (r) => r.points },
  { header: '变动后余额', value: (r) => r.balance },
  { header: '原因', width: 30, value: (r) => r.reason },
  { header: '操作人', value: (r) => r.operatorName },
];

/** The back office's points calls, and the records (scoped to what the caller may see). */
export async function pointsMngRoutes(app: TApp, { db }: TDeps): Promise<void> {
  app.get(
    `${W}/ai-point-record/page`,
    {
      config: { access: 'signed-in', owner: { kind: 'class', at: 'query.classId', deny: 'empty' } },
      schema: {
        tags,
        summary:
          'Point records, newest first: every school for super administrators, a school for its managers, taught classes and own points for teachers, own points for pupils',
        querystring: ZAiPointRecordQuery,
        response: okResponse(ZAiPointRecordPage),
      },
    },
    async (request) => {
      const scope = await pointScopeOf(db, request.auth);
      const { list, total } = await recordsPage(db, request.query, scope);
      return ok(pageOf(list.map(presentRecord), total, request.query));
    },
  );

  app.get(
    `${W}/ai-point-record/export`,
    {
      config: { access: 'signed-in', owner: { kind: 'class', at: 'query.classId', deny: 'empty' } },
      schema: {
        tags,
        summary: 'The same records as an Excel file (xlsx, at most 50,000 rows)',
        querystring: ZAiPointRecordQuery,
      },
    },
    async (request, reply) => {
      const scope = await pointScopeOf(db, request.auth);
      const rows = await recordsAll(db, request.query, scope, AiPointLimit.EXPORT_MAX_ROWS);
      return sendXlsx(reply, 'AI点数记录.xlsx', 'AI点数记录', RECORD_COLUMNS, rows);
    },
  );

  app.get(
    `${W}/ai-point-account/mng/page`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Point accounts (schools, classes, people) with their balances',
        querystring: ZAiPointAccountMngQuery,
        response: okResponse(ZAiPointAccountPage),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const { list, total } = await accountsPage(
        db,
        request.query,
        scopeOfActor(actor, request.auth),
      );
      return ok(pageOf(list.map(presentAccount), total, request.query));
    },
  );

  const detailOf = async (id: number) => {
    const row = await accountById(db, id);
    if (!row) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
    return { ...presentAccount(row), records: (await latestRecords(db, id)).map(presentRecord) };
  };

  app.get(
    `${W}/ai-point-account/mng/detail`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One point account and its latest 20 changes',
        querystring: ZAiPointAccountIdQuery,
        response: okResponse(ZAiPointAccountDetail),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const row = await accountById(db, request.query.id);
      if (!row) throw notFound(AiWorkshopMessages.POINT_ACCOUNT_NOT_FOUND);
      if (!canOnSchool(actor, row.schoolId, 'view')) throw forbidden();
      return ok(await detailOf(row.id));
    },
  );

  app.post(
    `${W}/ai-point-account/mng/set-points`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Set a balance (with a reason): by account id, or for a class, a person's school account or a school. A class's or person's points come from (or go back to) the school's budget.",
        body: ZAiPointSetBody,
        response: okResponse(ZAiPointAccountDetail),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const id = await setPoints(db, actor, request.body, request.auth!.userId);
      return ok(await detailOf(id));
    },
  );

  app.get(
    `${W}/ai-point-config/mng/find`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Point rules: [{ aiPointConfigRuleType, points }] per tool type',
        response: okResponse(z.array(ZAiPointRule)),
      },
    },
    async () => ok(await findRules(db)),
  );

  app.post(
    `${W}/ai-point-config/mng/set`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Set the cost of tools: { list: [{ aiPointConfigRuleType, points }] } (super administrators)',
        body: ZAiPointRuleSetBody,
        response: okResponse(z.array(ZAiPointRule)),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      if (actor.kind !== 'super') throw forbidden();
      await saveRules(db, request.body.list, request.auth!.userId);
      return ok(await findRules(db));
    },
  );

  app.get(
    `${W}/ai-point-code-record/mng/page`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Points codes made for schools, and who redeemed them',
        querystring: ZAiPointCodeQuery,
        response: okResponse(ZAiPointCodePage),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const { list, total } = await codesPage(db, request.query, scopeOfActor(actor, request.auth));
      return ok(
        pageOf(
          list.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            usedAt: row.usedAt?.toISOString() ?? null,
          })),
          total,
          request.query,
        ),
      );
    },
  );

  app.post(
    `${W}/ai-point-code-record/mng/create`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Make a batch of points codes for a school (each redeemable once)',
        body: ZAiPointCodeCreateBody,
        response: okResponse(z.object({ codes: z.array(z.string()) })),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      return ok({ codes: await createCodes(db, actor, request.body, request.auth!.userId) });
    },
  );
}
