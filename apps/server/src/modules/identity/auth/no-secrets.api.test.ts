import { encodePassword } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadDemoData } from '../../../demo/load-demo-data';
import { loadConfig } from '../../../platform/config';
import { openTestDatabase } from '../../../../test/helpers/test-database';
import { TEST_SALT, testClient, type TTestApp } from '../../../../test/helpers/test-app';
import { ageCodeRequests, latestCode, WORKS } from './testing/auth-fixtures';

/**
 * No response body and no log line carries a password, its base64 encoding, or a code.
 * The app logs through the production logger (same redaction) at the most verbose level,
 * into a stream this test reads. The SMS outbox is the one place a code may appear.
 */
const lines: string[] = [];
const bodies: string[] = [];
const codes: string[] = [];
let t: TTestApp;

beforeAll(async () => {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SIGN_SALT: TEST_SALT,
    LOG_LEVEL: 'trace',
    DATA_DIR: `/tmp/haoduo-test-${process.pid}`,
  });
  const app = await buildApp({
    config,
    database,
    serveApps: false,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') bodies.push(payload);
    return payload;
  });
  await loadDemoData(database.db, app.log);
  await app.ready();
  t = {
    app,
    database,
    config,
    api: testClient(app, config),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
afterAll(async () => {
  await t.close();
});

const PASSWORDS = ['Stud1234', 'Wrong5678', 'Teach1234', 'Zhao2026x', 'Reset2026', 'NewStud99'];

async function code(mobile: string): Promise<string> {
  const value = (await latestCode(t, mobile))!;
  codes.push(value);
  return value;
}

describe('secrets stay out of responses and logs', () => {
  it('runs every sign-in and password flow', async () => {
    const enc = encodePassword;
    await t.api.post(`${WORKS}/works/custom/student-login`, {
      username: 'stu001',
      password: enc('Wrong5678'),
    });
    const pupil = await t.api.post<{ token: string }>(`${WORKS}/works/custom/student-login`, {
      username: 'stu001',
      password: enc('Stud1234'),
    });
    const changed = await t.api.post(
      `${WORKS}/student/custom/updatePwd`,
      { oldPassword: enc('Stud1234'), newPassword: enc('NewStud99') },
      { token: pupil.body.data.token },
    );
    expect(changed.status).toBe(200);
    const teacher = await t.api.post(`${WORKS}/works/custom/teacher-pwd-login`, {
      mobile: '13800000002',
      password: enc('Teach1234'),
    });
    expect(teacher.status).toBe(200);

    await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13800000003' });
    const zhao = await t.api.post<{ token: string }>(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13800000003',
      captcha: await code('13800000003'),
    });
    const initial = await t.api.post(
      '/api/v1/user-service/user/set-initial-password',
      { password: enc('Zhao2026x'), repeatPassword: enc('Zhao2026x') },
      { token: zhao.body.data.token },
    );
    expect(initial.status).toBe(200);

    await t.api.get('/api/v1/auth/get-modify-pwd-captcha', { mobile: '13800000001' });
    const reset = await t.api.get<{ token: string }>(
      '/api/v1/user-service/user/get-forget-password-token',
      { mobile: '13800000001', captcha: await code('13800000001') },
    );
    const resetDone = await t.api.post('/api/v1/user-service/user/reset-password', {
      token: reset.body.data.token,
      password: enc('Reset2026'),
      repeatPassword: enc('Reset2026'),
    });
    expect(resetDone.status).toBe(200);

    await ageCodeRequests(t, '13900000000', 31);
    await t.api.get(`${WORKS}/works/custom/tourist-captcha`, { mobile: '13900000000' });
    const trial = await t.api.post(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13900000000',
      captcha: await code('13900000000'),
      tourist: true,
    });
    expect(trial.status).toBe(200);

    const form = await t.app.inject({ method: 'GET', url: '/sso/login' });
    const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)![1]!;
    const sso = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `haoduo_sso_csrf=${csrf}`,
      },
      payload: `account=13800000002&password=Teach1234&csrf=${csrf}`,
    });
    expect(sso.statusCode).toBe(200);
    expect(codes).toHaveLength(3);
    expect(lines.length).toBeGreaterThan(20);
  });

  it('finds no password or its encoding in any response or log line', () => {
    const secrets = PASSWORDS.flatMap((p) => [p, encodePassword(p)]);
    for (const secret of secrets) {
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it('finds codes only in the SMS outbox', () => {
    const outboxLines = lines.filter((line) => line.includes('"msg":"sms outbox"'));
    const outboxReads = bodies.filter((body) => body.includes('"channel"'));
    for (const value of codes) {
      const standalone = new RegExp(`(?<!\\d)${value}(?!\\d)`);
      expect(outboxLines.some((line) => standalone.test(line))).toBe(true);
      expect(lines.filter((line) => !outboxLines.includes(line) && standalone.test(line))).toEqual(
        [],
      );
      expect(bodies.filter((body) => !outboxReads.includes(body) && standalone.test(body))).toEqual(
        [],
      );
    }
  });
});
