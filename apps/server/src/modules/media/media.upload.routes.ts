import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, mediaEndpoints, WorksMessages, type TMediaKind } from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { deleteStoredFiles, storeMedia, tooLarge, type TMediaRow } from './media.service';
import { sweepUnusedMedia } from './media-links';
import { mediaDirectRoutes } from './media.direct.routes';
import { mediaFileRoutes } from './media.public.routes';
import type { TMediaUrls } from './media-url';

const LARGEST = Math.max(...Object.values(MEDIA_MAX_BYTES));

/**
 * Uploads (multipart, one file in the part named `file`; the request signature covers the
 * empty payload, as for any POST without a JSON body) and the file server at /api/media/*.
 */
export async function mediaRoutes(
  app: TApp,
  deps: TDeps,
  urls: TMediaUrls,
  /** The works domain's subquery of public works' ids (their files are public). */
  publicWorks: SQL,
  /** The safety gate's check of a pupil's picture (throws when refused), given by the app. */
  checkPupilImage?: (auth: TAuth, image: Buffer) => Promise<void>,
): Promise<void> {
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
    try {
      const file = await request.file({ limits: { fileSize: limit } });
      if (!file) throw badRequest(WorksMessages.MEDIA_FILE_REQUIRED);
      return { buffer: await file.toBuffer(), fileName: file.filename };
    } catch (error) {
      throw uploadError(error, kind);
    }
  };

  route(app, mediaEndpoints.upload, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { buffer, fileName } = await receive(request, request.query.kind);
      const row = await storeMedia(db, storage, {
        buffer,
        fileName,
        ownerUserId: auth.userId,
        expectedKind: request.query.kind,
        ...(checkPupilImage ? { checkImage: (image: Buffer) => checkPupilImage(auth, image) } : {}),
      });
      return present(row);
    },
  });

  route(app, mediaEndpoints.mngUpload, {
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { buffer, fileName } = await receive(request, request.query.kind);
      const site = request.query.purpose === 'site';
      const row = await storeMedia(db, storage, {
        buffer,
        fileName,
        ownerUserId: auth.userId,
        expectedKind: request.query.kind,
        purpose: request.query.purpose,
        isPublic: site,
        // PDFs (lesson materials, winners files) only as public site files.
        allowDocuments: site,
      });
      return present(row);
    },
  });

  mediaFileRoutes(app, deps, urls, publicWorks);
  mediaDirectRoutes(app, deps, urls, publicWorks, present, checkPupilImage);

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
