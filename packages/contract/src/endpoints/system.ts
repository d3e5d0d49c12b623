import { ZHealth, ZSmsOutboxMessages, ZSmsOutboxQuery } from '../schemas/envelope';
import { defineEndpoint } from './endpoint';

/** Health and the development SMS outbox (the runtime config script is not a call). */
export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'system',
    access: 'public',
    summary: 'Server health and readiness: database, Redis, file store',
    description:
      'Unsigned. Answers 200 with the state of the database, Redis and the file store (message 数据库暂时不可用 when the database is down), so a load balancer can read it; `ready` is false when any is down. While the process closes (SIGTERM) it answers 503 with ready false.',
    response: ZHealth,
  }),
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dev/sms-outbox',
    tag: 'dev',
    access: 'public',
    summary: 'Newest SMS outbox messages of a mobile (outside production, outbox provider only)',
    query: ZSmsOutboxQuery,
    response: ZSmsOutboxMessages,
    errors: [404],
  }),
};
