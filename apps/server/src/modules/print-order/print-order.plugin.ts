import type { TDeps } from '../../platform/deps';
import type { TApp } from '../../platform/http/types';
import type { TPayment } from '../../providers/payment/create-payment';
import type { TPaymentPort } from '../../providers/payment/payment-port';
import { printOrderCustomRoutes } from './print-order.custom.routes';
import { printOrderMngRoutes } from './print-order.mng.routes';
import { printOrderNotifyRoutes } from './print-order.notify.routes';

/** Printed picture books: pupils' and teachers' orders, payment, the print shop's side. */
export async function printOrderFeature(
  app: TApp,
  deps: TDeps,
  payment: TPaymentPort,
): Promise<void> {
  const printDeps = { db: deps.db, storage: deps.storage, payment };
  await printOrderCustomRoutes(app, printDeps);
  await printOrderMngRoutes(app, printDeps);
  await printOrderNotifyRoutes(app, printDeps);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment adapter (tests pay through its local gateway). */
    payment: TPayment;
  }
}
