import { SmsMessages } from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeAliyun,
  startFakeTencent,
  type TFakeVendor,
} from '../../../test/helpers/fake-sms-vendors';
import type { TSmsConfig } from '../../platform/provider-config';
import { createAliyunSms } from './aliyun-sms';
import { SmsProviderError } from './sms-errors';
import type { TSmsPort } from './sms-port';
import { createTencentSms } from './tencent-sms';

/** The vendor adapters against local servers that check signatures as the vendors do. */
const log = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const code = { mobile: '13800000001', channel: 'sms' as const, content: '…', code: '123456' };

const base = (endpoint: string, voiceEndpoint: string): TSmsConfig => ({
  provider: 'aliyun',
  accessKeyId: 'key-id',
  accessKeySecret: 'key-secret',
  signName: '好多AI',
  templateCode: 'SMS_0001',
  sdkAppId: '1400000001',
  region: 'ap-guangzhou',
  endpoint,
  voice: {
    templateCode: 'TTS_0001',
    showNumber: '057100000000',
    sdkAppId: '1400000002',
    endpoint: voiceEndpoint,
  },
  timeoutMs: 5000,
});

async function refusal(port: TSmsPort, message = code): Promise<SmsProviderError> {
  const error = await port.send(message).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SmsProviderError);
  return error as SmsProviderError;
}

describe('Aliyun SMS and voice (ACS3-HMAC-SHA256)', () => {
  let vendor: TFakeVendor;
  beforeAll(async () => {
    vendor = await startFakeAliyun({ 'key-id': 'key-secret' });
  });
  afterAll(async () => vendor?.close());

  it('sends SendSms with the sign, template and the code as its parameter', async () => {
    const sms = createAliyunSms(base(vendor.endpoint, vendor.endpoint), log);
    await sms.send(code);
    expect(vendor.received.at(-1)).toEqual({
      action: 'SendSms',
      params: {
        PhoneNumbers: '13800000001',
        SignName: '好多AI',
        TemplateCode: 'SMS_0001',
        TemplateParam: '{"code":"123456"}',
      },
    });
  });

  it('calls a voice code with SingleCallByTts', async () => {
    const sms = createAliyunSms(base(vendor.endpoint, vendor.endpoint), log);
    await sms.send({ ...code, channel: 'voice' });
    expect(vendor.received.at(-1)).toEqual({
      action: 'SingleCallByTts',
      params: {
        CalledShowNumber: '057100000000',
        CalledNumber: '13800000001',
        TtsCode: 'TTS_0001',
        TtsParam: '{"code":"123456"}',
      },
    });
  });

  it('is refused with a wrong secret, which reads as a configuration fault', async () => {
    const sms = createAliyunSms(
      { ...base(vendor.endpoint, vendor.endpoint), accessKeySecret: 'wrong' },
      log,
    );
    const error = await refusal(sms);
    expect(error.vendorCode).toBe('SignatureDoesNotMatch');
    expect([error.status, error.message]).toEqual([503, SmsMessages.MISCONFIGURED]);
  });

  it("maps the vendor's codes to Chinese sentences", async () => {
    const sms = createAliyunSms(base(vendor.endpoint, vendor.endpoint), log);
    const cases: [string, number, string][] = [
      ['isv.MOBILE_NUMBER_ILLEGAL', 400, SmsMessages.MOBILE_INVALID],
      ['isv.BUSINESS_LIMIT_CONTROL', 429, SmsMessages.TOO_FREQUENT],
      ['isv.DAY_LIMIT_CONTROL', 429, SmsMessages.DAILY_LIMIT],
      ['isv.AMOUNT_NOT_ENOUGH', 503, SmsMessages.OUT_OF_SERVICE],
      ['isv.SMS_TEMPLATE_ILLEGAL', 503, SmsMessages.MISCONFIGURED],
      ['isv.SOMETHING_NEW', 503, SmsMessages.SEND_FAILED],
    ];
    for (const [vendorCode, status, message] of cases) {
      vendor.refuse = vendorCode;
      const error = await refusal(sms);
      expect([error.vendorCode, error.status, error.message]).toEqual([
        vendorCode,
        status,
        message,
      ]);
    }
  });

  it('says the service is out of reach when the vendor cannot be reached', async () => {
    const sms = createAliyunSms(base('http://127.0.0.1:9', 'http://127.0.0.1:9'), log);
    const error = await refusal(sms);
    expect([error.status, error.message]).toEqual([503, SmsMessages.SEND_FAILED]);
  });
});

describe('Tencent Cloud SMS and voice (TC3-HMAC-SHA256)', () => {
  let vendor: TFakeVendor;
  beforeAll(async () => {
    vendor = await startFakeTencent({ 'key-id': 'key-secret' });
  });
  afterAll(async () => vendor?.close());

  const config = () => ({
    ...base(vendor.endpoint, vendor.endpoint),
    provider: 'tencent' as const,
  });

  it('sends SendSms to the +86 number with the code and its minutes', async () => {
    await createTencentSms(config(), log).send(code);
    expect(vendor.received.at(-1)).toEqual({
      action: 'SendSms',
      params: {
        PhoneNumberSet: ['+8613800000001'],
        SmsSdkAppId: '1400000001',
        SignName: '好多AI',
        TemplateId: 'SMS_0001',
        TemplateParamSet: ['123456', '5'],
      },
    });
  });

  it('calls a voice code with SendTtsVoice', async () => {
    await createTencentSms(config(), log).send({ ...code, channel: 'voice' });
    expect(vendor.received.at(-1)).toEqual({
      action: 'SendTtsVoice',
      params: {
        TemplateId: 'TTS_0001',
        TemplateParamSet: ['123456'],
        CalledNumber: '+8613800000001',
        VoiceSdkAppid: '1400000002',
        PlayTimes: 2,
      },
    });
  });

  it('is refused with a wrong secret', async () => {
    const error = await refusal(createTencentSms({ ...config(), accessKeySecret: 'x' }, log));
    expect([error.vendorCode, error.message]).toEqual([
      'AuthFailure.SignatureFailure',
      SmsMessages.MISCONFIGURED,
    ]);
  });

  it("maps the vendor's codes, in the status set or as an error, to Chinese sentences", async () => {
    const sms = createTencentSms(config(), log);
    const cases: [string, number, string][] = [
      ['LimitExceeded.PhoneNumberThirtySecondLimit', 429, SmsMessages.TOO_FREQUENT],
      ['LimitExceeded.PhoneNumberDailyLimit', 429, SmsMessages.DAILY_LIMIT],
      ['InvalidParameterValue.IncorrectPhoneNumber', 400, SmsMessages.MOBILE_INVALID],
      ['FailedOperation.PhoneNumberInBlacklist', 400, SmsMessages.MOBILE_BLOCKED],
      ['FailedOperation.InsufficientBalanceInSmsPackage', 503, SmsMessages.OUT_OF_SERVICE],
      ['FailedOperation.TemplateIncorrectOrUnapproved', 503, SmsMessages.MISCONFIGURED],
    ];
    for (const [vendorCode, status, message] of cases) {
      vendor.refuse = vendorCode;
      const error = await refusal(sms);
      expect([error.vendorCode, error.status, error.message]).toEqual([
        vendorCode,
        status,
        message,
      ]);
    }
  });
});
