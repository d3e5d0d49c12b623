import { PrintOrderKind, PrintOrderMessages as M, printOrderMngEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startExport } from '../file-tasks';
import { accountNamesByIds, schoolNamesByIds } from '../identity';
import { printableWorksOfClass, workForPrint } from '../works';
import {
  batchPlace,
  cancelOrder,
  ordersByIds,
  payPlaceOrder,
  placeOrder,
  receiveOrder,
  rejectOrder,
  resubmitOrder,
  shipOrder,
  specialPlaceOrder,
} from './print-order.actions';
import { printOrdersExport } from './print-order.exports';
import { sendPdf } from './print-order.files';
import type { TPrintDeps } from './print-order.deps';
import { actorOf, classFor, staffOrder, staffScope } from './print-order.policy';
import { presentOrder, presentOrders, staffReader } from './print-order.presenter';
import { ordersPage } from './print-order.queries';
import { assertPrintable, bookOfWork, ensurePrintFile, insertOrders } from './print-order.service';
import { printOrderMngReadRoutes } from './print-order.mng-read.routes';
import { findClassById } from '../classes';

/** The print shop's and staff's writes; each order within the caller's data scope. */
export async function printOrderMngRoutes(app: TApp, deps: TPrintDeps): Promise<void> {
  const { db, storage, payment } = deps;
  const staffAct = async (auth: Parameters<typeof actorOf>[1], orderId: number) => ({
    order: await staffOrder(db, auth, orderId),
    actor: await actorOf(db, auth),
  });

  route(app, printOrderMngEndpoints.submit, {
    handler: async (request) => {
      const { worksId, printNum, bookSize, authorName, ...logistics } = request.body;
      const scope = await staffScope(db, request.auth);
      const work = await workForPrint(db, worksId);
      if (!work) throw notFound();
      if (scope.kind === 'schools' && !scope.schoolIds.includes(work.schoolId)) throw forbidden();
      assertPrintable(work);
      if (work.authorAccountId === null) throw conflict(M.WORK_NOT_PRINTABLE);
      const actor = await actorOf(db, request.auth);
      const [pupil] = await accountNamesByIds(db, [work.authorAccountId]);
      const cls = work.worksClassId ? await findClassById(db, work.worksClassId) : null;
      const school = (await schoolNamesByIds(db, [work.schoolId])).get(work.schoolId) ?? '';
      const author = authorName || work.worksAuthor || pupil?.name || '';
      const [order] = await insertOrders(db, storage, actor, [
        {
          order: {
            kind: PrintOrderKind.WORK,
            worksId: work.id,
            worksName: work.worksName,
            authorName: author,
            coverUrl: work.worksCoverPic,
            bookSize,
            pageCount: work.worksPageList.length,
            schoolId: work.schoolId,
            classId: cls?.id ?? null,
            semesterId: cls?.semesterId ?? null,
            pupilAccountId: work.authorAccountId,
            pupilName: pupil?.name ?? null,
            printNum,
            logistics,
          },
          book: bookOfWork(work, author, school),
        },
      ]);
      return presentOrder(db, staffReader(request), order!);
    },
  });

  route(app, printOrderMngEndpoints.specialSubmit, {
    handler: async (request) => {
      const { classId, worksIds, printNum, bookSize, reason, ...logistics } = request.body;
      const cls = await classFor(db, request.auth, classId);
      const works = await printableWorksOfClass(db, classId, worksIds);
      if (works.length === 0) throw conflict(M.CLASS_HAS_NO_WORKS);
      const actor = await actorOf(db, request.auth);
      const school = (await schoolNamesByIds(db, [cls.schoolId])).get(cls.schoolId) ?? '';
      const names = new Map(
        (
          await accountNamesByIds(
            db,
            works.flatMap((w) => (w.authorAccountId ? [w.authorAccountId] : [])),
          )
        ).map((a) => [a.id, a.name]),
      );
      const rows = await insertOrders(
        db,
        storage,
        actor,
        works.map((work) => {
          const pupilName = work.authorAccountId ? (names.get(work.authorAccountId) ?? null) : null;
          const author = work.worksAuthor || pupilName || '';
          return {
            order: {
              kind: PrintOrderKind.WORK,
              worksId: work.id,
              worksName: work.worksName,
              authorName: author,
              coverUrl: work.worksCoverPic,
              bookSize,
              pageCount: work.worksPageList.length,
              schoolId: cls.schoolId,
              classId: cls.id,
              semesterId: cls.semesterId,
              pupilAccountId: work.authorAccountId,
              pupilName,
              special: true,
              printNum,
              logistics,
            },
            book: bookOfWork(work, author, school),
          };
        }),
        reason ?? '特殊提交（免费印刷）',
      );
      return { orderIds: rows.map((r) => r.id) };
    },
  });

  route(app, printOrderMngEndpoints.place, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(
        db,
        staffReader(request),
        await placeOrder(db, order, actor, request.body.printerBatchNo),
      );
    },
  });
  route(app, printOrderMngEndpoints.payPlace, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(
        db,
        staffReader(request),
        await payPlaceOrder(db, order, actor, request.body.printerBatchNo),
      );
    },
  });
  route(app, printOrderMngEndpoints.specialPlace, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(
        db,
        staffReader(request),
        await specialPlaceOrder(db, order, actor, request.body.printerBatchNo),
      );
    },
  });
  route(app, printOrderMngEndpoints.batchPlace, {
    handler: async (request) => {
      const scope = await staffScope(db, request.auth);
      const orders = await ordersByIds(db, request.body.orderIds);
      if (orders.length !== request.body.orderIds.length) throw notFound(M.ORDER_NOT_FOUND);
      if (scope.kind === 'schools' && orders.some((o) => !scope.schoolIds.includes(o.schoolId)))
        throw forbidden();
      return batchPlace(db, orders, await actorOf(db, request.auth), request.body.printerBatchNo);
    },
  });
  route(app, printOrderMngEndpoints.ship, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      const { logisticsCompany, logisticsNo } = request.body;
      return presentOrder(
        db,
        staffReader(request),
        await shipOrder(db, order, actor, logisticsCompany, logisticsNo),
      );
    },
  });
  route(app, printOrderMngEndpoints.complete, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(db, staffReader(request), await receiveOrder(db, order, actor));
    },
  });
  route(app, printOrderMngEndpoints.cancel, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(
        db,
        staffReader(request),
        await cancelOrder(db, order, actor, request.body.reason ?? null),
      );
    },
  });
  route(app, printOrderMngEndpoints.reject, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(
        db,
        staffReader(request),
        await rejectOrder(db, payment, order, actor, request.body.reason),
      );
    },
  });
  route(app, printOrderMngEndpoints.resubmit, {
    handler: async (request) => {
      const { order, actor } = await staffAct(request.auth, request.body.orderId);
      return presentOrder(db, staffReader(request), await resubmitOrder(db, order, actor));
    },
  });

  route(app, printOrderMngEndpoints.list, {
    handler: async (request) => {
      const { list, total } = await ordersPage(
        db,
        await staffScope(db, request.auth),
        request.query,
      );
      return pageOf(await presentOrders(db, staffReader(request), list), total, request.query);
    },
  });
  route(app, printOrderMngEndpoints.detail, {
    handler: async (request) =>
      presentOrder(
        db,
        staffReader(request),
        await staffOrder(db, request.auth, request.query.orderId),
      ),
  });
  route(app, printOrderMngEndpoints.proof, {
    handler: async (request, reply) => {
      const order = await staffOrder(db, request.auth, request.query.orderId);
      const pdf = await ensurePrintFile(db, storage, order);
      if (!pdf) throw notFound();
      return sendPdf(reply, `${order.orderNo}-${order.worksName}.pdf`, pdf, true);
    },
  });
  route(app, printOrderMngEndpoints.export, {
    handler: async (request) =>
      startExport(app.fileTasks, requireAuth(request.auth), printOrdersExport, request.query),
  });

  await printOrderMngReadRoutes(app, deps);
}
