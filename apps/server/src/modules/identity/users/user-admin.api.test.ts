import { AuthMessages, encodePassword, IdentityMessages, Messages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import {
  ageCodeRequests,
  createSchoolManager,
  latestCode,
  studentLogin,
  teacherPasswordLogin,
} from '../auth/testing/auth-fixtures';

let t: TTestApp;
let staff: string;
let pupil: string;
let manager2: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.api.staffToken();
  pupil = (await studentLogin(t, 'stu002')).body.data.token;
  manager2 = await createSchoolManager(t, 'manager2', 2);
});
afterAll(async () => {
  await t.close();
});

const USER_SERVICE = '/api/v1/user-service';
const BY_MOBILE = `${USER_SERVICE}/user/get-user-by-mobile`;
const RECORDS = `${USER_SERVICE}/login-record/page-list`;
const EXCEPTIONS = '/api/v1/auth/page-exception-login-record';

interface TRecordPage {
  list: {
    account: string;
    method: string;
    result: string;
    resultLabel: string;
    success: boolean;
    ip: string | null;
    userAgent: string | null;
    traceId: string | null;
    userName: string | null;
    loginTime: string;
    exceptions: string[];
  }[];
  total: number;
  currentPage: number;
  pageSize: number;
}

describe('get-user-by-mobile', () => {
  it('refuses anonymous (401), learners (403) and a bad mobile (400)', async () => {
    expect((await t.api.get(BY_MOBILE, { mobile: '13800000001' })).status).toBe(401);
    expect((await t.api.get(BY_MOBILE, { mobile: '13800000001' }, { token: pupil })).status).toBe(
      403,
    );
    const bad = await t.api.get(BY_MOBILE, { mobile: '123' }, { token: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'mobile', message: Messages.MOBILE_INVALID }]);
  });

  it('refuses a school manager a person of another school (403)', async () => {
    const res = await t.api.get(BY_MOBILE, { mobile: '13800000002' }, { token: manager2 });
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown mobile', async () => {
    const res = await t.api.get(BY_MOBILE, { mobile: '13899999999' }, { token: staff });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AuthMessages.USER_NOT_FOUND);
  });

  it('finds 王老师 with both school accounts, and never a password hash', async () => {
    const res = await t.api.get(BY_MOBILE, { mobile: '13800000001' }, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '王老师',
      mobile: '13800000001',
      hasPassword: true,
      locked: false,
      staffType: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|passwordHash/);
    const mine = await t.api.get<{ name: string }>(
      BY_MOBILE,
      { mobile: '13800000001' },
      { token: manager2 },
    );
    expect(mine.body.data.name).toBe('王老师');
  });
});

describe('login records', () => {
  it('refuses anonymous (401), learners (403) and a bad filter (400)', async () => {
    expect((await t.api.get(RECORDS)).status).toBe(401);
    expect((await t.api.get(RECORDS, undefined, { token: pupil })).status).toBe(403);
    expect((await t.api.get(EXCEPTIONS, undefined, { token: pupil })).status).toBe(403);
    const bad = await t.api.get(RECORDS, { startTime: 'yesterday' }, { token: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('startTime');
    const badResult = await t.api.get(RECORDS, { result: 'maybe' }, { token: staff });
    expect(badResult.status).toBe(400);
  });

  it('records every attempt with time, IP, user agent, method and result', async () => {
    await t.api.post(
      '/api/v1/works-service/works/custom/student-login',
      { username: 'stu001', password: encodePassword('Wrong1234') },
      { headers: { 'user-agent': 'RecordTest/1.0' } },
    );
    const res = await t.api.get<TRecordPage>(
      RECORDS,
      { account: 'stu001', pageSize: 5 },
      { token: staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currentPage: 1, pageSize: 5 });
    expect(res.body.data.list[0]).toMatchObject({
      account: 'stu001',
      method: 'student-password',
      result: 'wrong-password',
      resultLabel: '密码错误',
      success: false,
      ip: '127.0.0.1',
      userAgent: 'RecordTest/1.0',
      userName: '张小明',
    });
    expect(Date.parse(res.body.data.list[0]!.loginTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by result and time, and lists only failures as exceptions', async () => {
    const ok = await t.api.get<TRecordPage>(RECORDS, { result: 'success' }, { token: staff });
    expect(ok.body.data.total).toBeGreaterThanOrEqual(2);
    expect(ok.body.data.list.every((r) => r.success)).toBe(true);
    const future = await t.api.get<TRecordPage>(
      RECORDS,
      { startTime: '2099-01-01 00:00:00' },
      { token: staff },
    );
    expect(future.body.data.total).toBe(0);
    const exceptions = await t.api.get<TRecordPage>(EXCEPTIONS, undefined, { token: staff });
    expect(exceptions.status).toBe(200);
    expect(exceptions.body.data.total).toBeGreaterThanOrEqual(1);
    // Failures, and successes flagged as unusual (new city or device, odd hour).
    expect(exceptions.body.data.list.every((r) => !r.success || r.exceptions.length > 0)).toBe(
      true,
    );
  });

  it('keeps the back-office trace id of a code sign-in', async () => {
    await t.api.get('/api/v1/works-service/works/oms/user/send-captcha', {
      mobile: '13700000000',
    });
    const outbox = await t.api.get<{ content: string }[]>('/api/v1/dev/sms-outbox', {
      mobile: '13700000000',
    });
    const captcha = /(\d{6})/.exec(outbox.body.data[0]!.content)![1];
    const login = await t.api.post<{ staff: { name: string } }>(
      '/api/v1/works-service/works/oms/user/login-with-captcha',
      { mobile: '13700000000', captcha, traceId: 'device-abc-123' },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.staff.name).toBe('平台管理员');
    const res = await t.api.get<TRecordPage>(
      RECORDS,
      { method: 'staff-code', result: 'success' },
      { token: staff },
    );
    expect(res.body.data.list[0]?.traceId).toBe('device-abc-123');
  });

  it('shows a school manager only the records of people of their school', async () => {
    const res = await t.api.get<TRecordPage>(RECORDS, { pageSize: 100 }, { token: manager2 });
    expect(res.status).toBe(200);
    const names = new Set(res.body.data.list.map((r) => r.userName));
    expect(names.has('李小红')).toBe(false);
    expect(names.has('平台管理员')).toBe(false);
  });
});

describe('back-office sign-in by mobile', () => {
  it('signs in by mobile and password, and refuses a teacher there', async () => {
    const ok = await t.api.post('/api/v1/user-service/auth/login-with-mobile-password', {
      mobile: '13700000000',
      password: encodePassword('Admin12345'),
    });
    expect(ok.status).toBe(200);
    const teacher = await t.api.post('/api/v1/auth/login-with-mobile-password', {
      mobile: '13800000002',
      password: encodePassword('Teach1234'),
    });
    expect(teacher.status).toBe(400);
    expect(teacher.body.message).toBe(AuthMessages.MOBILE_WRONG_CREDENTIALS);
  });

  it('refuses a bad body with 400', async () => {
    const res = await t.api.post('/api/v1/auth/login-with-captcha', { mobile: '13700000000' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'captcha', message: Messages.CAPTCHA_REQUIRED }]);
  });
});

describe('moving to a new mobile', () => {
  const CHECK = `${USER_SERVICE}/user/check-new-mobile-client`;
  const CODE = `${USER_SERVICE}/user/get-modify-user-mobile-captcha`;
  const MODIFY = `${USER_SERVICE}/user/modify-mobile`;
  const OLD_CODE = `${USER_SERVICE}/user/get-old-mobile-captcha`;
  const CHECK_OLD = `${USER_SERVICE}/user/check-old-mobile-captcha`;

  it('refuses anonymous (401), pupils (403) and a bad mobile (400)', async () => {
    expect((await t.api.get(CHECK, { mobile: '13866666666' })).status).toBe(401);
    expect((await t.api.get(CHECK, { mobile: '13866666666' }, { token: pupil })).status).toBe(403);
    expect((await t.api.get(CODE, { mobile: '13866666666' }, { token: pupil })).status).toBe(403);
    const teacher = (await teacherPasswordLogin(t, '13800000002')).body.data.token;
    expect((await t.api.get(CHECK, { mobile: 'abc' }, { token: teacher })).status).toBe(400);
  });

  it('says whether a mobile is free, and refuses codes for a taken or the same mobile', async () => {
    const teacher = (await teacherPasswordLogin(t, '13800000002')).body.data.token;
    const taken = await t.api.get(CHECK, { mobile: '13800000001' }, { token: teacher });
    expect(taken.body.data).toEqual({ available: false });
    const free = await t.api.get(CHECK, { mobile: '13866666666' }, { token: teacher });
    expect(free.body.data).toEqual({ available: true });
    const takenCode = await t.api.get(CODE, { mobile: '13800000001' }, { token: teacher });
    expect(takenCode.status).toBe(409);
    expect(takenCode.body.message).toBe(AuthMessages.MOBILE_TAKEN);
    const same = await t.api.get(CODE, { mobile: '13800000002' }, { token: teacher });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(AuthMessages.MOBILE_SAME_AS_CURRENT);
  });

  it('moves 李老师 with the code sent to the new mobile; nobody else can use it', async () => {
    const teacher = (await teacherPasswordLogin(t, '13800000002')).body.data.token;
    expect((await t.api.get(CODE, { mobile: '13866666666' }, { token: teacher })).status).toBe(200);
    // The current mobile is proven first.
    const early = await t.api.post(
      MODIFY,
      { mobile: '13866666666', captcha: '000000' },
      { token: teacher },
    );
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(IdentityMessages.OLD_MOBILE_CODE_FIRST);
    await ageCodeRequests(t, '13800000002', 60);
    expect((await t.api.get(OLD_CODE, undefined, { token: teacher })).status).toBe(200);
    const oldCode = await latestCode(t, '13800000002');
    expect((await t.api.post(CHECK_OLD, { captcha: oldCode }, { token: teacher })).status).toBe(
      200,
    );
    const outbox = await t.api.get<{ content: string }[]>('/api/v1/dev/sms-outbox', {
      mobile: '13866666666',
    });
    const captcha = /(\d{6})/.exec(outbox.body.data[0]!.content)![1]!;
    const other = (await teacherPasswordLogin(t, '13800000001')).body.data.token;
    const stolen = await t.api.post(MODIFY, { mobile: '13866666666', captcha }, { token: other });
    expect(stolen.status).toBe(400);
    const moved = await t.api.post(MODIFY, { mobile: '13866666666', captcha }, { token: teacher });
    expect(moved.status).toBe(200);
    expect((await teacherPasswordLogin(t, '13866666666')).status).toBe(200);
    expect((await teacherPasswordLogin(t, '13800000002')).status).toBe(400);
  });
});
