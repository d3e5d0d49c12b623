import { createHash, createHmac } from 'node:crypto';
import { CaptchaRule, SmsMessages } from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TSmsConfig } from '../../platform/provider-config';
import { smsError, SmsProviderError, vendorFetch } from './sms-errors';
import type { TSmsMessage, TSmsPort } from './sms-port';

/**
 * Tencent Cloud SMS (sms SendSms, 2021-01-11) and voice codes (vms SendTtsVoice, 2020-09-02),
 * JSON POSTs signed with TC3-HMAC-SHA256. The template's parameters: the code, then the
 * minutes it stays valid.
 */
const SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
const VOICE_ENDPOINT = 'https://vms.tencentcloudapi.com';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();

/** The headers (Authorization included) of one TC3-HMAC-SHA256 signed JSON POST. */
export function signTc3(input: {
  host: string;
  service: string;
  action: string;
  version: string;
  region: string;
  body: string;
  secretId: string;
  secretKey: string;
  timestamp?: number;
}): Record<string, string> {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const contentType = 'application/json; charset=utf-8';
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${contentType}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`,
    signedHeaders,
    sha256(input.body),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    'content-type': contentType,
    host: input.host,
    'x-tc-action': input.action,
    'x-tc-timestamp': String(timestamp),
    'x-tc-version': input.version,
    'x-tc-region': input.region,
  };
}

type TTencentAnswer = {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string }[];
    RequestId?: string;
  };
};

export function createTencentSms(config: TSmsConfig, log: FastifyBaseLogger): TSmsPort {
  const call = async (
    endpoint: string,
    service: string,
    action: string,
    version: string,
    payload: unknown,
  ) => {
    const url = new URL(endpoint);
    const body = JSON.stringify(payload);
    const headers = signTc3({
      host: url.host,
      service,
      action,
      version,
      region: config.region,
      body,
      secretId: config.accessKeyId,
      secretKey: config.accessKeySecret,
    });
    const { json } = await vendorFetch(
      `${url.origin}/`,
      { method: 'POST', headers, body },
      config.timeoutMs,
    );
    const answer = (json as TTencentAnswer).Response;
    const code = answer?.Error?.Code ?? answer?.SendStatusSet?.find((s) => s.Code !== 'Ok')?.Code;
    if (!answer || code) {
      log.warn({ vendor: 'tencent', action, code, requestId: answer?.RequestId }, 'sms refused');
      throw smsError('tencent', code ?? 'UNKNOWN');
    }
  };
  const minutes = String(CaptchaRule.TTL_SECONDS / 60);

  return {
    name: 'tencent',
    readable: false,
    async send(message: TSmsMessage) {
      if (!message.code) throw new SmsProviderError(503, SmsMessages.SEND_FAILED, 'NO_CODE');
      if (message.channel === 'voice' && config.voice) {
        await call(config.voice.endpoint ?? VOICE_ENDPOINT, 'vms', 'SendTtsVoice', '2020-09-02', {
          TemplateId: config.voice.templateCode,
          TemplateParamSet: [message.code],
          CalledNumber: `+86${message.mobile}`,
          VoiceSdkAppid: config.voice.sdkAppId,
          PlayTimes: 2,
        });
        return;
      }
      await call(config.endpoint ?? SMS_ENDPOINT, 'sms', 'SendSms', '2021-01-11', {
        PhoneNumberSet: [`+86${message.mobile}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateCode,
        TemplateParamSet: [message.code, minutes],
      });
    },
    async recent() {
      return [];
    },
  };
}
