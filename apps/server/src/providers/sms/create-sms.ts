import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../platform/config';
import type { TDb } from '../../platform/db/database';
import { createAliyunSms } from './aliyun-sms';
import { createOutboxSms } from './outbox-sms';
import type { TSmsPort } from './sms-port';
import { createTencentSms } from './tencent-sms';

/** The SMS port chosen by SMS_PROVIDER: the outbox table (default), Aliyun or Tencent Cloud. */
export function createSms(config: TConfig, db: TDb, log: FastifyBaseLogger): TSmsPort {
  switch (config.sms.provider) {
    case 'aliyun':
      return createAliyunSms(config.sms, log);
    case 'tencent':
      return createTencentSms(config.sms, log);
    default:
      return createOutboxSms(db, log);
  }
}
