import {
  ZLikeResult,
  ZWorksDetail,
  ZWorksIdQuery,
  ZWorksLikeBody,
  ZWorksLikeQuery,
} from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { workDetail } from './works-detail.service';
import { cancelLike, likeWork } from './works-likes.service';
import { loadVisibleWork } from './works.policy';
import { pagesAsV2 } from './works.presenter';
import { docs, WORKS_PREFIX, type TWorksRouteDeps } from './works.routes.shared';

const P = `${WORKS_PREFIX}/app`;

/** Works app: the public reader and partner apps (a signed-in caller sees more of their own). */
export async function worksAppRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  app.get(
    `${P}/detail`,
    {
      config: { access: 'public', owner: { kind: 'work', at: 'query.id', deny: 403 } },
      schema: docs(
        'A public work for the reader and detail pages (or, signed in, one the caller may see)',
        {
          querystring: ZWorksIdQuery,
          response: okResponse(ZWorksDetail),
        },
      ),
    },
    async (request) => ok(await workDetail(db, request.auth, request.query.id, urls)),
  );

  app.get(
    `${P}/v2/detail`,
    {
      config: { access: 'public', owner: { kind: 'work', at: 'query.id', deny: 403 } },
      schema: docs(
        'The same, with v1 picture-book pages given in the v2 page shape (layout and text boxes)',
        { querystring: ZWorksIdQuery, response: okResponse(ZWorksDetail) },
      ),
    },
    async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, urls);
      return ok({ ...detail, worksPageList: pagesAsV2(detail.version, detail.worksPageList) });
    },
  );

  app.post(
    `${P}/like`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
      },
      schema: docs('Like a public work (once per person)', {
        body: ZWorksLikeBody,
        response: okResponse(ZLikeResult),
      }),
    },
    async (request) =>
      ok(await likeWork(db, requireAuth(request.auth).userId, request.body.worksId)),
  );

  app.post(
    `${P}/cancel-like`,
    {
      config: {
        access: 'signed-in',
        owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
      },
      schema: docs('Take back a like', { body: ZWorksLikeBody, response: okResponse(ZLikeResult) }),
    },
    async (request) =>
      ok(await cancelLike(db, requireAuth(request.auth).userId, request.body.worksId)),
  );

  app.get(
    `${P}/has-like`,
    {
      config: { access: 'public', owner: { kind: 'work', at: 'query.worksId', deny: 403 } },
      schema: docs('Whether the caller likes the work, and its like count (anonymous: false)', {
        querystring: ZWorksLikeQuery,
        response: okResponse(ZLikeResult),
      }),
    },
    async (request) => {
      const { record } = await loadVisibleWork(db, request.auth, request.query.worksId);
      const liked = record.liked;
      return ok({ worksId: record.work.id, hasLike: liked, likeCount: record.work.likeCount });
    },
  );
}
