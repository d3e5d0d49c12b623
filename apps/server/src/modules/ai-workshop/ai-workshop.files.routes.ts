import { aiFileEndpoints, AiWorkshopMessages } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { contentDisposition } from '../../platform/http/attachment';
import { errorBody } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import { SANDBOX_FILE_CSP } from '../../platform/http/sandbox-policy';
import type { TApp } from '../../platform/http/types';
import { parseRange } from '../media';
import { readAiFile } from './ai-files';

const DOWNLOAD_NAMES: Record<string, string> = {
  'image/png': '好多AI作品.png',
  'audio/wav': '好多AI音乐.wav',
  'audio/midi': '好多AI音乐.mid',
  'video/webm': '好多AI视频.webm',
  'text/html': '好多AI智能应用.html',
  'model/gltf+json': '好多AI模型.gltf',
  'model/gltf-binary': '好多AI模型.glb',
};

/**
 * GET /api/ai-files/<key>: a generated file, cacheable forever (a key's content never
 * changes), with byte ranges for audio and video seeking; `?download=1` saves it.
 */
export function aiFileRoutes(app: TApp, { db, storage }: TDeps): void {
  route(app, aiFileEndpoints.file, {
    handler: async (request, reply) => {
      const key = request.params.key;
      const file = await readAiFile(db, storage, key);
      if (!file) {
        return reply.status(404).send(errorBody(404, AiWorkshopMessages.FILE_NOT_FOUND));
      }
      const { row, body } = file;
      const etag = `"${key.replace(/[^a-z0-9]/g, '')}"`;
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('x-content-type-options', 'nosniff');
      if (row.mime === 'text/html') reply.header('content-security-policy', SANDBOX_FILE_CSP);
      if (request.query.download !== undefined) {
        reply.header('content-disposition', contentDisposition(DOWNLOAD_NAMES[row.mime] ?? key));
      }
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.type(row.mime === 'text/html' ? 'text/html; charset=utf-8' : row.mime);
      const range = parseRange(request.headers.range, body.length);
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${body.length}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
          .send(body.subarray(range.start, range.end + 1));
      }
      return reply.send(body);
    },
  });
}
