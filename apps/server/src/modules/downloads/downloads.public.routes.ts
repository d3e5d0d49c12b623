import { ClassMessages, downloadEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/http/attachment';
import { forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { checkDownloadLink } from './download-links';
import { resourceFile } from './downloads.service';

/** A file of the download centre, by the signed link the list handed out (a plain <a href>). */
export async function downloadPublicRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config, storage } = deps;
  route(app, downloadEndpoints.file, {
    handler: async (request, reply) => {
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
  });
}
