import { fanbookWorkEndpoints, Messages, ServiceType } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import { works } from '../../db/schema';
import { requireAuth, requireSchool } from '../../platform/auth/auth-context';
import { forbidden } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { classIdsOfServiceType } from '../classes';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TWorksRouteDeps } from './works-route-deps';
import { listMngWorks } from './works-lists.queries';
import { classTimeline } from './works-stats.queries';
import { staffWorksCondition } from './works.policy';
import { presentMyItem, presentStudentItem } from './works.presenter';
import { classRole } from './works.queries';

/**
 * Fanbook works: the works made in fanbook (AI community) classes. The back office lists
 * them and one person's works; a class sees its own timeline.
 */
export async function fanbookWorksRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, fanbookWorkEndpoints.mngList, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      // The fanbook classes are asked of the classes domain, then sent as one array.
      const classIds = await classIdsOfServiceType(db, ServiceType.FANBOOK);
      const { rows, total } = await listMngWorks(db, staffWorksCondition(auth), filter, page, [
        sql`${works.worksClassId} = any(${`{${classIds.join(',')}}`}::integer[])`,
      ]);
      return pageOf(
        rows.map((row) => presentStudentItem(row, urls)),
        total,
        page,
      );
    },
  });

  route(app, fanbookWorkEndpoints.mngUserWorks, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { currentPage, pageSize, userId } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listMngWorks(
        db,
        staffWorksCondition(auth),
        { authorUserId: userId },
        page,
      );
      return pageOf(
        rows.map((row) => presentStudentItem(row, urls)),
        total,
        page,
      );
    },
  });

  route(app, fanbookWorkEndpoints.timeline, {
    owner: { kind: 'class', at: 'query.worksClassId', deny: 403 },
    handler: async (request) => {
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
      return { ...pageOf(items, total, page), days };
    },
  });
}
