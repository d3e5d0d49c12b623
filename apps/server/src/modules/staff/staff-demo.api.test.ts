import { AuthMessages, encodePassword, type TStaffAccessInfo } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { latestCode } from '../identity/auth/testing/auth-fixtures';

/**
 * The demo staff of DESIGN section 8 sign in (password and code) and get the built-in roles of
 * their types: the area's staff the schools of 杭州市, the school manager 好多AI实验小学.
 */
const WORKS = '/api/v1/works-service';
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type TSignIn = { token: string; staff: TStaffAccessInfo & { name: string } };

async function schoolIdNamed(token: string, name: string): Promise<number> {
  const res = await t.api.get<{ list: { schoolId: number; schoolName: string }[] }>(
    `${WORKS}/course-class/mng/query`,
    { pageSize: 100 },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.data.list.find((c) => c.schoolName === name)!.schoolId;
}

describe('demo staff', () => {
  it('area staff of 杭州市 sign in by mobile and password and see only its schools', async () => {
    const login = await t.api.post<TSignIn>('/api/v1/auth/login-with-mobile-password', {
      mobile: '13700000002',
      password: encodePassword('Area12345'),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.staff.dataScope).toEqual({ kind: 'regions', regionIds: [330100] });
    expect(login.body.data.staff.permissions).toContain('works:audit');
    expect(login.body.data.staff.permissions).not.toContain('class:create');
    expect(login.body.data.staff.permissions).not.toContain('role:add');

    const token = login.body.data.token;
    const classes = await t.api.get<{ list: { schoolName: string }[] }>(
      `${WORKS}/course-class/mng/query`,
      { pageSize: 100 },
      { token },
    );
    const names = new Set(classes.body.data.list.map((c) => c.schoolName));
    expect([...names]).toEqual(['好多AI实验小学']);
  });

  it('the school manager signs in with their mobile as the login name and a password', async () => {
    const login = await t.api.post<TSignIn>('/api/v1/auth/login', {
      username: '13700000003',
      password: encodePassword('School12345'),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.staff.dataScope.kind).toBe('schools');
    const wrong = await t.api.post('/api/v1/auth/login', {
      username: '13700000003',
      password: encodePassword('Wrong12345'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(AuthMessages.STAFF_WRONG_CREDENTIALS);
  });

  it('the school manager signs in by code and acts on their school only', async () => {
    await t.api.get(`${WORKS}/works/oms/user/send-captcha`, { mobile: '13700000003' });
    const captcha = await latestCode(t, '13700000003');
    const login = await t.api.post<TSignIn>(`${WORKS}/works/oms/user/login-with-captcha`, {
      mobile: '13700000003',
      captcha,
      traceId: 'demo-manager',
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    const schoolId = await schoolIdNamed(token, '好多AI实验小学');
    expect(login.body.data.staff.dataScope).toEqual({ kind: 'schools', schoolIds: [schoolId] });
    expect(login.body.data.staff.permissions).toContain('class:create');

    const admin = await t.api.staffToken();
    const otherSchool = await schoolIdNamed(admin, '未来科技中学');
    const refused = await t.api.get(
      `${WORKS}/course-class/mng/query`,
      { schoolId: otherSchool },
      { token },
    );
    expect(refused.status).toBe(403);
  });
});
