import { createHash, createHmac, randomUUID } from 'node:crypto';
import { SmsMessages } from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TSmsConfig } from '../../platform/provider-config';
import { smsError, SmsProviderError, vendorFetch } from './sms-errors';
import type { TSmsMessage, TSmsPort } from './sms-port';

/**
 * Aliyun SMS (dysmsapi SendSms) and voice codes (dyvmsapi SingleCallByTts), RPC-style calls
 * signed with Aliyun's current method, ACS3-HMAC-SHA256 (the V2 HMAC-SHA1 query signature is
 * discontinued): the parameters travel in the query string, the body is empty.
 */
const SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const VOICE_ENDPOINT = 'https://dyvmsapi.aliyuncs.com';
const VERSION = '2017-05-25';

/** RFC 3986: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The headers (Authorization included) of one ACS3-HMAC-SHA256 signed request. */
export function signAcs3(input: {
  method: string;
  host: string;
  action: string;
  version: string;
  query: Record<string, string>;
  body: string;
  accessKeyId: string;
  accessKeySecret: string;
  date?: Date;
  nonce?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    host: input.host,
    'x-acs-action': input.action,
    'x-acs-version': input.version,
    'x-acs-date': (input.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'x-acs-signature-nonce': input.nonce ?? randomUUID(),
    'x-acs-content-sha256': sha256(input.body),
  };
  const names = Object.keys(headers).sort();
  const canonicalQuery = Object.entries(input.query)
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = [
    input.method,
    '/',
    canonicalQuery,
    names.map((name) => `${name}:${headers[name]!.trim()}\n`).join(''),
    names.join(';'),
    headers['x-acs-content-sha256'],
  ].join('\n');
  const signature = createHmac('sha256', input.accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest('hex');
  headers.authorization = `ACS3-HMAC-SHA256 Credential=${input.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}`;
  return headers;
}

export function createAliyunSms(config: TSmsConfig, log: FastifyBaseLogger): TSmsPort {
  const call = async (endpoint: string, action: string, query: Record<string, string>) => {
    const url = new URL(endpoint);
    const headers = signAcs3({
      method: 'POST',
      host: url.host,
      action,
      version: VERSION,
      query,
      body: '',
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
    });
    const search = Object.entries(query)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&');
    const { json } = await vendorFetch(
      `${url.origin}/?${search}`,
      { method: 'POST', headers },
      config.timeoutMs,
    );
    const answer = json as { Code?: string; Message?: string; RequestId?: string };
    if (answer.Code !== 'OK') {
      log.warn(
        { vendor: 'aliyun', action, code: answer.Code, requestId: answer.RequestId },
        'sms refused',
      );
      throw smsError('aliyun', answer.Code ?? 'UNKNOWN');
    }
  };

  return {
    name: 'aliyun',
    readable: false,
    async send(message: TSmsMessage) {
      if (!message.code) throw new SmsProviderError(503, SmsMessages.SEND_FAILED, 'NO_CODE');
      if (message.channel === 'voice' && config.voice) {
        await call(config.voice.endpoint ?? VOICE_ENDPOINT, 'SingleCallByTts', {
          CalledShowNumber: config.voice.showNumber ?? '',
          CalledNumber: message.mobile,
          TtsCode: config.voice.templateCode,
          TtsParam: JSON.stringify({ code: message.code }),
        });
        return;
      }
      await call(config.endpoint ?? SMS_ENDPOINT, 'SendSms', {
        PhoneNumbers: message.mobile,
        SignName: config.signName,
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
      });
    },
    async recent() {
      return [];
    },
  };
}
