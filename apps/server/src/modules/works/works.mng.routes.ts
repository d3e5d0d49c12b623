import {
  WorksLimit,
  WorksMessages,
  ZAuditBody,
  ZMngUpdateStatusBody,
  ZMngWorksQuery,
  ZModifyScoreBody,
  ZRecommendBody,
  ZStudentWorksPage,
  ZTagWorksBody,
  ZWorksDetail,
  ZWorksIdQuery,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import { forbidden, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { assertTagsExist } from './works-content';
import { workDetail } from './works-detail.service';
import { sendXlsx, worksWorkbook } from './works-export';
import {
  exportRows,
  filterConditions,
  forgetPublicCounts,
  listMngWorks,
} from './works-lists.queries';
import { auditWork, changeStatus } from './works-status.service';
import { isPublicWork } from './works.queries';
import { staffCoversSchool, staffSchoolScope } from './works.policy';
import { pagesAsV2, presentStudentItem } from './works.presenter';
import { docs, WORKS_PREFIX, type TWorksRouteDeps } from './works.routes.shared';

const P = `${WORKS_PREFIX}/mng`;

/** Set columns of one work the staff member's scope covers. */
async function setWorkFields(
  db: TDb,
  auth: TAuth,
  id: number,
  patch: Partial<typeof works.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [work] = await tx
      .select({ schoolId: works.schoolId })
      .from(works)
      .where(eq(works.id, id))
      .for('update')
      .limit(1);
    if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    if (!staffCoversSchool(auth, work.schoolId)) throw forbidden();
    await tx.update(works).set(patch).where(eq(works.id, id));
  });
  forgetPublicCounts(db);
}

/** Works mng: the back office's review, lists, export, ranking, recommendation and tags. */
export async function worksMngRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;
  const staff = { access: 'staff' as const };

  app.get(
    `${P}/list`,
    {
      config: staff,
      schema: docs('All works with filters (school managers: their school), newest first', {
        querystring: ZMngWorksQuery,
        response: okResponse(ZStudentWorksPage),
      }),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(db, staffSchoolScope(auth), filter, page);
      return ok(
        pageOf(
          rows.map((row) => presentStudentItem(row, urls)),
          total,
          page,
        ),
      );
    },
  );

  app.get(
    `${P}/is-award-list`,
    {
      config: staff,
      schema: docs('Works that may receive an award: public works, with the same filters', {
        querystring: ZMngWorksQuery,
        response: okResponse(ZStudentWorksPage),
      }),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(db, staffSchoolScope(auth), filter, page, [
        isPublicWork(),
      ]);
      return ok(
        pageOf(
          rows.map((row) => presentStudentItem(row, urls)),
          total,
          page,
        ),
      );
    },
  );

  app.get(
    `${P}/export`,
    {
      config: staff,
      schema: docs('The filtered list as an xlsx file (at most 10,000 rows)', {
        querystring: ZMngWorksQuery.omit({ currentPage: true, pageSize: true }),
      }),
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const conditions = filterConditions(request.query, true);
      const scope = staffSchoolScope(auth);
      if (scope !== null) conditions.push(eq(works.schoolId, scope));
      const rows = await exportRows(db, conditions, WorksLimit.EXPORT_ROWS_MAX);
      return sendXlsx(reply, await worksWorkbook(rows, '作品'), '作品列表');
    },
  );

  for (const [path, v2] of [
    ['detail', false],
    ['v2/detail', true],
  ] as const) {
    app.get(
      `${P}/${path}`,
      {
        config: staff,
        schema: docs(v2 ? 'A whole work, v1 pages in the v2 shape' : 'A whole work', {
          querystring: ZWorksIdQuery,
          response: okResponse(ZWorksDetail),
        }),
      },
      async (request) => {
        const detail = await workDetail(db, request.auth, request.query.id, urls);
        if (detail.access !== 'staff') throw forbidden();
        return ok(
          v2
            ? { ...detail, worksPageList: pagesAsV2(detail.version, detail.worksPageList) }
            : detail,
        );
      },
    );
  }

  app.post(
    `${P}/audit`,
    {
      config: staff,
      schema: docs(
        'Review a submitted work (approve 1: published; reject 2 with a remark), or reject a published one',
        { body: ZAuditBody, response: okEmpty },
      ),
    },
    async (request) => {
      const { id, auditStatus, auditRemark } = request.body;
      await auditWork(db, requireAuth(request.auth), id, { auditStatus, auditRemark }, 'staff');
      return ok(null);
    },
  );

  app.post(
    `${P}/update-status`,
    {
      config: staff,
      schema: docs('Publish an approved work again (2) or take a published one offline (3)', {
        body: ZMngUpdateStatusBody,
        response: okEmpty,
      }),
    },
    async (request) => {
      await changeStatus(
        db,
        requireAuth(request.auth),
        request.body.id,
        request.body.status,
        'staff',
      );
      return ok(null);
    },
  );

  app.post(
    `${P}/modify-works-score`,
    {
      config: staff,
      schema: docs('Set the sort score (higher first in the recommended order)', {
        body: ZModifyScoreBody,
        response: okEmpty,
      }),
    },
    async (request) => {
      const { id, sortScore } = request.body;
      await setWorkFields(db, requireAuth(request.auth), id, { sortScore });
      return ok(null);
    },
  );

  app.post(
    `${P}/recommend`,
    {
      config: staff,
      schema: docs('Recommend a work (first in the gallery and on the home page) or stop', {
        body: ZRecommendBody,
        response: okEmpty,
      }),
    },
    async (request) => {
      const { id, recommend } = request.body;
      await setWorkFields(db, requireAuth(request.auth), id, { recommend });
      return ok(null);
    },
  );

  app.post(
    `${P}/tag`,
    {
      config: staff,
      schema: docs("Set a work's tags", { body: ZTagWorksBody, response: okEmpty }),
    },
    async (request) => {
      const tagIds = await assertTagsExist(db, request.body.tagIds);
      await setWorkFields(db, requireAuth(request.auth), request.body.id, { tagIds });
      return ok(null);
    },
  );
}
