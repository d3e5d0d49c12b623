import { directUploadEndpoints, ossEndpoints, StorageMessages } from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createFolderPolicy,
  createUploadTicket,
  linkMinutes,
  takeUpload,
  ticketKind,
} from './media-direct.service';
import { findMediaOwner, findServableMedia } from './media.queries';
import { storagePath, storeMedia, type TMediaRow } from './media.service';
import { mediaKeyOf, type TMediaUrls } from './media-url';

/**
 * Browser uploads straight to the object store and signed links (the base service's oss and
 * sts calls). Every upload still passes storeMedia's checks before it is recorded; with local
 * storage the upload calls say so in Chinese, and gen-url answers the server's signed link.
 */
export function mediaDirectRoutes(
  app: TApp,
  { db, storage }: TDeps,
  urls: TMediaUrls,
  publicWorks: SQL,
  present: (row: TMediaRow) => unknown,
  checkPupilImage?: (auth: TAuth, image: Buffer) => Promise<void>,
): void {
  route(app, directUploadEndpoints.ticket, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request) =>
      createUploadTicket(storage, requireAuth(request.auth).userId, request.body),
  });

  route(app, directUploadEndpoints.complete, {
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { key } = request.body;
      const buffer = await takeUpload(storage, auth.userId, key);
      try {
        const row = await storeMedia(db, storage, {
          buffer,
          ownerUserId: auth.userId,
          expectedKind: ticketKind(key),
          ...(checkPupilImage
            ? { checkImage: (image: Buffer) => checkPupilImage(auth, image) }
            : {}),
        });
        return present(row) as never;
      } finally {
        // Accepted or refused, the raw upload is not kept.
        await storage.delete(key).catch((error: unknown) => {
          request.log.warn({ err: error, key }, 'could not delete a browser upload');
        });
      }
    },
  });

  route(app, ossEndpoints.genUrl, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { query } = request;
      const minutes = linkMinutes(query);
      if (query.bucketName && storage.direct && query.bucketName !== storage.direct.bucket) {
        throw badRequest(StorageMessages.BUCKET_UNKNOWN);
      }
      const key = mediaKeyOf(query.key) ?? query.key.replace(/^media\//, '');
      const servable = await findServableMedia(db, key, publicWorks);
      if (!servable) throw notFound(StorageMessages.FILE_NOT_FOUND);
      if (!servable.isPublic && auth.audience !== 'staff') {
        if ((await findMediaOwner(db, key)) !== auth.userId) {
          throw notFound(StorageMessages.FILE_NOT_FOUND);
        }
      }
      if (!storage.direct) return servable.isPublic ? urls.publicUrl(key) : urls.signedUrl(key);
      return storage.direct.presignGet(storagePath(key), minutes * 60, servable.mime);
    },
  });

  const sts = async (auth: TAuth | null) => createFolderPolicy(storage, requireAuth(auth).userId);
  route(app, ossEndpoints.assumeRoleForFe, { handler: async (request) => sts(request.auth) });
  route(app, ossEndpoints.assumeRoleForFeNew, { handler: async (request) => sts(request.auth) });
}
