import { AuthMessages, CaptchaRule, CodePurpose, formatMessage, Messages } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { createOutboxSms } from '../../../providers/sms/outbox-sms';
import {
  ageCodeRequests,
  countRows,
  latestCode,
  outboxCount,
  WORKS,
  type TLoginData,
} from '../auth/testing/auth-fixtures';
import { consumeCode, requestCode } from './captcha.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (mobile: string, captcha: string) =>
  t.api.post<TLoginData>(`${WORKS}/works/custom/teacher-login`, { mobile, captcha });

describe('code requests', () => {
  it('refuses a missing or malformed mobile with 400 and writes nothing', async () => {
    const before = await countRows(t, 'verification_codes');
    const missing = await t.api.get(`${WORKS}/works/custom/send-captcha`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'mobile', message: Messages.MOBILE_REQUIRED }]);
    const bad = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '1380000000a' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(Messages.MOBILE_INVALID);
    expect(await countRows(t, 'verification_codes')).toBe(before);
  });

  it('sends six digits, stores only a hash, and never returns the code', async () => {
    const res = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000001' });
    expect(res.body).toEqual({ code: 200, message: 'success', data: null });
    const code = await latestCode(t, '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.execute<{ code_hash: string }>(
      sql`select code_hash from verification_codes where mobile = '13800000001'`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code!);
  });

  it('allows one code per mobile every 30 s: 429 with a message, no second message', async () => {
    const res = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000001' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
    expect(res.body.data).toBeNull();
    expect(res.body.message).toMatch(/^获取验证码太频繁，请\d+秒后再试$/);
    expect(await outboxCount(t, '13800000001')).toBe(1);
  });

  it('applies the 30 s limit to mobiles without an account too (the answer reveals nothing)', async () => {
    await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13833333333' });
    const again = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13833333333' });
    expect(again.status).toBe(429);
  });
});

describe('codes in use', () => {
  it('is single use: the second sign-in with the same code is refused', async () => {
    await ageCodeRequests(t, '13800000002', 31);
    await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000002' });
    const code = (await latestCode(t, '13800000002'))!;
    expect((await login('13800000002', code)).status).toBe(200);
    const reused = await login('13800000002', code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(AuthMessages.CAPTCHA_WRONG);
  });

  it('expires after five minutes', async () => {
    await ageCodeRequests(t, '13800000002', 31);
    await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000002' });
    const code = (await latestCode(t, '13800000002'))!;
    await ageCodeRequests(t, '13800000002', CaptchaRule.TTL_SECONDS + 1);
    const res = await login('13800000002', code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AuthMessages.CAPTCHA_WRONG);
  });

  it('burns a code after five wrong tries', async () => {
    await ageCodeRequests(t, '13800000002', 31);
    await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000002' });
    const code = (await latestCode(t, '13800000002'))!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < CaptchaRule.MAX_ATTEMPTS; i++) {
      expect((await login('13800000002', wrong)).status).toBe(400);
    }
    expect((await login('13800000002', code)).status).toBe(400);
  });

  it('only the newest code counts, and only for its own purpose', async () => {
    await ageCodeRequests(t, '13700000000', 31);
    await t.api.get(`${WORKS}/works/oms/user/send-captcha`, { mobile: '13700000000' });
    const staffCode = (await latestCode(t, '13700000000'))!;
    // A back-office code does not open a teacher session.
    expect((await login('13700000000', staffCode)).status).toBe(400);
  });
});

describe('voice codes', () => {
  it('sends the reset code by voice through the SMS port', async () => {
    await ageCodeRequests(t, '13800000002', 31);
    const res = await t.api.get('/api/v1/auth/get-audio-captcha', {
      mobile: '13800000002',
      modifyUserId: 0,
    });
    expect(res.status).toBe(200);
    const outbox = await t.api.get<{ channel: string }[]>('/api/v1/dev/sms-outbox', {
      mobile: '13800000002',
      limit: 1,
    });
    expect(outbox.body.data[0]?.channel).toBe('voice');
  });

  it('refuses a modifyUserId other than 0', async () => {
    const res = await t.api.get('/api/v1/user-service/auth/get-audio-captcha', {
      mobile: '13800000002',
      modifyUserId: 5,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AuthMessages.MODIFY_USER_ID_INVALID);
  });
});

describe('code limits over time (service, controlled clock)', () => {
  // Noon in Shanghai, so the whole test stays inside one calendar day.
  const noon = new Date('2026-10-08T04:00:00.000Z');
  const at = (seconds: number) => new Date(noon.getTime() + seconds * 1000);
  const mobile = '13844444444';

  it('caps a mobile at ten codes a day, and allows more the next day', async () => {
    const sms = createOutboxSms(t.database.db, t.app.log);
    const ask = (now: Date) =>
      requestCode(
        t.database.db,
        sms,
        { mobile, purpose: CodePurpose.LOGIN, channel: 'sms', deliver: true },
        now,
      );
    await ask(at(0));
    await expect(ask(at(10))).rejects.toMatchObject({
      status: 429,
      message: formatMessage(AuthMessages.CAPTCHA_TOO_FREQUENT, { seconds: 20 }),
    });
    for (let i = 1; i < CaptchaRule.DAILY_LIMIT; i++) await ask(at(i * 31));
    await expect(ask(at(CaptchaRule.DAILY_LIMIT * 31))).rejects.toMatchObject({
      status: 429,
      message: AuthMessages.CAPTCHA_DAILY_LIMIT,
    });
    await expect(ask(new Date(noon.getTime() + 24 * 3600_000))).resolves.toBeUndefined();
  });

  it('accepts a code until five minutes have passed, not after', async () => {
    const sms = createOutboxSms(t.database.db, t.app.log);
    const other = '13855555555';
    await requestCode(
      t.database.db,
      sms,
      { mobile: other, purpose: CodePurpose.RESET, channel: 'sms', deliver: true },
      at(0),
    );
    const [message] = await sms.recent(other, 1);
    const code = /(\d{6})/.exec(message!.content)![1]!;
    const input = { mobile: other, purpose: CodePurpose.RESET, code };
    expect(await consumeCode(t.database.db, input, at(CaptchaRule.TTL_SECONDS))).toBe(false);
    expect(await consumeCode(t.database.db, input, at(CaptchaRule.TTL_SECONDS - 1))).toBe(true);
    expect(await consumeCode(t.database.db, input, at(CaptchaRule.TTL_SECONDS - 1))).toBe(false);
  });
});
