import { ClassMessages, ZDownloadList, ZId } from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/http/attachment';
import { ok, okResponse } from '../../platform/http/envelope';
import { forbidden, notFound } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { checkDownloadLink, DOWNLOAD_PATH } from './download-links';
import { listDownloads, resourceFile } from './downloads.service';

/** The download centre (/download): the list behind sign-in, files by signed link. */
export async function downloadRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config, storage } = deps;

  app.get(
    '/api/v1/works-service/download/custom/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['downloads'],
        summary:
          'Recommended browser installers by operating system and the teaching materials of my classes',
        response: okResponse(ZDownloadList),
      },
    },
    async (request) => ok(await listDownloads(db, config.appSecret, requireAuth(request.auth))),
  );

  app.get(
    `${DOWNLOAD_PATH}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['downloads'],
        summary: 'A file of the download centre, by the signed link the list handed out',
        params: z.object({ id: ZId }),
        querystring: z.object({
          expires: z.coerce.number().int().positive(),
          sig: z.string().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = checkDownloadLink(
        config.appSecret,
        id,
        request.query.expires,
        request.query.sig,
      );
      if (check !== 'ok') throw forbidden(ClassMessages.DOWNLOAD_LINK_EXPIRED);
      const file = await resourceFile(db, storage, id);
      if (!file) throw notFound(ClassMessages.DOWNLOAD_NOT_FOUND);
      return sendAttachment(reply, {
        fileName: file.resource.fileName,
        contentType: file.resource.contentType ?? 'application/octet-stream',
        body: file.body,
      });
    },
  );
}
