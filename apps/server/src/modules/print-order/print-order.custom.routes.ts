import {
  PrintOrderKind,
  PrintOrderMessages as M,
  printOrderEndpoints,
  printUnitPriceFen,
} from '@haoduo/contract';
import { requireSchool } from '../../platform/auth/auth-context';
import { conflict, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { findClassById, validClassIdsOfPupilInSchool } from '../classes';
import { schoolNamesByIds } from '../identity';
import { printableWorksOfAuthor, workForPrint } from '../works';
import { cancelOrder, receiveOrder, resubmitOrder } from './print-order.actions';
import type { TPrintDeps } from './print-order.deps';
import { actorOf, ownOrder } from './print-order.policy';
import { OWN_ORDER, presentOrder, presentOrders } from './print-order.presenter';
import {
  openOrdersOfWorks,
  orderById,
  ordersPage,
  quotaOfClass,
  usedFreeCopies,
} from './print-order.queries';
import { nativePayment, prepaySubmit, syncPayment } from './print-order.payment';
import { assertPrintable, bookOfWork, insertOrders, quoteOf } from './print-order.service';
import { sendPdf } from './print-order.files';
import { buildPrintPdf } from './print-file';
import { preflight } from './print-preflight';
import { classAnthologyRoutes } from './print-order.teacher.routes';

/** A pupil's side: printable books with their checks, order, pay, follow, cancel. */
export async function printOrderCustomRoutes(app: TApp, deps: TPrintDeps): Promise<void> {
  const { db, storage, payment } = deps;
  // The work's class, else the pupil's newest class in the school (quota and semester).
  const classOf = async (
    pupil: { accountId: number; schoolId: number },
    classId: number | null | undefined,
  ) => {
    const ids = classId
      ? [classId]
      : await validClassIdsOfPupilInSchool(db, pupil.accountId, pupil.schoolId);
    return ids.length ? findClassById(db, Math.max(...ids)) : null;
  };

  route(app, printOrderEndpoints.printableWorks, {
    handler: async (request) => {
      const pupil = requireSchool(request.auth);
      const rows = await printableWorksOfAuthor(db, pupil.accountId);
      const open = await openOrdersOfWorks(
        db,
        rows.map((r) => r.id),
        pupil.accountId,
      );
      return Promise.all(
        rows.map(async (row) => ({
          worksId: row.id,
          worksName: row.worksName,
          worksAuthor: row.worksAuthor,
          coverUrl: row.worksCoverPic,
          pageCount: row.worksPageList.length,
          publishedAt: row.publishedAt?.toISOString() ?? null,
          unitPriceFen: printUnitPriceFen(row.worksPageList.length),
          checks: await preflight(storage, row),
          openOrderId: open.get(row.id) ?? null,
        })),
      );
    },
  });

  route(app, printOrderEndpoints.proof, {
    owner: { kind: 'work', at: 'query.worksId', deny: 404, pass: ['student'] },
    handler: async (request, reply) => {
      const auth = requireSchool(request.auth);
      const work = await workForPrint(db, request.query.worksId);
      if (!work || work.authorAccountId !== auth.accountId) throw notFound();
      assertPrintable(work);
      const school = (await schoolNamesByIds(db, [work.schoolId])).get(work.schoolId) ?? '';
      const author = request.query.authorName || work.worksAuthor || '';
      const pdf = await buildPrintPdf(
        storage,
        bookOfWork(work, author, school),
        request.query.bookSize,
      );
      return sendPdf(reply, `${work.worksName}-印刷样稿.pdf`, pdf, true);
    },
  });

  route(app, printOrderEndpoints.checkFreeQuota, {
    owner: { kind: 'work', at: 'query.worksId', deny: 404, pass: ['student'] },
    handler: async (request) => {
      const pupil = requireSchool(request.auth);
      const work = request.query.worksId ? await workForPrint(db, request.query.worksId) : null;
      if (request.query.worksId && (!work || work.authorAccountId !== pupil.accountId))
        throw notFound();
      const cls = await classOf(pupil, work?.worksClassId);
      const freeCopies = await quotaOfClass(db, cls?.id ?? null);
      const used = await usedFreeCopies(db, pupil.accountId, cls?.semesterId ?? null);
      return {
        classId: cls?.id ?? null,
        semesterId: cls?.semesterId ?? null,
        freeCopies,
        used,
        remaining: Math.max(0, freeCopies - used),
        unitPriceFen: work ? printUnitPriceFen(work.worksPageList.length) : 0,
      };
    },
  });

  route(app, printOrderEndpoints.submit, {
    owner: { kind: 'work', at: 'body.worksId', deny: 404, pass: ['student'] },
    handler: async (request) => {
      const pupil = requireSchool(request.auth);
      const work = await workForPrint(db, request.body.worksId);
      if (!work || work.authorAccountId !== pupil.accountId) throw notFound(M.WORK_NOT_YOURS);
      assertPrintable(work);
      if ((await openOrdersOfWorks(db, [work.id], pupil.accountId)).size > 0) {
        throw conflict(M.ORDER_OPEN_FOR_WORK);
      }
      const actor = await actorOf(db, request.auth);
      const cls = await classOf(pupil, work.worksClassId);
      const school = (await schoolNamesByIds(db, [work.schoolId])).get(work.schoolId) ?? '';
      const authorName = request.body.authorName || work.worksAuthor || actor.name;
      const [order] = await insertOrders(db, storage, actor, [
        {
          order: {
            kind: PrintOrderKind.WORK,
            worksId: work.id,
            worksName: work.worksName,
            authorName,
            coverUrl: work.worksCoverPic,
            bookSize: request.body.bookSize,
            pageCount: work.worksPageList.length,
            schoolId: work.schoolId,
            classId: cls?.id ?? null,
            semesterId: cls?.semesterId ?? null,
            pupilAccountId: pupil.accountId,
            pupilName: actor.name,
          },
          book: bookOfWork(work, authorName, school),
        },
      ]);
      return presentOrder(db, OWN_ORDER, order!);
    },
  });

  route(app, printOrderEndpoints.prepay, {
    owner: 'none',
    handler: async (request) => {
      const order = await ownOrder(db, request.auth, request.body.worksOrderId);
      if (order.special) throw conflict(M.SPECIAL_NO_PAYMENT);
      const quote = await quoteOf(db, order, request.body.printNum);
      return {
        worksOrderId: order.id,
        printNum: request.body.printNum,
        unitPriceFen: order.unitPriceFen,
        freeCopies: quote.freeCopies,
        amountFen: quote.amountFen,
        quota: quote.quota,
      };
    },
  });

  route(app, printOrderEndpoints.prepaySubmit, {
    owner: 'none',
    handler: async (request) => {
      const order = await ownOrder(db, request.auth, request.body.worksOrderId);
      const actor = await actorOf(db, request.auth);
      const result = await prepaySubmit(db, payment, order, request.body, actor);
      return { order: await presentOrder(db, OWN_ORDER, result.order), payment: result.payment };
    },
  });

  route(app, printOrderEndpoints.pay, {
    owner: 'none',
    handler: async (request) =>
      nativePayment(payment, await ownOrder(db, request.auth, request.body.orderId)),
  });

  route(app, printOrderEndpoints.syncPayment, {
    owner: 'none',
    handler: async (request) => {
      const order = await ownOrder(db, request.auth, request.body.orderId);
      return presentOrder(db, OWN_ORDER, await syncPayment(db, payment, order));
    },
  });

  route(app, printOrderEndpoints.cancel, {
    owner: 'none',
    handler: async (request) => {
      const order = await ownOrder(db, request.auth, request.body.orderId);
      return presentOrder(
        db,
        OWN_ORDER,
        await cancelOrder(db, order, await actorOf(db, request.auth)),
      );
    },
  });

  route(app, printOrderEndpoints.resubmit, {
    owner: 'none',
    handler: async (request) => {
      const order = await ownOrder(db, request.auth, request.body.orderId);
      return presentOrder(
        db,
        OWN_ORDER,
        await resubmitOrder(db, order, await actorOf(db, request.auth)),
      );
    },
  });

  route(app, printOrderEndpoints.receive, {
    owner: 'none',
    handler: async (request) => {
      const auth = requireSchool(request.auth);
      const order = await orderById(db, request.body.orderId);
      if (
        !order ||
        (order.pupilAccountId !== auth.accountId && order.creatorUserId !== auth.userId)
      ) {
        throw notFound(M.ORDER_NOT_FOUND);
      }
      return presentOrder(
        db,
        OWN_ORDER,
        await receiveOrder(db, order, await actorOf(db, request.auth)),
      );
    },
  });

  route(app, printOrderEndpoints.myOrders, {
    handler: async (request) => {
      const auth = requireSchool(request.auth);
      const { list, total } = await ordersPage(
        db,
        { kind: 'pupil', accountId: auth.accountId },
        request.query,
      );
      return pageOf(await presentOrders(db, OWN_ORDER, list), total, request.query);
    },
  });

  await classAnthologyRoutes(app, deps);
}
