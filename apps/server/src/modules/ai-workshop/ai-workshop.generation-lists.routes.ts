import {
  ZAiClassHistoryQuery,
  ZAiClassIdQuery,
  ZAiDrawErrorStudent,
  ZAiJobMngQuery,
  ZAiJobWithAuthorPage,
  type TAiDrawErrorStudent,
} from '@haoduo/contract';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, aiGenerations, users } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { ok, okResponse } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { loadClassFor } from '../classes/classes.admin';
import { resolveClassActor, visibleSchoolIds } from '../classes/classes.policy';
import { staffActorOf } from '../ai-points/points-policy';
import { presentAuthored } from './generation-presenter';
import { classHistoryPage, drawErrorStudents, mngPage } from './generation-queries';
import type { TWorkshop } from './workshop-context';

const W = '/api/v1/works-service';
const tags = ['ai-workshop'];

async function errorStudentsOf(db: TDb, classId: number): Promise<TAiDrawErrorStudent[]> {
  const groups = await drawErrorStudents(db, classId);
  if (groups.length === 0) return [];
  const [people, last] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name, username: users.username })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(
        inArray(
          accounts.id,
          groups.map((g) => g.accountUserId),
        ),
      ),
    db
      .select({
        id: aiGenerations.id,
        prompt: aiGenerations.prompt,
        error: aiGenerations.errorMessage,
      })
      .from(aiGenerations)
      .where(
        inArray(
          aiGenerations.id,
          groups.map((g) => g.lastId),
        ),
      ),
  ]);
  const byPerson = new Map(people.map((p) => [p.id, p]));
  const byId = new Map(last.map((g) => [g.id, g]));
  return groups
    .map((group) => ({
      accountUserId: group.accountUserId,
      name: byPerson.get(group.accountUserId)?.name ?? '',
      username: byPerson.get(group.accountUserId)?.username ?? null,
      failedCount: Number(group.failedCount),
      refusedCount: Number(group.refusedCount),
      lastErrorMessage: byId.get(group.lastId)?.error ?? null,
      lastPrompt: byId.get(group.lastId)?.prompt ?? '',
      lastFailedAt: new Date(group.lastFailedAt).toISOString(),
    }))
    .sort((a, b) => b.lastFailedAt.localeCompare(a.lastFailedAt));
}

/** The teacher's and the back office's views of generations. */
export function generationListRoutes(app: TApp, { db, registry }: TWorkshop): void {
  app.get(
    `${W}/ai-draw-color/custom/templates`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: 'The line drawings to colour (templateId of ai-draw-color/custom/add)',
        response: okResponse(
          z.array(z.object({ id: z.string(), title: z.string(), prompt: z.string() })),
        ),
      },
    },
    async () => ok((await registry.port('colouring')).templates()),
  );

  app.get(
    `${W}/ai-history/custom/class-page`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          "The AI history of a class's pupils (prompts and results, refused prompts included), for its teachers; one pupil with accountId",
        querystring: ZAiClassHistoryQuery,
        response: okResponse(ZAiJobWithAuthorPage),
      },
    },
    async (request) => {
      await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      const { list, total } = await classHistoryPage(db, request.query);
      return ok(pageOf(list.map(presentAuthored), total, request.query));
    },
  );

  app.get(
    `${W}/fanbook-works/custom/draw-pic-error-student`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Pupils of a class whose AI drawings failed or were refused in the last 30 days (counts, last prompt and reason)',
        querystring: ZAiClassIdQuery,
        response: okResponse(z.array(ZAiDrawErrorStudent)),
      },
    },
    async (request) => {
      const cls = await loadClassFor(
        db,
        await resolveClassActor(db, request.auth),
        request.query.classId,
        'teach',
      );
      return ok(await errorStudentsOf(db, cls.id));
    },
  );

  app.get(
    `${W}/ai-draw/mng/list`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Generations of every tool (filter tool=draw for drawings), with their makers, newest first',
        querystring: ZAiJobMngQuery,
        response: okResponse(ZAiJobWithAuthorPage),
      },
    },
    async (request) => {
      const actor = await staffActorOf(db, request.auth);
      const schools = visibleSchoolIds(actor);
      const { list, total } = await mngPage(db, request.query, schools === 'all' ? null : schools);
      return ok(pageOf(list.map(presentAuthored), total, request.query));
    },
  );
}
