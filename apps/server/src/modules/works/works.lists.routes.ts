import { AccountType, WorksCreatorType, WorksLimit, workEndpoints } from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { works } from '../../db/schema';
import { requireSchool } from '../../platform/auth/auth-context';
import { ok } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import type { TWorksRouteDeps } from './works-route-deps';
import { worksWorkbook, sendXlsx } from './works-export';
import { cachedPublicPage, listPublicCards } from './works-gallery.queries';
import { exportRows, filterConditions, listStudentWorks } from './works-lists.queries';
import { popularity, printableWorks, recommendWorks } from './works-stats.queries';
import { presentCard, presentStudentItem } from './works.presenter';
import { byPupilsOfTeacher } from './works.queries';

/** The gallery, its search and recommendations (public), and pupils' and teachers' lists. */
export async function worksListRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  route(app, workEndpoints.worksIndex, {
    owner: 'none',
    handler: async (request, reply) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const read = async () => {
        const { rows, total } = await listPublicCards(db, filter, page);
        return pageOf(
          rows.map((row) => presentCard(row, urls)),
          total,
          page,
        );
      };
      // Gallery and search pages: the response text is kept (encoded by the call's schema).
      const { sort, type, tagId, keyword } = filter;
      const key = JSON.stringify([sort, type, tagId, keyword ?? '', currentPage, pageSize]);
      const body = await cachedPublicPage(
        db,
        key,
        async () => JSON.stringify(ok(z.encode(workEndpoints.worksIndex.response, await read()))),
        Boolean(keyword),
      );
      reply.type('application/json; charset=utf-8').send(body);
      return reply as never;
    },
  });

  route(app, workEndpoints.recommendWorks, {
    owner: 'none',
    handler: async (request) => {
      const rows = await recommendWorks(db, request.query.currentId, request.query.recommendNum);
      return rows.map((row) => presentCard(row, urls));
    },
  });

  route(app, workEndpoints.popularityStat, {
    handler: async (request) => {
      const auth = requireSchool(request.auth);
      const scope =
        auth.accountType === AccountType.TEACHER
          ? and(
              eq(works.worksCreatorType, WorksCreatorType.STUDENT),
              await byPupilsOfTeacher(db, auth.accountId),
            )!
          : eq(works.authorAccountId, auth.accountId);
      const { top, ...counts } = await popularity(db, scope);
      return { ...counts, topWorks: top.map((row) => presentCard(row, urls)) };
    },
  });

  route(app, workEndpoints.studentWorksList, {
    owner: { kind: 'class', at: 'query.worksClassId', deny: 'empty' },
    handler: async (request) => {
      const auth = requireSchool(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listStudentWorks(db, auth.accountId, filter, page);
      return pageOf(
        rows.map((row) => presentStudentItem(row, urls)),
        total,
        page,
      );
    },
  });

  route(app, workEndpoints.studentWorksExport, {
    owner: { kind: 'class', at: 'query.worksClassId', deny: 'empty' },
    handler: async (request, reply) => {
      const auth = requireSchool(request.auth);
      const { worksClassId, ...filter } = request.query;
      const rows = await exportRows(
        db,
        [
          eq(works.worksCreatorType, WorksCreatorType.STUDENT),
          await byPupilsOfTeacher(db, auth.accountId, worksClassId),
          ...(await filterConditions(db, filter, true)),
        ],
        WorksLimit.EXPORT_ROWS_MAX,
      );
      return sendXlsx(reply, await worksWorkbook(rows, '学员作品'), '学员作品');
    },
  });

  route(app, workEndpoints.printableWorks, {
    handler: async (request) => {
      const auth = requireSchool(request.auth);
      const rows = await printableWorks(db, auth.accountId);
      return rows.map((row) => ({
        id: row.id,
        worksName: row.worksName,
        // Printable works are public: their stored links are public links.
        worksCoverPic: row.worksCoverPic,
        coverThumbUrl: row.coverThumbUrl,
        pageCount: row.pageCount,
        publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      }));
    },
  });
}
