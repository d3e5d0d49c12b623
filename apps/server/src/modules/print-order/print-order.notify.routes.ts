import { printOrderEndpoints } from '@haoduo/contract';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { PaymentSignatureError } from '../../providers/payment/payment-port';
import type { TPrintDeps } from './print-order.deps';
import { applyPaymentEvent } from './print-order.payment';

/**
 * The gateway's notifications: verified (RSA-SHA256 over time, nonce and the raw body),
 * decrypted (AES-256-GCM), applied once. WeChat Pay retries until it gets 2xx; a refused
 * signature gets 401 with `{ code: 'FAIL' }` as its protocol says.
 */
export async function printOrderNotifyRoutes(
  app: TApp,
  { db, payment }: TPrintDeps,
): Promise<void> {
  route(app, printOrderEndpoints.payNotify, {
    handler: async (request, reply) => {
      let event;
      try {
        event = payment.parseNotification(request.headers, request.rawBody ?? '');
      } catch (error) {
        if (!(error instanceof PaymentSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'payment notification refused');
        return reply.code(401).send({ code: 'FAIL', message: '签名验证失败' });
      }
      const outcome = await applyPaymentEvent(db, payment, event);
      request.log.info(
        { eventId: event.eventId, kind: event.kind, outcome },
        'payment notification',
      );
      return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
    },
  });
}
