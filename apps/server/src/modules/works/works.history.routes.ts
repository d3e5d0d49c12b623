import { Messages, WorksMessages, workHistoryEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { keepFileWithWork, mediaKeyOf } from '../media';
import type { TWorksRouteDeps } from './works-route-deps';
import { canonicalUrl } from './works-content';
import { listHistory, recordEvent } from './works-history.service';
import { loadVisibleWork } from './works.policy';
import { publicWorkIds } from './public-works';
import { lockWork } from './works.queries';

/** The making-of history: the author records prompts and AI results; reviewers read it. */
export async function worksHistoryRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, workHistoryEndpoints.add, {
    owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const body = request.body;
      await db.transaction(async (tx) => {
        const work = await lockWork(tx, body.worksId);
        if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
        if (work.authorUserId !== auth.userId) throw forbidden(WorksMessages.HISTORY_ONLY_AUTHOR);
        const resultUrl = canonicalUrl(body.resultUrl) ?? null;
        const key = mediaKeyOf(resultUrl);
        if (key) {
          await keepFileWithWork(tx, {
            key,
            worksId: work.id,
            userId: auth.userId,
            publicWorks: publicWorkIds(),
          });
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
      return null;
    },
  });

  const list = async (auth: Parameters<typeof loadVisibleWork>[1], worksId: number) => {
    const { access } = await loadVisibleWork(db, auth, worksId);
    if (access === 'public') throw forbidden(Messages.FORBIDDEN);
    return listHistory(db, worksId, urls.signedUrl);
  };

  route(app, workHistoryEndpoints.list, {
    owner: { kind: 'work', at: 'query.worksId', deny: 403 },
    handler: async (request) => list(request.auth, request.query.worksId),
  });

  route(app, workHistoryEndpoints.mngList, {
    handler: async (request) => list(request.auth, request.query.worksId),
  });
}
