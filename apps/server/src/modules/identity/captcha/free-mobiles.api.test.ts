import { AuthMessages, CaptchaRule, CodePurpose } from '@haoduo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { createOutboxSms } from '../../../providers/sms/outbox-sms';
import { requestCode } from './captcha.service';

/** Free mobiles: the back office's list, and the code limiter that honours it. */
let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.api.staffToken();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/v1/user-service/free-mobile';
const FRONT_DESK = {
  mobile: '13866666666',
  owner: '实验小学前台',
  reason: '前台代收验证码',
  type: 2,
};

describe('the free mobile list', () => {
  it('creates, edits, disables, enables and pages, with audit entries', async () => {
    const created = await t.api.post<{ id: number }>(`${BASE}/create`, FRONT_DESK, {
      token: admin,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const twice = await t.api.post(`${BASE}/create`, FRONT_DESK, { token: admin });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(AuthMessages.FREE_MOBILE_EXISTS);

    const edited = await t.api.post(
      `${BASE}/edit`,
      { ...FRONT_DESK, id, owner: '前台王老师' },
      { token: admin },
    );
    expect(edited.status).toBe(200);
    expect((await t.api.post(`${BASE}/disable`, { id }, { token: admin })).status).toBe(200);
    const page = await t.api.get<{
      list: { id: number; owner: string; status: number; typeName: string }[];
      total: number;
    }>(`${BASE}/page`, { keyword: '王老师' }, { token: admin });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({
      id,
      owner: '前台王老师',
      status: 0,
      typeName: '学校前台',
    });
    expect((await t.api.post(`${BASE}/enable`, { id }, { token: admin })).status).toBe(200);
    const missing = await t.api.post(`${BASE}/enable`, { id: 999999 }, { token: admin });
    expect(missing.status).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'free_mobile'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual([
      'free-mobile.create',
      'free-mobile.edit',
      'free-mobile.disable',
      'free-mobile.enable',
    ]);
  });

  it('refuses bad input in Chinese and callers without the permission', async () => {
    const bad = await t.api.post(
      `${BASE}/create`,
      { ...FRONT_DESK, mobile: '123', type: 9 },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    const teacher = await t.api.post<{ token: string }>(
      '/api/v1/works-service/works/custom/teacher-pwd-login',
      {
        mobile: '13800000002',
        password: Buffer.from('Teach1234').toString('base64'),
      },
    );
    const refused = await t.api.get(`${BASE}/page`, undefined, { token: teacher.body.data.token });
    expect(refused.status).toBe(403);
  });
});

describe('the code limiter', () => {
  const noon = new Date('2026-10-09T04:00:00.000Z');
  const at = (seconds: number) => new Date(noon.getTime() + seconds * 1000);

  it('lets an enabled free mobile past the daily cap, and not once disabled', async () => {
    const mobile = '13877777777';
    const created = await t.api.post<{ id: number }>(
      `${BASE}/create`,
      { mobile, owner: '测试机', reason: '回归测试', type: 1 },
      { token: admin },
    );
    const sms = createOutboxSms(t.database.db, t.app.log);
    const ask = (now: Date) =>
      requestCode(
        t.database.db,
        sms,
        { mobile, purpose: CodePurpose.LOGIN, channel: 'sms', deliver: true },
        now,
      );
    for (let i = 0; i <= CaptchaRule.DAILY_LIMIT + 2; i++) await ask(at(i * 31));
    // The resend wait still applies.
    await expect(ask(at((CaptchaRule.DAILY_LIMIT + 2) * 31 + 5))).rejects.toMatchObject({
      status: 429,
    });
    await t.api.post(`${BASE}/disable`, { id: created.body.data.id }, { token: admin });
    await expect(ask(at((CaptchaRule.DAILY_LIMIT + 4) * 31))).rejects.toMatchObject({
      status: 429,
      message: AuthMessages.CAPTCHA_DAILY_LIMIT,
    });
  });
});
