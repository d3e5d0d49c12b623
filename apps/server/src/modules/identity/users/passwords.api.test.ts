import { AuthMessages, encodePassword, Messages } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import {
  ageCodeRequests,
  latestCode,
  outboxCount,
  studentLogin,
  teacherCodeLogin,
  teacherPasswordLogin,
  WORKS,
} from '../auth/testing/auth-fixtures';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const USER = '/api/v1/user-service/user';
const UPDATE_PWD = `${WORKS}/student/custom/updatePwd`;
const alive = (token: string) => t.api.get('/api/v1/auth/check-alive', undefined, { token });
const passwordHashOf = async (mobileOrName: string) => {
  const result = await t.database.db.execute<{ password_hash: string | null }>(
    sql`select password_hash from users where mobile = ${mobileOrName} or username = ${mobileOrName}`,
  );
  return JSON.stringify(result);
};

describe('check-password-exist and set-initial-password', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await t.api.get(`${USER}/check-password-exist`)).status).toBe(401);
    const res = await t.api.post(`${USER}/set-initial-password`, {
      password: encodePassword('Teach5678'),
      repeatPassword: encodePassword('Teach5678'),
    });
    expect(res.status).toBe(401);
  });

  it('says whether a password exists', async () => {
    const teacher = await teacherPasswordLogin(t, '13800000002');
    const res = await t.api.get(`${USER}/check-password-exist`, undefined, {
      token: teacher.body.data.token,
    });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { exist: true } });
  });

  it('refuses a weak or unconfirmed password with field errors, setting nothing', async () => {
    const zhao = await teacherCodeLogin(t, '13800000003');
    const token = zhao.body.data.token;
    const before = await passwordHashOf('13800000003');
    const weak = await t.api.post(
      `${USER}/set-initial-password`,
      { password: encodePassword('short1'), repeatPassword: encodePassword('short1') },
      { token },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: Messages.PASSWORD_RULE }]);
    const differ = await t.api.post(
      `${USER}/set-initial-password`,
      { password: encodePassword('Teach5678'), repeatPassword: encodePassword('Teach5679') },
      { token },
    );
    expect(differ.status).toBe(400);
    expect(differ.body.errors).toEqual([
      { field: 'repeatPassword', message: Messages.PASSWORDS_DIFFER },
    ]);
    const missing = await t.api.post(`${USER}/set-initial-password`, {}, { token });
    expect(missing.body.message).toBe(Messages.NEW_PASSWORD_REQUIRED);
    expect(await passwordHashOf('13800000003')).toBe(before);
  });

  it('sets 赵老师 her first password once; then she signs in with it', async () => {
    const session = await codeSession('13800000003');
    const body = {
      password: encodePassword('Zhao2026'),
      repeatPassword: encodePassword('Zhao2026'),
    };
    expect(
      (await t.api.post(`${USER}/set-initial-password`, body, { token: session })).status,
    ).toBe(200);
    const exist = await t.api.get(`${USER}/check-password-exist`, undefined, { token: session });
    expect(exist.body.data).toEqual({ exist: true });
    expect((await teacherPasswordLogin(t, '13800000003', 'Zhao2026')).status).toBe(200);
    const again = await t.api.post(`${USER}/set-initial-password`, body, { token: session });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AuthMessages.PASSWORD_ALREADY_SET);
  });
});

async function codeSession(mobile: string): Promise<string> {
  await ageCodeRequests(t, mobile, 31);
  const res = await teacherCodeLogin(t, mobile);
  return res.body.data.token;
}

describe('student updatePwd', () => {
  it('refuses anonymous (401) and teachers (403)', async () => {
    const body = {
      oldPassword: encodePassword('Stud1234'),
      newPassword: encodePassword('New12345'),
    };
    expect((await t.api.post(UPDATE_PWD, body)).status).toBe(401);
    const teacher = await teacherPasswordLogin(t, '13800000002');
    const res = await t.api.post(UPDATE_PWD, body, { token: teacher.body.data.token });
    expect(res.status).toBe(403);
  });

  it('refuses bad input and a wrong old password, changing nothing', async () => {
    const pupil = await studentLogin(t, 'stu001');
    const token = pupil.body.data.token;
    const before = await passwordHashOf('stu001');
    const noOld = await t.api.post(
      UPDATE_PWD,
      { newPassword: encodePassword('New12345') },
      { token },
    );
    expect(noOld.body).toMatchObject({ code: 400, message: Messages.OLD_PASSWORD_REQUIRED });
    const weak = await t.api.post(
      UPDATE_PWD,
      { oldPassword: encodePassword('Stud1234'), newPassword: encodePassword('abcdefgh') },
      { token },
    );
    expect(weak.body.errors).toEqual([{ field: 'newPassword', message: Messages.PASSWORD_RULE }]);
    const wrongOld = await t.api.post(
      UPDATE_PWD,
      { oldPassword: encodePassword('Nope12345'), newPassword: encodePassword('New12345') },
      { token },
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors).toEqual([
      { field: 'oldPassword', message: AuthMessages.OLD_PASSWORD_WRONG },
    ]);
    const same = await t.api.post(
      UPDATE_PWD,
      { oldPassword: encodePassword('Stud1234'), newPassword: encodePassword('Stud1234') },
      { token },
    );
    expect(same.body.message).toBe(AuthMessages.PASSWORD_SAME_AS_OLD);
    expect(await passwordHashOf('stu001')).toBe(before);
  });

  it('changes the password and revokes the pupil’s other sessions only', async () => {
    const here = (await studentLogin(t, 'stu001')).body.data.token;
    const elsewhere = (await studentLogin(t, 'stu001')).body.data.token;
    const res = await t.api.post(
      UPDATE_PWD,
      { oldPassword: encodePassword('Stud1234'), newPassword: encodePassword('Fresh2026') },
      { token: here },
    );
    expect(res.body).toEqual({ code: 200, message: 'success', data: null });
    expect((await alive(here)).status).toBe(200);
    expect((await alive(elsewhere)).status).toBe(401);
    expect((await studentLogin(t, 'stu001', 'Stud1234')).status).toBe(400);
    expect((await studentLogin(t, 'stu001', 'Fresh2026')).status).toBe(200);
  });
});

describe('modify-password (any signed-in user)', () => {
  it('refuses anonymous callers (401) and a user without a password (400)', async () => {
    const body = { oldPassword: encodePassword('x'), newPassword: encodePassword('New12345') };
    expect((await t.api.post(`${USER}/modify-password`, body)).status).toBe(401);
    const trial = await teacherCodeLogin(t, '13900000000', true);
    const res = await t.api.post(`${USER}/modify-password`, body, {
      token: trial.body.data.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AuthMessages.PASSWORD_NOT_SET);
  });

  it('changes a staff password and revokes the other back-office sessions', async () => {
    const here = await t.api.staffToken();
    const elsewhere = await t.api.staffToken();
    const res = await t.api.post(
      `${USER}/modify-password`,
      { oldPassword: encodePassword('Admin12345'), newPassword: encodePassword('Admin67890') },
      { token: here },
    );
    expect(res.status).toBe(200);
    expect((await alive(elsewhere)).status).toBe(401);
    expect((await alive(here)).status).toBe(200);
    await expect(t.api.staffToken('admin', 'Admin67890')).resolves.toBeTruthy();
  });
});

describe('forgot password', () => {
  const TOKEN = `${USER}/get-forget-password-token`;
  const RESET = `${USER}/reset-password`;

  it('refuses bad input with 400 and field errors', async () => {
    const noCode = await t.api.get(TOKEN, { mobile: '13800000001' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual([{ field: 'captcha', message: Messages.CAPTCHA_REQUIRED }]);
    const noToken = await t.api.post(RESET, {
      password: encodePassword('Reset2026'),
      repeatPassword: encodePassword('Reset2026'),
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe(AuthMessages.RESET_TOKEN_INVALID);
  });

  it('sends no reset code to an unknown mobile, answering the same', async () => {
    const res = await t.api.get('/api/v1/auth/get-modify-pwd-captcha', { mobile: '13877777777' });
    expect(res.body).toEqual({ code: 200, message: 'success', data: null });
    expect(await outboxCount(t, '13877777777')).toBe(0);
    const token = await t.api.get(TOKEN, { mobile: '13877777777', captcha: '123456' });
    expect(token.status).toBe(400);
    expect(token.body.message).toBe(AuthMessages.CAPTCHA_WRONG);
  });

  it('resets with a single-use token, revoking every session and lifting the lock', async () => {
    const mobile = '13800000001';
    const before = (await teacherPasswordLogin(t, mobile)).body.data.token;
    for (let i = 0; i < 5; i++) await teacherPasswordLogin(t, mobile, 'Wrong1234');
    expect((await teacherPasswordLogin(t, mobile)).status).toBe(429);

    await ageCodeRequests(t, mobile, 31);
    expect((await t.api.get('/api/v1/auth/get-modify-pwd-captcha', { mobile })).status).toBe(200);
    const code = (await latestCode(t, mobile))!;
    const wrong = await t.api.get(TOKEN, {
      mobile,
      captcha: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const issued = await t.api.get<{ token: string }>(TOKEN, { mobile, captcha: code });
    expect(issued.status).toBe(200);
    const token = issued.body.data.token;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const differ = await t.api.post(RESET, {
      token,
      password: encodePassword('Reset2026'),
      repeatPassword: encodePassword('Reset2027'),
    });
    expect(differ.body.errors).toEqual([
      { field: 'repeatPassword', message: Messages.PASSWORDS_DIFFER },
    ]);
    const bad = await t.api.post(RESET, {
      token: 'not-a-token',
      password: encodePassword('Reset2026'),
      repeatPassword: encodePassword('Reset2026'),
    });
    expect(bad.body).toEqual({ code: 400, message: AuthMessages.RESET_TOKEN_INVALID, data: null });

    const body = {
      token,
      password: encodePassword('Reset2026'),
      repeatPassword: encodePassword('Reset2026'),
    };
    expect((await t.api.post(RESET, body)).status).toBe(200);
    expect((await alive(before)).status).toBe(401);
    expect((await teacherPasswordLogin(t, mobile, 'Reset2026')).status).toBe(200);
    const reused = await t.api.post(RESET, body);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(AuthMessages.RESET_TOKEN_INVALID);
  });

  it('refuses an expired reset token', async () => {
    const mobile = '13800000002';
    await ageCodeRequests(t, mobile, 31);
    await t.api.get('/api/v1/auth/get-modify-pwd-captcha', { mobile });
    const issued = await t.api.get<{ token: string }>(TOKEN, {
      mobile,
      captcha: (await latestCode(t, mobile))!,
    });
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const res = await t.api.post(RESET, {
      token: issued.body.data.token,
      password: encodePassword('Reset2026'),
      repeatPassword: encodePassword('Reset2026'),
    });
    expect(res.status).toBe(400);
    expect((await teacherPasswordLogin(t, mobile, 'Teach1234')).status).toBe(200);
  });
});
