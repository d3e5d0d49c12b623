import { SmsMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeAliyun,
  startFakeTencent,
  type TFakeVendor,
} from '../../../../test/helpers/fake-sms-vendors';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { ageCodeRequests, WORKS, type TLoginData } from '../auth/testing/auth-fixtures';

/**
 * SMS_PROVIDER=tencent and aliyun end to end: a teacher's code reaches the vendor (checked
 * signature and all), signs the teacher in, and a vendor's refusal reaches the caller in Chinese.
 */
const MOBILE = '13800000001';
let tencent: TFakeVendor;
let aliyun: TFakeVendor;
let t: TTestApp;
let a: TTestApp;

const vendorEnv = (provider: string, endpoint: string) => ({
  SMS_PROVIDER: provider,
  SMS_ACCESS_KEY_ID: 'key-id',
  SMS_ACCESS_KEY_SECRET: 'key-secret',
  SMS_SIGN_NAME: '好多AI',
  SMS_TEMPLATE_CODE: 'SMS_0001',
  SMS_SDK_APP_ID: '1400000001',
  SMS_ENDPOINT: endpoint,
  SMS_VOICE_TEMPLATE_CODE: 'TTS_0001',
  SMS_VOICE_SHOW_NUMBER: '057100000000',
  SMS_VOICE_SDK_APP_ID: '1400000002',
  SMS_VOICE_ENDPOINT: endpoint,
});

beforeAll(async () => {
  tencent = await startFakeTencent({ 'key-id': 'key-secret' });
  aliyun = await startFakeAliyun({ 'key-id': 'key-secret' });
  t = await createTestApp({ env: vendorEnv('tencent', tencent.endpoint) });
  a = await createTestApp({ env: vendorEnv('aliyun', aliyun.endpoint) });
});
afterAll(async () => {
  await t?.close();
  await a?.close();
  await tencent?.close();
  await aliyun?.close();
});

describe('real SMS vendors', () => {
  it('Tencent: the code the phone receives signs the teacher in', async () => {
    const sent = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: MOBILE });
    expect(sent.status).toBe(200);
    const message = tencent.received.at(-1)!;
    expect(message.action).toBe('SendSms');
    expect(message.params.PhoneNumberSet).toEqual([`+86${MOBILE}`]);
    const [code] = message.params.TemplateParamSet as string[];
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.api.post<TLoginData>(`${WORKS}/works/custom/teacher-login`, {
      mobile: MOBILE,
      captcha: code,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toBeTruthy();
    // Nothing is written to the outbox, and the dev endpoint has nothing to read.
    const outbox = await t.api.get<unknown[]>('/api/v1/dev/sms-outbox', { mobile: MOBILE });
    expect(outbox.body.data ?? []).toEqual([]);
  });

  it("Tencent: a vendor's refusal answers the caller in Chinese", async () => {
    await ageCodeRequests(t, MOBILE, 31);
    tencent.refuse = 'LimitExceeded.PhoneNumberDailyLimit';
    const res = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: MOBILE });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(SmsMessages.DAILY_LIMIT);
  });

  it('Aliyun: SMS codes by SendSms, voice codes by SingleCallByTts', async () => {
    const sent = await a.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: MOBILE });
    expect(sent.status).toBe(200);
    expect(aliyun.received.at(-1)!.action).toBe('SendSms');
    const { code } = JSON.parse(String(aliyun.received.at(-1)!.params.TemplateParam)) as {
      code: string;
    };
    const login = await a.api.post(`${WORKS}/works/custom/teacher-login`, {
      mobile: MOBILE,
      captcha: code,
    });
    expect(login.status).toBe(200);

    await ageCodeRequests(a, '13800000002', 31);
    const voice = await a.api.get('/api/v1/auth/get-audio-captcha', {
      mobile: '13800000002',
      modifyUserId: 0,
    });
    expect(voice.status).toBe(200);
    expect(aliyun.received.at(-1)!.action).toBe('SingleCallByTts');
    expect(aliyun.received.at(-1)!.params.CalledNumber).toBe('13800000002');

    await ageCodeRequests(a, MOBILE, 31);
    aliyun.refuse = 'isv.MOBILE_NUMBER_ILLEGAL';
    const refused = await a.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: MOBILE });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SmsMessages.MOBILE_INVALID);
  });
});
