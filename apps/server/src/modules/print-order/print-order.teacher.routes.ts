import { PrintOrderKind, PrintOrderMessages as M, printOrderEndpoints } from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import { conflict } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { schoolNamesByIds } from '../identity';
import { printableWorksOfClass } from '../works';
import type { TPrintDeps } from './print-order.deps';
import { actorOf, classFor } from './print-order.policy';
import { MASKED, OWN_ORDER, presentOrder, presentOrders } from './print-order.presenter';
import { ordersPage } from './print-order.queries';
import { insertOrders } from './print-order.service';

/** A teacher's side: the class's orders and the class anthology. */
export async function classAnthologyRoutes(app: TApp, { db, storage }: TPrintDeps): Promise<void> {
  route(app, printOrderEndpoints.classOrders, {
    owner: { kind: 'class', at: 'query.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      requireSchool(request.auth);
      await classFor(db, request.auth, request.query.classId);
      const { list, total } = await ordersPage(
        db,
        { kind: 'class', classId: request.query.classId },
        {
          ...request.query,
          classId: undefined,
        },
      );
      return pageOf(await presentOrders(db, MASKED, list), total, request.query);
    },
  });

  route(app, printOrderEndpoints.classAnthology, {
    owner: { kind: 'class', at: 'body.classId', deny: 403, pass: ['teacher'] },
    handler: async (request) => {
      const { classId, printNum, bookSize, title, ...logistics } = request.body;
      const cls = await classFor(db, request.auth, classId);
      const works = (await printableWorksOfClass(db, classId)).reverse();
      if (works.length === 0) throw conflict(M.CLASS_HAS_NO_WORKS);
      const actor = await actorOf(db, request.auth);
      const school = (await schoolNamesByIds(db, [cls.schoolId])).get(cls.schoolId) ?? '';
      const name = title || `${cls.courseClassName}作品集`;
      const pageCount = works.reduce((sum, w) => sum + w.worksPageList.length + 1, 0);
      const [order] = await insertOrders(db, storage, actor, [
        {
          order: {
            kind: PrintOrderKind.CLASS_ANTHOLOGY,
            worksId: null,
            worksName: name,
            authorName: cls.courseClassName,
            coverUrl: works[0]!.worksCoverPic,
            bookSize,
            pageCount,
            schoolId: cls.schoolId,
            classId: cls.id,
            semesterId: cls.semesterId,
            pupilAccountId: null,
            pupilName: null,
            printNum,
            logistics,
          },
          book: {
            title: name,
            authorName: cls.courseClassName,
            schoolName: school,
            coverUrl: works[0]!.worksCoverPic,
            backCoverUrl: null,
            backgroundColor: null,
            parts: works.map((w) => ({
              title: w.worksName,
              authorName: w.worksAuthor ?? '',
              pages: w.worksPageList,
            })),
          },
        },
      ]);
      return presentOrder(db, OWN_ORDER, order!);
    },
  });
}
