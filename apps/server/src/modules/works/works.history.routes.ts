import {
  Messages,
  WorksMessages,
  ZHistoryAddBody,
  ZHistoryItem,
  ZHistoryQuery,
} from '@haoduo/contract';
import { z } from 'zod';
import { worksMedia } from '../../db/schema';
import { requireAuth } from '../../platform/auth/auth-context';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden, notFound } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { resolveWorkMedia } from '../media/media-links';
import { mediaKeyOf } from '../media/media-url';
import { canonicalUrl } from './works-content';
import { listHistory, recordEvent } from './works-history.service';
import { loadVisibleWork } from './works.policy';
import { lockWork } from './works.queries';
import { docs, WORKS_PREFIX, type TWorksRouteDeps } from './works.routes.shared';

/** The making-of history: the author records prompts and AI results; reviewers read it. */
export async function worksHistoryRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  app.post(
    `${WORKS_PREFIX}/custom/history/add`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: ['student'] },
      },
      schema: docs(
        'Author: record a prompt, or an AI result used (its file is kept with the work)',
        { body: ZHistoryAddBody, response: okEmpty },
      ),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const body = request.body;
      await db.transaction(async (tx) => {
        const work = await lockWork(tx, body.worksId);
        if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
        if (work.authorUserId !== auth.userId) throw forbidden(WorksMessages.HISTORY_ONLY_AUTHOR);
        const resultUrl = canonicalUrl(body.resultUrl) ?? null;
        const key = mediaKeyOf(resultUrl);
        if (key) {
          const media = await resolveWorkMedia(tx, {
            keys: [key],
            worksId: work.id,
            userId: auth.userId,
          });
          await tx
            .insert(worksMedia)
            .values({ worksId: work.id, mediaId: media.get(key)!.id })
            .onConflictDoNothing();
        }
        await recordEvent(tx, {
          worksId: work.id,
          eventType: body.eventType,
          actorUserId: auth.userId,
          actorRole: 'author',
          detail: {
            prompt: body.prompt ?? null,
            toolType: body.toolType ?? null,
            resultUrl,
            note: body.note ?? null,
          },
        });
      });
      return ok(null);
    },
  );

  const list = async (auth: Parameters<typeof loadVisibleWork>[1], worksId: number) => {
    const { access } = await loadVisibleWork(db, auth, worksId);
    if (access === 'public') throw forbidden(Messages.FORBIDDEN);
    return listHistory(db, worksId, urls.signedUrl);
  };

  app.get(
    `${WORKS_PREFIX}/custom/history/list`,
    {
      config: { access: 'learner', owner: { kind: 'work', at: 'query.worksId', deny: 403 } },
      schema: docs("A work's making-of, in order (its author and the author's teachers)", {
        querystring: ZHistoryQuery,
        response: okResponse(z.array(ZHistoryItem)),
      }),
    },
    async (request) => ok(await list(request.auth, request.query.worksId)),
  );

  app.get(
    `${WORKS_PREFIX}/mng/history/list`,
    {
      config: { access: 'staff' },
      schema: docs("A work's making-of, in order (back office)", {
        querystring: ZHistoryQuery,
        response: okResponse(z.array(ZHistoryItem)),
      }),
    },
    async (request) => ok(await list(request.auth, request.query.worksId)),
  );
}
