import {
  Messages,
  ZAuditBody,
  ZAuditRevokeBody,
  ZLikeResult,
  ZMyWorksPage,
  ZMyWorksQuery,
  ZUpdateStatusBody,
  ZWorksDetail,
  ZWorksIdBody,
  ZWorksIdQuery,
  ZWorksLikeBody,
} from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth, requireSchool } from '../../platform/auth/auth-context';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { workDetail } from './works-detail.service';
import { copyWork, deleteWork } from './works-lifecycle.service';
import { cancelLike, likeWork } from './works-likes.service';
import { hasFilter, listMyWorks, myWorksPages } from './works-lists.queries';
import { auditWork, changeStatus, revokeApproval } from './works-status.service';
import { presentMyItem } from './works.presenter';
import {
  afterCommit,
  authorOf,
  docs,
  WORKS_PREFIX,
  ZCreated,
  type TWorksRouteDeps,
} from './works.routes.shared';

const P = `${WORKS_PREFIX}/custom`;

/** Works custom: reading, copying, deleting, status, review and likes of pupils and teachers. */
export async function worksCustomRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  app.get(
    `${P}/detail`,
    {
      config: { access: 'learner', owner: { kind: 'work', at: 'query.id', deny: 403 } },
      schema: docs(
        'A work: everything for its author, their teachers and staff; the public shape for others, public works only',
        { querystring: ZWorksIdQuery, response: okResponse(ZWorksDetail) },
      ),
    },
    async (request) => ok(await workDetail(db, request.auth, request.query.id, urls)),
  );

  app.get(
    `${P}/preview`,
    {
      config: { access: 'learner', owner: { kind: 'work', at: 'query.id', deny: 403 } },
      schema: docs('How the work will look in public (author name protected), before it is', {
        querystring: ZWorksIdQuery,
        response: okResponse(ZWorksDetail),
      }),
    },
    async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, urls);
      if (detail.access === 'public') return ok(detail);
      return ok({
        ...detail,
        access: 'public' as const,
        auditRemark: null,
        sortScore: null,
        worksClassId: null,
        className: null,
        customizeSchoolName: null,
        authorName: null,
        worksAuthorInput: null,
        schoolId: null,
        worksCreatorType: null,
        worksCreatorId: null,
        submittedAt: null,
        updatedAt: null,
      });
    },
  );

  const myWorksResponse = okResponse(ZMyWorksPage);
  app.get(
    `${P}/list`,
    {
      config: { access: 'learner' },
      schema: docs("My works (the caller's own, in the active school), newest first", {
        querystring: ZMyWorksQuery,
        response: myWorksResponse,
      }),
    },
    async (request, reply) => {
      const auth = requireSchool(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const read = async () => {
        const { rows, total } = await listMyWorks(db, auth.accountId, filter, page);
        return ok(
          pageOf(
            rows.map((row) => presentMyItem(row, urls)),
            total,
            page,
          ),
        );
      };
      if (hasFilter(filter)) return read();
      // The list every pupil opens: its response text is kept (encoded by the route's schema).
      const key = `${auth.accountId}:${currentPage}:${pageSize}`;
      const body = await myWorksPages.get(db, key, async () =>
        JSON.stringify(z.encode(myWorksResponse[200], await read())),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    `${P}/copy`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: docs(
        "Copy a work into a new draft of the caller's (own works, or any public work); the copy names its original",
        { body: ZWorksIdBody, response: okResponse(ZCreated) },
      ),
    },
    async (request) => ok({ id: await copyWork(db, authorOf(request.auth), request.body.id) }),
  );

  app.post(
    `${P}/delete`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: docs('Delete a work (author only), with its files no other work uses', {
        body: ZWorksIdBody,
        response: okEmpty,
      }),
    },
    async (request) => {
      const keys = await deleteWork(db, requireAuth(request.auth).userId, request.body.id);
      await afterCommit(app, deps, keys);
      return ok(null);
    },
  );

  app.post(
    `${P}/update-status`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: docs(
        'Author: submit (1), withdraw (0), take offline (3). Their teacher: offline (3) or back online (2, if approved)',
        { body: ZUpdateStatusBody, response: okEmpty },
      ),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await changeStatus(db, auth, request.body.id, request.body.status, 'learner');
      return ok(null);
    },
  );

  app.post(
    `${P}/audit`,
    {
      config: { access: 'teacher', owner: { kind: 'work', at: 'body.id', deny: 403 } },
      schema: docs(
        "A teacher reviews a submitted work of their class's pupil: approve (1, published) or reject (2, remark required)",
        { body: ZAuditBody, response: okEmpty },
      ),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      if (auth.accountId === null) throw forbidden(Messages.FORBIDDEN);
      const { id, auditStatus, auditRemark } = request.body;
      await auditWork(db, auth, id, { auditStatus, auditRemark }, 'teacher');
      return ok(null);
    },
  );

  app.post(
    `${P}/audit-revoke`,
    {
      config: { access: 'teacher', owner: { kind: 'work', at: 'body.id', deny: 403 } },
      schema: docs(
        "A teacher takes back the publication of their class's pupil's work: out of the gallery, waiting for review again (optional remark for the pupil)",
        { body: ZAuditRevokeBody, response: okEmpty },
      ),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      if (auth.accountId === null) throw forbidden(Messages.FORBIDDEN);
      await revokeApproval(db, auth, request.body.id, request.body.auditRemark);
      return ok(null);
    },
  );

  app.post(
    `${P}/like`,
    {
      config: {
        access: 'learner',
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
        access: 'learner',
        owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
      },
      schema: docs('Take back a like', { body: ZWorksLikeBody, response: okResponse(ZLikeResult) }),
    },
    async (request) =>
      ok(await cancelLike(db, requireAuth(request.auth).userId, request.body.worksId)),
  );
}
