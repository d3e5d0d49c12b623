import {
  AccountType,
  WorksLimit,
  ZPopularityStat,
  ZPrintableWorks,
  ZRecommendWorksQuery,
  ZStudentWorksPage,
  ZStudentWorksQuery,
  ZWorksCard,
  ZWorksCardPage,
  ZWorksIndexQuery,
} from '@haoduo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { works } from '../../db/schema';
import { requireSchool } from '../../platform/auth/auth-context';
import { ok, okResponse } from '../../platform/http/envelope';
import { pageOf } from '../../platform/http/paging';
import type { TApp } from '../../platform/http/types';
import { worksWorkbook, sendXlsx } from './works-export';
import { cachedPublicPage, listPublicCards } from './works-gallery.queries';
import { exportRows, filterConditions, listStudentWorks } from './works-lists.queries';
import { popularity, printableWorks, recommendWorks } from './works-stats.queries';
import { presentCard, presentStudentItem } from './works.presenter';
import { pupilsOfTeacher } from './works.queries';
import { docs, WORKS_PREFIX, type TWorksRouteDeps } from './works.routes.shared';

const P = `${WORKS_PREFIX}/custom`;

/** The gallery, its search and recommendations (public), and pupils' and teachers' lists. */
export async function worksListRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db, urls } = deps;

  const worksIndexResponse = okResponse(ZWorksCardPage);
  app.get(
    `${P}/works-index`,
    {
      config: { access: 'public', owner: 'none' },
      schema: docs(
        'The gallery: public works by type and tag, in recommended, newest or most-liked order; keyword searches work names, public author names and schools',
        { querystring: ZWorksIndexQuery, response: worksIndexResponse },
      ),
    },
    async (request, reply) => {
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const read = async () => {
        const { rows, total } = await listPublicCards(db, filter, page);
        return ok(
          pageOf(
            rows.map((row) => presentCard(row, urls)),
            total,
            page,
          ),
        );
      };
      // Gallery and search pages: the response text is kept (encoded by the route's own schema).
      const { sort, type, tagId, keyword } = filter;
      const key = JSON.stringify([sort, type, tagId, keyword ?? '', currentPage, pageSize]);
      const body = await cachedPublicPage(
        db,
        key,
        async () => JSON.stringify(z.encode(worksIndexResponse[200], await read())),
        Boolean(keyword),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    `${P}/recommend-works`,
    {
      config: { access: 'public', owner: 'none' },
      schema: docs('Public works related to a work (same type and tags first)', {
        querystring: ZRecommendWorksQuery,
        response: okResponse(z.array(ZWorksCard)),
      }),
    },
    async (request) => {
      const rows = await recommendWorks(db, request.query.currentId, request.query.recommendNum);
      return ok(rows.map((row) => presentCard(row, urls)));
    },
  );

  app.get(
    `${P}/popularity-stat`,
    {
      config: { access: 'learner' },
      schema: docs(
        "Counts, likes and copies of the caller's works (teachers: of their classes' pupils) and the most liked",
        { response: okResponse(ZPopularityStat) },
      ),
    },
    async (request) => {
      const auth = requireSchool(request.auth);
      const scope =
        auth.accountType === AccountType.TEACHER
          ? and(
              eq(works.worksCreatorType, 2),
              inArray(works.authorAccountId, pupilsOfTeacher(db, auth.accountId)),
            )!
          : eq(works.authorAccountId, auth.accountId);
      const { top, ...counts } = await popularity(db, scope);
      return ok({ ...counts, topWorks: top.map((row) => presentCard(row, urls)) });
    },
  );

  app.get(
    `${P}/student-works-list`,
    {
      config: {
        access: 'teacher',
        owner: { kind: 'class', at: 'query.worksClassId', deny: 'empty' },
      },
      schema: docs(
        "A teacher's list of their classes' pupils' works (the review queue with status=1), with real names",
        { querystring: ZStudentWorksQuery, response: okResponse(ZStudentWorksPage) },
      ),
    },
    async (request) => {
      const auth = requireSchool(request.auth);
      const { currentPage, pageSize, ...filter } = request.query;
      const page = { currentPage, pageSize };
      const { rows, total } = await listStudentWorks(db, auth.accountId, filter, page);
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
    `${P}/student-works-export`,
    {
      config: {
        access: 'teacher',
        owner: { kind: 'class', at: 'query.worksClassId', deny: 'empty' },
      },
      schema: docs('The same list as an xlsx file (at most 10,000 rows)', {
        querystring: ZStudentWorksQuery.omit({ currentPage: true, pageSize: true }),
      }),
    },
    async (request, reply) => {
      const auth = requireSchool(request.auth);
      const { worksClassId, ...filter } = request.query;
      const rows = await exportRows(
        db,
        [
          eq(works.worksCreatorType, 2),
          inArray(works.authorAccountId, pupilsOfTeacher(db, auth.accountId, worksClassId)),
          ...filterConditions(filter, true),
        ],
        WorksLimit.EXPORT_ROWS_MAX,
      );
      return sendXlsx(reply, await worksWorkbook(rows, '学员作品'), '学员作品');
    },
  );

  app.get(
    `${P}/printable-works-list`,
    {
      config: { access: 'learner' },
      schema: docs("The caller's published picture books that can be printed", {
        response: okResponse(ZPrintableWorks),
      }),
    },
    async (request) => {
      const auth = requireSchool(request.auth);
      const rows = await printableWorks(db, auth.accountId);
      return ok(
        rows.map((row) => ({
          id: row.id,
          worksName: row.worksName,
          // Printable works are public: their stored links are public links.
          worksCoverPic: row.worksCoverPic,
          coverThumbUrl: row.coverThumbUrl,
          pageCount: row.pageCount,
          publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
        })),
      );
    },
  );
}
