import { workEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TWorksRouteDeps } from './works-route-deps';
import { workDetail } from './works-detail.service';
import { cancelLike, likeWork } from './works-likes.service';
import { loadVisibleWork } from './works.policy';
import { pagesAsV2 } from './works.presenter';

/** Works app: the public reader and partner apps (a signed-in caller sees more of their own). */
export async function worksAppRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, workEndpoints.appDetail, {
    owner: { kind: 'work', at: 'query.id', deny: 403 },
    handler: async (request) => workDetail(db, request.auth, request.query.id, urls),
  });

  route(app, workEndpoints.appDetailV2, {
    owner: { kind: 'work', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, urls);
      return { ...detail, worksPageList: pagesAsV2(detail.version, detail.worksPageList) };
    },
  });

  route(app, workEndpoints.appLike, {
    owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
    handler: async (request) =>
      likeWork(db, requireAuth(request.auth).userId, request.body.worksId),
  });

  route(app, workEndpoints.appCancelLike, {
    owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
    handler: async (request) =>
      cancelLike(db, requireAuth(request.auth).userId, request.body.worksId),
  });

  route(app, workEndpoints.appHasLike, {
    owner: { kind: 'work', at: 'query.worksId', deny: 403 },
    handler: async (request) => {
      const { record } = await loadVisibleWork(db, request.auth, request.query.worksId);
      const liked = record.liked;
      return { worksId: record.work.id, hasLike: liked, likeCount: record.work.likeCount };
    },
  });
}
