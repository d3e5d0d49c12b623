import { Messages, workEndpoints } from '@haoduo/contract';
import { z } from 'zod';
import { requireAuth, requireSchool } from '../../platform/auth/auth-context';
import { ok } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { assertPublishable } from './works-safety';
import { afterCommit, authorOf, type TWorksRouteDeps } from './works-route-deps';
import { workDetail } from './works-detail.service';
import { copyWork, deleteWork } from './works-lifecycle.service';
import { cancelLike, likeWork } from './works-likes.service';
import { hasFilter, listMyWorks, myWorksPages } from './works-lists.queries';
import { auditWork, changeStatus, revokeApproval } from './works-status.service';
import { presentMyItem } from './works.presenter';

/** Works custom: reading, copying, deleting, status, review and likes of pupils and teachers. */
export async function worksCustomRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, workEndpoints.detail, {
    owner: { kind: 'work', at: 'query.id', deny: 403 },
    handler: async (request) => workDetail(db, request.auth, request.query.id, urls),
  });

  route(app, workEndpoints.preview, {
    owner: { kind: 'work', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, urls);
      if (detail.access === 'public') return detail;
      return {
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
      };
    },
  });

  route(app, workEndpoints.myList, {
    handler: async (request, reply) => {
      const auth = requireSchool(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const read = async () => {
        const { rows, total } = await listMyWorks(db, auth.accountId, filter, page);
        return pageOf(
          rows.map((row) => presentMyItem(row, urls)),
          total,
          page,
        );
      };
      if (hasFilter(filter)) return read();
      // The list every pupil opens: its response text is kept (encoded by the call's schema).
      const key = `${auth.accountId}:${currentPage}:${pageSize}`;
      const body = await myWorksPages.get(db, key, async () =>
        JSON.stringify(ok(z.encode(workEndpoints.myList.response, await read()))),
      );
      reply.type('application/json; charset=utf-8').send(body);
      return reply as never;
    },
  });

  route(app, workEndpoints.copy, {
    owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => ({
      id: await copyWork(db, authorOf(request.auth), request.body.id),
    }),
  });

  route(app, workEndpoints.delete, {
    owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const keys = await deleteWork(db, requireAuth(request.auth).userId, request.body.id);
      await afterCommit(app, deps, keys);
      return null;
    },
  });

  route(app, workEndpoints.updateStatus, {
    owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await assertPublishable(db, auth, request.body.id, request.body.status);
      await changeStatus(db, auth, request.body.id, request.body.status, 'learner');
      return null;
    },
  });

  route(app, workEndpoints.audit, {
    owner: { kind: 'work', at: 'body.id', deny: 403 },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      if (auth.accountId === null) throw forbidden(Messages.FORBIDDEN);
      const { id, auditStatus, auditRemark } = request.body;
      await auditWork(db, auth, id, { auditStatus, auditRemark }, 'teacher');
      return null;
    },
  });

  route(app, workEndpoints.auditRevoke, {
    owner: { kind: 'work', at: 'body.id', deny: 403 },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      if (auth.accountId === null) throw forbidden(Messages.FORBIDDEN);
      await revokeApproval(db, auth, request.body.id, request.body.auditRemark);
      return null;
    },
  });

  route(app, workEndpoints.like, {
    owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
    handler: async (request) =>
      likeWork(db, requireAuth(request.auth).userId, request.body.worksId),
  });

  route(app, workEndpoints.cancelLike, {
    owner: { kind: 'work', at: 'body.worksId', deny: 403, pass: [] },
    handler: async (request) =>
      cancelLike(db, requireAuth(request.auth).userId, request.body.worksId),
  });
}
