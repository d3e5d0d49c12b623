import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { smsOutbox } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import type { TSmsPort } from './sms-port';

/**
 * The default SMS provider: writes every message to the sms_outbox table and the log, so
 * people and tests can read codes without a real SMS gateway.
 */
export function createOutboxSms(db: TDb, log: FastifyBaseLogger): TSmsPort {
  return {
    name: 'outbox',
    readable: true,
    async send(message) {
      await db.insert(smsOutbox).values(message);
      log.info(
        { mobile: message.mobile, channel: message.channel, content: message.content },
        'sms outbox',
      );
    },
    async recent(mobile, limit) {
      const rows = await db
        .select({
          content: smsOutbox.content,
          channel: smsOutbox.channel,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
