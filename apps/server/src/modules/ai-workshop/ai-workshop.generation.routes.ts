import {
  AI_TOOL_LABELS,
  AI_TOOL_RESOURCES,
  AI_TOOLS,
  AiWorkshopMessages,
  ZAiHistoryQuery,
  ZAiJob,
  ZAiJobAdded,
  ZAiJobIdBody,
  ZAiJobIdQuery,
  ZAiJobPage,
  ZAiToMediaBody,
  ZMediaFile,
  ZPageQuery,
  type TAiTool,
} from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import { requireAuth } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import { badRequest, conflict } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { storeMedia } from '../media/media.service';
import type { TMediaUrls } from '../media/media-url';
import { aiStoragePath } from './ai-files';
import { loadGenerationFor } from './generation-access';
import { mainFileOf, type TStoredResult } from './generation-result';
import { presentJob } from './generation-presenter';
import { collectedPage, historyPage, queuePosition } from './generation-queries';
import { addGeneration, resubmitGeneration } from './generation.service';
import type { TWorkshop } from './workshop-context';
import { TOOL_SPECS } from './workshop-tools';

const W = '/api/v1/works-service';

/**
 * The routes of each generation tool (ai-draw, ai-draw-color, ai-music, ai-video, ai-code,
 * ai-model3d): add, resubmit, detail, history/record, collect, collect/cancel,
 * collect/record, and to-media (keep a result as an uploaded file for a work).
 */
export function generationRoutes(app: TApp, w: TWorkshop, urls: TMediaUrls): void {
  for (const tool of AI_TOOLS) toolRoutes(app, w, urls, tool);
}

function toolRoutes(app: TApp, w: TWorkshop, urls: TMediaUrls, tool: TAiTool): void {
  const { db, storage } = w;
  const P = `${W}/${AI_TOOL_RESOURCES[tool]}/custom`;
  const label = AI_TOOL_LABELS[tool];
  const tags = ['ai-workshop'];
  const spec = TOOL_SPECS[tool];

  app.post(
    `${P}/add`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary: `${label}: queue a generation (moderated, then charged by the point rules; a refused prompt answers 422 and costs nothing)`,
        body: spec.body,
        response: okResponse(ZAiJobAdded),
      },
    },
    async (request) => ok(await addGeneration(w, request.auth, tool, request.body)),
  );

  app.post(
    `${P}/resubmit`,
    {
      config: {
        access: 'learner',
        owner: { kind: `generation:${tool}`, at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: `${label}: run a finished or failed generation again as a new one (charged again)`,
        body: ZAiJobIdBody,
        response: okResponse(ZAiJobAdded),
      },
    },
    async (request) => {
      const original = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      if (original.status === 'queued' || original.status === 'running') {
        throw conflict(AiWorkshopMessages.JOB_STILL_RUNNING);
      }
      return ok(await resubmitGeneration(w, request.auth, original));
    },
  );

  app.get(
    `${P}/detail`,
    {
      config: {
        access: 'learner',
        owner: { kind: `generation:${tool}`, at: 'query.id', deny: 403 },
      },
      schema: {
        tags,
        summary: `${label}: one generation (status, queue position, result); its maker or the class's teachers`,
        querystring: ZAiJobIdQuery,
        response: okResponse(ZAiJob),
      },
    },
    async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.query.id, 'view');
      const result = row.status === 'done' ? (row.result as TStoredResult | null) : null;
      const html =
        result?.tool === 'code'
          ? (await storage.get(aiStoragePath(result.html)))?.toString('utf8')
          : undefined;
      return ok(presentJob(row, { queuePosition: await queuePosition(db, row), html, full: true }));
    },
  );

  app.get(
    `${P}/history/record`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: `${label}: the caller's generations, newest first`,
        querystring: ZAiHistoryQuery,
        response: okResponse(ZAiJobPage),
      },
    },
    async (request) => {
      const me = requireAuth(request.auth);
      const { list, total } = await historyPage(db, me.userId, tool, request.query);
      return ok(
        pageOf(
          list.map((row) => presentJob(row)),
          total,
          request.query,
        ),
      );
    },
  );

  const collect = async (id: number, userId: number, on: boolean) => {
    const rows = await db
      .update(aiGenerations)
      .set({ collectedAt: on ? sql`now()` : null })
      .where(
        and(
          eq(aiGenerations.id, id),
          eq(aiGenerations.userId, userId),
          on ? eq(aiGenerations.status, 'done') : undefined,
        ),
      )
      .returning();
    if (rows.length === 0) throw conflict(AiWorkshopMessages.JOB_NOT_DONE_FOR_COLLECT);
    return presentJob(rows[0]!);
  };

  app.post(
    `${P}/collect`,
    {
      config: {
        access: 'learner',
        owner: { kind: `generation:${tool}`, at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: `${label}: add a finished generation to the caller's favourites`,
        body: ZAiJobIdBody,
        response: okResponse(ZAiJob),
      },
    },
    async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      return ok(await collect(row.id, row.userId, true));
    },
  );

  app.post(
    `${P}/collect/cancel`,
    {
      config: {
        access: 'learner',
        owner: { kind: `generation:${tool}`, at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: `${label}: remove a generation from the caller's favourites`,
        body: ZAiJobIdBody,
        response: okResponse(ZAiJob),
      },
    },
    async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      return ok(await collect(row.id, row.userId, false));
    },
  );

  app.get(
    `${P}/collect/record`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: `${label}: the caller's favourites, latest collected first`,
        querystring: ZPageQuery,
        response: okResponse(ZAiJobPage),
      },
    },
    async (request) => {
      const me = requireAuth(request.auth);
      const { list, total } = await collectedPage(db, me.userId, tool, request.query);
      return ok(
        pageOf(
          list.map((row) => presentJob(row)),
          total,
          request.query,
        ),
      );
    },
  );

  app.post(
    `${P}/to-media`,
    {
      config: {
        access: 'learner',
        owner: { kind: `generation:${tool}`, at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: `${label}: keep a finished result (picture, music or video; or a video's poster) as the caller's uploaded file, to put in a work`,
        body: ZAiToMediaBody,
        response: okResponse(ZMediaFile),
      },
    },
    async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      const result = row.status === 'done' ? (row.result as TStoredResult | null) : null;
      const key = result ? mainFileOf(result, request.body.file) : null;
      const buffer = key ? await storage.get(aiStoragePath(key)) : null;
      if (!buffer) {
        throw badRequest(AiWorkshopMessages.KEEP_ONLY_MEDIA, [
          { field: 'id', message: AiWorkshopMessages.KEEP_ONLY_MEDIA },
        ]);
      }
      const media = await storeMedia(db, storage, { buffer, ownerUserId: row.userId });
      return ok({
        id: media.id,
        key: media.key,
        kind: media.kind as 'image' | 'audio' | 'video',
        mime: media.mime,
        size: media.size,
        width: media.width,
        height: media.height,
        url: urls.signedUrl(media.key),
        thumbUrl: media.thumbKey ? urls.signedUrl(media.thumbKey) : null,
      });
    },
  );
}
