import { AuthMessages, encodePassword, Messages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import {
  countRows,
  latestCode,
  outboxCount,
  studentLogin,
  teacherCodeLogin,
  teacherPasswordLogin,
  WORKS,
  type TLoginData,
} from './testing/auth-fixtures';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ACCOUNT_LIST = `${WORKS}/account/custom/get-account-list`;

describe('student login', () => {
  it('refuses bad input with 400, a Chinese message and field errors, writing nothing', async () => {
    const sessionsBefore = await countRows(t, 'sessions');
    const noPassword = await t.api.post(`${WORKS}/works/custom/student-login`, {
      username: 'stu001',
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(Messages.PASSWORD_REQUIRED);
    expect(noPassword.body.errors).toEqual([
      { field: 'password', message: Messages.PASSWORD_REQUIRED },
    ]);
    const noName = await t.api.post(`${WORKS}/works/custom/student-login`, {
      username: ' ',
      password: encodePassword('Stud1234'),
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(Messages.LOGIN_NAME_REQUIRED);
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
  });

  it('answers a wrong password and an unknown name alike, and opens no session', async () => {
    const sessionsBefore = await countRows(t, 'sessions');
    const wrong = await studentLogin(t, 'stu002', 'Wrong1234');
    const unknown = await studentLogin(t, 'nobody42', 'Stud1234');
    const notStudent = await studentLogin(t, 'admin', 'Admin12345');
    for (const res of [wrong, unknown, notStudent]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        message: AuthMessages.STUDENT_WRONG_CREDENTIALS,
        data: null,
      });
    }
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
  });

  it('signs in a pupil with two classes: two schools, the first as login tenant', async () => {
    const res = await studentLogin(t, 'stu001');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ accountType: 2, tourist: false });
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(data.accountList.map((a) => a.schoolName)).toEqual(['好多AI实验小学', '未来科技中学']);
    expect(data.accountList[0]).toEqual({
      accountUserId: expect.any(Number),
      accountName: '张小明',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: 2,
    });
    expect(data.loginTenantId).toBe(1);

    const list = await t.api.get<TLoginData['accountList']>(ACCOUNT_LIST, undefined, {
      token: data.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(data.accountList);
  });

  it('accepts the login name in any case', async () => {
    const res = await studentLogin(t, 'STU002');
    expect(res.status).toBe(200);
    expect(res.body.data.accountList).toHaveLength(1);
  });

  it('gives a pupil with only a closed class an empty account list', async () => {
    const res = await studentLogin(t, 'stu009');
    expect(res.status).toBe(200);
    expect(res.body.data.accountList).toEqual([]);
    expect(res.body.data.loginTenantId).toBeNull();
  });
});

describe('teacher password login', () => {
  it('refuses bad input with 400 and field errors', async () => {
    const badMobile = await t.api.post(`${WORKS}/works/custom/teacher-pwd-login`, {
      mobile: '2380000000',
      password: encodePassword('Teach1234'),
    });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.errors).toEqual([{ field: 'mobile', message: Messages.MOBILE_INVALID }]);
    const noMobile = await t.api.post(`${WORKS}/works/custom/teacher-pwd-login`, {
      password: encodePassword('Teach1234'),
    });
    expect(noMobile.body.message).toBe(Messages.MOBILE_REQUIRED);
  });

  it('lists both schools of 王老师 and leaves the choice to the picker', async () => {
    const res = await teacherPasswordLogin(t, '13800000001');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountType: 1, tourist: false, loginTenantId: null });
    expect(res.body.data.accountList.map((a) => a.schoolId)).toEqual([1, 2]);
  });

  it('takes 李老师 straight to her one school', async () => {
    const res = await teacherPasswordLogin(t, '13800000002');
    expect(res.body.data.accountList).toHaveLength(1);
    expect(res.body.data.loginTenantId).toBe(1);
  });

  it('refuses 赵老师, who has no password, exactly like a wrong password', async () => {
    const none = await teacherPasswordLogin(t, '13800000003', 'Teach1234');
    const wrong = await teacherPasswordLogin(t, '13800000002', 'Wrong1234');
    const unknown = await teacherPasswordLogin(t, '13811111111', 'Teach1234');
    for (const res of [none, wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AuthMessages.MOBILE_WRONG_CREDENTIALS);
    }
  });
});

describe('teacher code login', () => {
  it('refuses bad input with 400', async () => {
    const res = await t.api.post(`${WORKS}/works/custom/teacher-login`, { mobile: '13800000003' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'captcha', message: Messages.CAPTCHA_REQUIRED }]);
  });

  it('signs in 赵老师 by code; check-password-exist then says there is no password', async () => {
    const res = await teacherCodeLogin(t, '13800000003');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountType: 1, tourist: false, loginTenantId: 1 });
    const exist = await t.api.get<{ exist: boolean }>(
      '/api/v1/user-service/user/check-password-exist',
      undefined,
      { token: res.body.data.token },
    );
    expect(exist.body.data).toEqual({ exist: false });
  });

  it('refuses a wrong code with a message and no session', async () => {
    const sessionsBefore = await countRows(t, 'sessions');
    const res = await t.api.post(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13800000002',
      captcha: '000000',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AuthMessages.CAPTCHA_WRONG);
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
  });

  it('sends no code to a mobile without a teacher account, but answers the same', async () => {
    const res = await t.api.get(`${WORKS}/works/custom/send-captcha`, { mobile: '13822222222' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'success', data: null });
    expect(await outboxCount(t, '13822222222')).toBe(0);
  });
});

describe('trial visitors', () => {
  it('sends a trial code to a mobile with a trial account', async () => {
    const withTrial = await t.api.get(`${WORKS}/works/custom/tourist-captcha`, {
      mobile: '13900000000',
    });
    expect(withTrial.status).toBe(200);
    expect(withTrial.body).toEqual({ code: 200, message: 'success', data: null });
    expect(await latestCode(t, '13900000000')).toMatch(/^\d{6}$/);
  });

  it('tells a mobile without a trial account at once (403), and sends nothing', async () => {
    const codes = await countRows(t, 'verification_codes');
    for (const mobile of ['13900000001', '13800000002']) {
      // A visitor without any account, and a regular teacher on the trial tab.
      const res = await t.api.get(`${WORKS}/works/custom/tourist-captcha`, { mobile });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, message: Messages.NO_TRIAL_ACCOUNT, data: null });
      expect(await outboxCount(t, mobile)).toBe(0);
    }
    expect(await countRows(t, 'verification_codes')).toBe(codes);
  });

  it('refuses a mobile without a trial account at sign-in with 403', async () => {
    const res = await t.api.post(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13900000001',
      captcha: '123456',
      tourist: true,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: Messages.NO_TRIAL_ACCOUNT, data: null });
  });

  it('refuses a regular teacher on the trial tab with the same 403', async () => {
    const res = await t.api.post(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13800000002',
      captcha: '123456',
      tourist: true,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(Messages.NO_TRIAL_ACCOUNT);
  });

  it('signs in the trial visitor with the tourist flag and the trial account', async () => {
    const captcha = await latestCode(t, '13900000000');
    const res = await t.api.post<TLoginData>(`${WORKS}/works/custom/teacher-login`, {
      mobile: '13900000000',
      captcha,
      tourist: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountType: 1, tourist: true, loginTenantId: 1 });
    expect(res.body.data.accountList).toEqual([
      expect.objectContaining({ accountName: '体验用户', schoolId: 1 }),
    ]);
    const list = await t.api.get(ACCOUNT_LIST, undefined, { token: res.body.data.token });
    expect(list.body.data).toEqual(res.body.data.accountList);
  });

  it('lists trial claimants with masked names and mobiles', async () => {
    const res = await t.api.get<{
      totalAccount: number;
      touristAccountScrollList: { accountName: string; accountMobile: string }[];
    }>(`${WORKS}/works/custom/tourist-account-scroll`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalAccount: 1,
      touristAccountScrollList: [{ accountName: '体***', accountMobile: '139****0000' }],
    });
  });
});

describe('account list', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    const anonymous = await t.api.get(ACCOUNT_LIST);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(Messages.LOGIN_REQUIRED);
    const staff = await t.api.get(ACCOUNT_LIST, undefined, { token: await t.api.staffToken() });
    expect(staff.status).toBe(403);
  });

  it('refuses a token used with another account type (403)', async () => {
    const login = await studentLogin(t, 'stu002');
    const res = await t.api.get(ACCOUNT_LIST, undefined, {
      token: login.body.data.token,
      headers: { 'accounts-info': '1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(Messages.ACCOUNT_TYPE_MISMATCH);
  });
});
