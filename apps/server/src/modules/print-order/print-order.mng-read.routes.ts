import { PrintOrderMessages as M, printOrderMngEndpoints } from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { printOrders, printQuotas } from '../../db/schema';
import { sendAttachment } from '../../platform/http/attachment';
import { notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { batchZip } from './print-order.files';
import { ensurePrintFile } from './print-order.service';
import type { TPrintDeps } from './print-order.deps';
import { classFor, staffScope } from './print-order.policy';
import { batchesPage, quotaOfClass, scopeCondition } from './print-order.queries';

/** Purchase orders (printer batches), their print files, and the free quotas of classes. */
export async function printOrderMngReadRoutes(
  app: TApp,
  { db, storage }: TPrintDeps,
): Promise<void> {
  route(app, printOrderMngEndpoints.purchaseOrders, {
    handler: async (request) => {
      const scope = await staffScope(db, request.auth);
      const { batches, orders, total } = await batchesPage(db, scope, request.query);
      const list = batches.map((b) => ({
        printerBatchNo: b.printerBatchNo,
        placedAt: new Date(b.placedAt).toISOString(),
        orderCount: Number(b.orderCount),
        copies: Number(b.copies),
        pages: Number(b.pages),
        orders: orders
          .filter((o) => o.printerBatchNo === b.printerBatchNo)
          .map((o) => ({
            id: o.id,
            orderNo: o.orderNo,
            worksName: o.worksName,
            bookSize: o.bookSize,
            pageCount: o.pageCount,
            printNum: o.printNum,
            status: o.status,
            logisticsReceiver: o.logisticsReceiver,
          })),
      }));
      return pageOf(list, total, request.query);
    },
  });

  route(app, printOrderMngEndpoints.batchFiles, {
    handler: async (request, reply) => {
      const scope = await staffScope(db, request.auth);
      const batchNo = request.query.printerBatchNo;
      const orders = await db
        .select()
        .from(printOrders)
        .where(and(scopeCondition(scope), eq(printOrders.printerBatchNo, batchNo)))
        .orderBy(printOrders.id);
      if (orders.length === 0) throw notFound(M.BATCH_NOT_FOUND);
      return sendAttachment(reply, {
        fileName: `印刷批次-${batchNo}.zip`,
        contentType: 'application/zip',
        body: await batchZip((order) => ensurePrintFile(db, storage, order), batchNo, orders),
      });
    },
  });

  route(app, printOrderMngEndpoints.quota, {
    handler: async (request) => {
      const cls = await classFor(db, request.auth, request.query.classId);
      return { classId: cls.id, freeCopies: await quotaOfClass(db, cls.id) };
    },
  });

  route(app, printOrderMngEndpoints.setQuota, {
    handler: async (request) => {
      const cls = await classFor(db, request.auth, request.body.classId);
      const values = {
        classId: cls.id,
        freeCopies: request.body.freeCopies,
        updatedBy: request.auth!.userId,
        updatedAt: new Date(),
      };
      await db
        .insert(printQuotas)
        .values(values)
        .onConflictDoUpdate({ target: printQuotas.classId, set: values });
      return { classId: cls.id, freeCopies: request.body.freeCopies };
    },
  });
}
