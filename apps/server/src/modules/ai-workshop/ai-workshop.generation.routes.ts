import {
  AI_TOOL_ENDPOINTS,
  AI_TOOLS,
  AiWorkshopMessages,
  JobStatus,
  type TAiTool,
} from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { aiGenerations } from '../../db/schema';
import { requireAuth } from '../../platform/auth/auth-context';
import { badRequest, conflict } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { storeMedia, type TMediaUrls } from '../media';
import { aiStoragePath } from './ai-files';
import { loadGenerationFor } from './generation-access';
import { mainFileOf, type TStoredResult } from './generation-result';
import { presentJob } from './generation-presenter';
import { collectedPage, historyPage, queuePosition } from './generation-queries';
import { addGeneration, resubmitGeneration } from './generation.service';
import type { TWorkshop } from './workshop-context';
import type { TAddBody } from './workshop-tools';

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
  const endpoints = AI_TOOL_ENDPOINTS[tool];
  const generation = `generation:${tool}` as const;

  route(app, endpoints.add, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => addGeneration(w, request.auth, tool, request.body as TAddBody),
  });

  route(app, endpoints.resubmit, {
    owner: { kind: generation, at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const original = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      if (original.status === JobStatus.QUEUED || original.status === JobStatus.RUNNING) {
        throw conflict(AiWorkshopMessages.JOB_STILL_RUNNING);
      }
      return resubmitGeneration(w, request.auth, original);
    },
  });

  route(app, endpoints.detail, {
    owner: { kind: generation, at: 'query.id', deny: 403 },
    handler: async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.query.id, 'view');
      const result = row.status === JobStatus.DONE ? (row.result as TStoredResult | null) : null;
      const html =
        result?.tool === 'code'
          ? (await storage.get(aiStoragePath(result.html)))?.toString('utf8')
          : undefined;
      return presentJob(row, { queuePosition: await queuePosition(db, row), html, full: true });
    },
  });

  route(app, endpoints.history, {
    handler: async (request) => {
      const me = requireAuth(request.auth);
      const { list, total } = await historyPage(db, me.userId, tool, request.query);
      return pageOf(
        list.map((row) => presentJob(row)),
        total,
        request.query,
      );
    },
  });

  const collect = async (id: number, userId: number, on: boolean) => {
    const rows = await db
      .update(aiGenerations)
      .set({ collectedAt: on ? sql`now()` : null })
      .where(
        and(
          eq(aiGenerations.id, id),
          eq(aiGenerations.userId, userId),
          on ? eq(aiGenerations.status, JobStatus.DONE) : undefined,
        ),
      )
      .returning();
    if (rows.length === 0) throw conflict(AiWorkshopMessages.JOB_NOT_DONE_FOR_COLLECT);
    return presentJob(rows[0]!);
  };

  route(app, endpoints.collect, {
    owner: { kind: generation, at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      return collect(row.id, row.userId, true);
    },
  });

  route(app, endpoints.collectCancel, {
    owner: { kind: generation, at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      return collect(row.id, row.userId, false);
    },
  });

  route(app, endpoints.collected, {
    handler: async (request) => {
      const me = requireAuth(request.auth);
      const { list, total } = await collectedPage(db, me.userId, tool, request.query);
      return pageOf(
        list.map((row) => presentJob(row)),
        total,
        request.query,
      );
    },
  });

  route(app, endpoints.toMedia, {
    owner: { kind: generation, at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const row = await loadGenerationFor(db, request.auth, tool, request.body.id, 'own');
      const result = row.status === JobStatus.DONE ? (row.result as TStoredResult | null) : null;
      const key = result ? mainFileOf(result, request.body.file) : null;
      const buffer = key ? await storage.get(aiStoragePath(key)) : null;
      if (!buffer) {
        throw badRequest(AiWorkshopMessages.KEEP_ONLY_MEDIA, [
          { field: 'id', message: AiWorkshopMessages.KEEP_ONLY_MEDIA },
        ]);
      }
      const media = await storeMedia(db, storage, { buffer, ownerUserId: row.userId });
      return {
        id: media.id,
        key: media.key,
        kind: media.kind as 'image' | 'audio' | 'video',
        mime: media.mime,
        size: media.size,
        width: media.width,
        height: media.height,
        url: urls.signedUrl(media.key),
        thumbUrl: media.thumbKey ? urls.signedUrl(media.thumbKey) : null,
      };
    },
  });
}
