import { encodePassword, Messages, signedQueryString } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { WORKS } from './testing/auth-fixtures';

/** Per-IP limits, set low here through the same variables an operator would use. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_CODE_PER_MINUTE: '2' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('IP rate limits', () => {
  it('answers the fourth sign-in of a minute from one IP with a 429 envelope', async () => {
    const body = { username: 'stu001', password: encodePassword('Stud1234') };
    for (let i = 0; i < 3; i++) {
      expect((await t.api.post(`${WORKS}/works/custom/student-login`, body)).status).toBe(200);
    }
    const limited = await t.api.post(`${WORKS}/works/custom/student-login`, body);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, message: Messages.TOO_MANY_REQUESTS, data: null });
    expect(Number(limited.raw.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each IP on its own', async () => {
    const body = JSON.stringify({ username: 'stu001', password: encodePassword('Stud1234') });
    const qs = signedQueryString({ method: 'POST', body, salt: t.config.signSalt });
    const res = await t.app.inject({
      method: 'POST',
      url: `${WORKS}/works/custom/student-login?${qs}`,
      remoteAddress: '10.1.2.3',
      headers: { 'content-type': 'application/json', 'permission-tenant-en': '53' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits code requests per IP across mobiles', async () => {
    for (const mobile of ['13811110001', '13811110002']) {
      expect((await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile })).status).toBe(200);
    }
    const limited = await t.api.get(`${WORKS}/works/custom/send-captcha`, {
      mobile: '13811110003',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(Messages.TOO_MANY_REQUESTS);
  });
});
