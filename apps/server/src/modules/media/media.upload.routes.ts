import multipart from '@fastify/multipart';
import {
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  WorksMessages,
  ZMediaFile,
  type TMediaKind,
} from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import { AppError, badRequest } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { deleteStoredFiles, storeMedia, tooLarge, type TMediaRow } from './media.service';
import { sweepUnusedMedia } from './media-links';
import { serveMedia } from './media-serve';
import type { TMediaUrls } from './media-url';

const LARGEST = Math.max(...Object.values(MEDIA_MAX_BYTES));
const ZUploadQuery = z.object({ kind: z.enum(MEDIA_KINDS).optional() });
const ZStaffUploadQuery = ZUploadQuery.extend({
  purpose: z.enum(['works', 'site']).default('site'),
});

/**
 * Uploads (multipart, one file in the part named `file`; the request signature covers the
 * empty payload, as for any POST without a JSON body) and the file server at /api/media/*.
 */
export async function mediaRoutes(app: TApp, deps: TDeps, urls: TMediaUrls): Promise<void> {
  const { db, storage } = deps;
  await app.register(multipart, {
    limits: { fileSize: LARGEST, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  const present = (row: TMediaRow) => {
    const link = row.isPublic ? urls.publicUrl : urls.signedUrl;
    return {
      id: row.id,
      key: row.key,
      kind: row.kind as TMediaKind,
      mime: row.mime,
      size: row.size,
      width: row.width,
      height: row.height,
      url: link(row.key),
      thumbUrl: row.thumbKey ? link(row.thumbKey) : null,
    };
  };

  const receive = async (request: FastifyRequest, kind: TMediaKind | undefined) => {
    const limit = kind ? MEDIA_MAX_BYTES[kind] : LARGEST;
    let buffer: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: limit } });
      if (!file) throw badRequest(WorksMessages.MEDIA_FILE_REQUIRED);
      buffer = await file.toBuffer();
    } catch (error) {
      throw uploadError(error, kind);
    }
    return buffer;
  };

  app.post(
    '/api/v1/works-service/media/custom/upload',
    {
      config: { access: 'learner', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary:
          'Upload a picture, audio or video for a work (multipart field "file"; ?kind= to insist on one kind). Checked by content; images get a card thumbnail.',
        consumes: ['multipart/form-data'],
        querystring: ZUploadQuery,
        response: okResponse(ZMediaFile),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const buffer = await receive(request, request.query.kind);
      const row = await storeMedia(db, storage, {
        buffer,
        ownerUserId: auth.userId,
        expectedKind: request.query.kind,
      });
      return ok(present(row));
    },
  );

  app.post(
    '/api/v1/works-service/media/mng/upload',
    {
      config: { access: 'staff', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary:
          'Back office: upload a site file (banners, covers; public, kept until deleted) or, with purpose=works, a private works file',
        consumes: ['multipart/form-data'],
        querystring: ZStaffUploadQuery,
        response: okResponse(ZMediaFile),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const buffer = await receive(request, request.query.kind);
      const site = request.query.purpose === 'site';
      const row = await storeMedia(db, storage, {
        buffer,
        ownerUserId: auth.userId,
        expectedKind: request.query.kind,
        purpose: request.query.purpose,
        isPublic: site,
      });
      return ok(present(row));
    },
  );

  serveMedia(app, deps, urls);

  // Files uploaded for works but never used are swept after a day.
  const sweep = async () => {
    try {
      await deleteStoredFiles(storage, await sweepUnusedMedia(db), app.log);
    } catch (error) {
      app.log.warn({ err: error }, 'media sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

function uploadError(error: unknown, kind: TMediaKind | undefined): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return kind ? tooLarge(kind) : new AppError(413, WorksMessages.MEDIA_TOO_LARGE_ANY);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(WorksMessages.MEDIA_FILE_REQUIRED);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(WorksMessages.MEDIA_TOO_MANY_FILES);
    default:
      // A cut-off or malformed multipart body.
      return badRequest(WorksMessages.MEDIA_BROKEN);
  }
}
