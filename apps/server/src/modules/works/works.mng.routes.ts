import { WorksMessages, workEndpoints } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { assertTagsExist } from '../tags';
import type { TWorksRouteDeps } from './works-route-deps';
import { startExport } from '../file-tasks';
import { workDetail } from './works-detail.service';
import { worksExport } from './works.exports';
import { forgetPublicCounts, listMngWorks } from './works-lists.queries';
import { auditWork, changeStatus } from './works-status.service';
import { isPublicWork } from './works.queries';
import { staffCoversSchool, staffWorksCondition } from './works.policy';
import { pagesAsV2, presentStudentItem } from './works.presenter';

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
    if (!(await staffCoversSchool(tx, auth, work.schoolId))) throw forbidden();
    await tx.update(works).set(patch).where(eq(works.id, id));
  });
  forgetPublicCounts(db);
}

/** Works mng: the back office's review, lists, export, ranking, recommendation and tags. */
export async function worksMngRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, workEndpoints.mngList, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(db, staffWorksCondition(auth), filter, page);
      return pageOf(
        rows.map((row) => presentStudentItem(row, urls)),
        total,
        page,
      );
    },
  });

  route(app, workEndpoints.mngAwardList, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(db, staffWorksCondition(auth), filter, page, [
        isPublicWork(),
      ]);
      return pageOf(
        rows.map((row) => presentStudentItem(row, urls)),
        total,
        page,
      );
    },
  });

  route(app, workEndpoints.mngExport, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), worksExport, request.query),
  });

  for (const [endpoint, v2] of [
    [workEndpoints.mngDetail, false],
    [workEndpoints.mngDetailV2, true],
  ] as const) {
    route(app, endpoint, {
      handler: async (request) => {
        const detail = await workDetail(db, request.auth, request.query.id, urls);
        if (detail.access !== 'staff') throw forbidden();
        return v2
          ? { ...detail, worksPageList: pagesAsV2(detail.version, detail.worksPageList) }
          : detail;
      },
    });
  }

  route(app, workEndpoints.mngAudit, {
    handler: async (request) => {
      const { id, auditStatus, auditRemark } = request.body;
      await auditWork(db, requireAuth(request.auth), id, { auditStatus, auditRemark }, 'staff');
      return null;
    },
  });

  route(app, workEndpoints.mngUpdateStatus, {
    handler: async (request) => {
      await changeStatus(
        db,
        requireAuth(request.auth),
        request.body.id,
        request.body.status,
        'staff',
      );
      return null;
    },
  });

  route(app, workEndpoints.mngModifyScore, {
    handler: async (request) => {
      const { id, sortScore } = request.body;
      await setWorkFields(db, requireAuth(request.auth), id, { sortScore });
      return null;
    },
  });

  route(app, workEndpoints.mngRecommend, {
    handler: async (request) => {
      const { id, recommend } = request.body;
      await setWorkFields(db, requireAuth(request.auth), id, { recommend });
      return null;
    },
  });

  route(app, workEndpoints.mngTag, {
    handler: async (request) => {
      const tagIds = await assertTagsExist(db, request.body.tagIds);
      await setWorkFields(db, requireAuth(request.auth), request.body.id, { tagIds });
      return null;
    },
  });
}
