import { mediaEndpoints, Messages, WorksMessages } from '@haoduo/contract';
import type { SQL } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps';
import { errorBody } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { parseRange } from './media-range';
import { findServableMedia } from './media.queries';
import { storagePath } from './media.service';
import type { TMediaUrls } from './media-url';

const KEY = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f]{32}(\.thumb)?\.[a-z0-9]{2,5}$/;
const PUBLIC_MAX_AGE = 86_400;

/**
 * GET /api/media/<key>: the bytes, with caching (ETag; keys never change content) and byte
 * ranges for video seeking. Public files are cacheable by anyone; private ones need a valid
 * signed link and are cached privately until it expires.
 */
export function mediaFileRoutes(
  app: TApp,
  { db, storage }: TDeps,
  urls: TMediaUrls,
  publicWorks: SQL,
): void {
  route(app, mediaEndpoints.file, {
    handler: async (request, reply) => {
      const key = request.params.key;
      const notFound = () => reply.status(404).send(errorBody(404, Messages.NOT_FOUND));
      if (!KEY.test(key)) return notFound();
      const media = await findServableMedia(db, key, publicWorks);
      if (!media) return notFound();

      const { exp, sig } = request.query;
      if (!media.isPublic && !urls.verify(key, exp, sig)) {
        return reply.status(403).send(errorBody(403, WorksMessages.MEDIA_LINK_EXPIRED));
      }
      const cacheControl = media.isPublic
        ? `public, max-age=${PUBLIC_MAX_AGE}`
        : `private, max-age=${urls.secondsLeft(exp!)}`;
      const etag = `"${key.replace(/[^a-z0-9]/g, '')}"`;
      reply.header('cache-control', cacheControl).header('etag', etag);
      reply.header('accept-ranges', 'bytes').header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const file = storagePath(key);
      reply.type(media.mime);
      // A PDF opens in the browser's viewer, never as a download of an unknown type.
      if (media.mime === 'application/pdf') reply.header('content-disposition', 'inline');
      // A range (video seeking) reads only those bytes from the store, never the whole file.
      if (request.headers.range) {
        const size = await storage.size(file);
        if (size === null) return notFound();
        const range = parseRange(request.headers.range, size);
        if (range === 'invalid') {
          return reply.status(416).header('content-range', `bytes */${size}`).send();
        }
        if (range) {
          const part = await storage.getRange(file, range.start, range.end);
          if (!part) return notFound();
          return reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .send(part);
        }
      }
      const body = await storage.get(file);
      if (!body) return notFound();
      return reply.send(body);
    },
  });
}
