import {
  Messages,
  ServiceType,
  ZId,
  ZMngWorksQuery,
  ZPageQuery,
  ZStudentWorksPage,
  ZTimelinePage,
  ZTimelineQuery,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { courseClasses } from '../../db/schema';
import { requireAuth, requireSchool } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { shanghaiDateTime } from '../../platform/china-time';
import { listMngWorks } from './works-lists.queries';
import { classTimeline } from './works-stats.queries';
import { staffSchoolScope } from './works.policy';
import { presentMyItem, presentStudentItem } from './works.presenter';
import { classRole } from './works.queries';
import { docs, type TWorksRouteDeps } from './works.routes.shared';

const P = '/api/v1/works-service/fanbook-works';

/**
 * Fanbook works: the works made in fanbook (AI community) classes. The back office lists
 * them and one person's works; a class sees its own timeline.
 */
export async function fanbookWorksRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  app.get(
    `${P}/mng/pageList`,
    {
      config: { access: 'staff' },
      schema: docs('Works of fanbook classes, with the works filters', {
        querystring: ZMngWorksQuery,
        response: okResponse(ZStudentWorksPage),
      }),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(db, staffSchoolScope(auth), filter, page, [
        eq(courseClasses.serviceType, ServiceType.FANBOOK),
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
    `${P}/mng/user-works`,
    {
      config: { access: 'staff' },
      schema: docs("One person's works (by user id), newest first", {
        querystring: ZPageQuery.extend({ userId: ZId }),
        response: okResponse(ZStudentWorksPage),
      }),
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, userId } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(
        db,
        staffSchoolScope(auth),
        { authorUserId: userId },
        page,
      );
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
    `${P}/custom/timeline`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'query.worksClassId', deny: 403 } },
      schema: docs(
        "A class's works, newest first and grouped by day (teachers: all; pupils: their own and classmates' public works)",
        { querystring: ZTimelineQuery, response: okResponse(ZTimelinePage) },
      ),
    },
    async (request) => {
      const auth = requireSchool(request.auth);
      const { currentPage, pageSize, worksClassId } = request.query;
      const role = await classRole(db, worksClassId, auth.accountId);
      if (!role) throw forbidden(Messages.FORBIDDEN);
      const page = { currentPage, pageSize };
      const { rows, total } = await classTimeline(
        db,
        worksClassId,
        { role, accountId: auth.accountId },
        page,
      );
      // A classmate's review remark is theirs alone.
      const items = rows.map((row) => {
        const item = presentMyItem(row, urls);
        const theirs = role === 'student' && row.authorAccountId !== auth.accountId;
        return theirs ? { ...item, auditRemark: null } : item;
      });
      const days: { date: string; works: typeof items }[] = [];
      rows.forEach((row, index) => {
        const date = shanghaiDateTime(row.publishedAt ?? row.createdAt).slice(0, 10);
        const last = days[days.length - 1];
        if (last && last.date === date) last.works.push(items[index]!);
        else days.push({ date, works: [items[index]!] });
      });
      return ok({ ...pageOf(items, total, page), days });
    },
  );
}
