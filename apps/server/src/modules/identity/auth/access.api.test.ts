import { Messages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { studentLogin, teacherPasswordLogin, WORKS } from './testing/auth-fixtures';

/** Who may call each sign-in and account route: signature, anonymous callers, wrong roles. */
let t: TTestApp;
const tokens: Record<'student' | 'teacher' | 'staff', string> = {
  student: '',
  teacher: '',
  staff: '',
};
beforeAll(async () => {
  t = await createTestApp();
  tokens.student = (await studentLogin(t, 'stu002')).body.data.token;
  tokens.teacher = (await teacherPasswordLogin(t, '13800000002')).body.data.token;
  tokens.staff = await t.api.staffToken();
});
afterAll(async () => {
  await t.close();
});

type TRole = keyof typeof tokens;
interface TRoute {
  method: 'GET' | 'POST';
  path: string;
  /** Roles refused with 403; empty for public and any-signed-in routes. */
  refused: TRole[];
  signedIn: boolean;
}

const USER = '/api/v1/user-service/user';
const ROUTES: TRoute[] = [
  { method: 'POST', path: `${WORKS}/works/custom/student-login`, refused: [], signedIn: false },
  { method: 'POST', path: `${WORKS}/works/custom/teacher-login`, refused: [], signedIn: false },
  { method: 'POST', path: `${WORKS}/works/custom/teacher-pwd-login`, refused: [], signedIn: false },
  { method: 'GET', path: `${WORKS}/works/custom/send-captcha`, refused: [], signedIn: false },
  { method: 'GET', path: `${WORKS}/works/custom/tourist-captcha`, refused: [], signedIn: false },
  {
    method: 'GET',
    path: `${WORKS}/works/custom/tourist-account-scroll`,
    refused: [],
    signedIn: false,
  },
  { method: 'GET', path: `${WORKS}/works/oms/user/send-captcha`, refused: [], signedIn: false },
  {
    method: 'POST',
    path: `${WORKS}/works/oms/user/login-with-captcha`,
    refused: [],
    signedIn: false,
  },
  {
    method: 'GET',
    path: `${WORKS}/account/custom/get-account-list`,
    refused: ['staff'],
    signedIn: true,
  },
  {
    method: 'POST',
    path: `${WORKS}/student/custom/updatePwd`,
    refused: ['teacher', 'staff'],
    signedIn: true,
  },
  ...['/api/v1/auth', '/api/v1/user-service/auth'].flatMap((prefix): TRoute[] => [
    { method: 'GET', path: `${prefix}/captcha`, refused: [], signedIn: false },
    { method: 'POST', path: `${prefix}/login-with-captcha`, refused: [], signedIn: false },
    { method: 'POST', path: `${prefix}/login-with-mobile-password`, refused: [], signedIn: false },
    { method: 'GET', path: `${prefix}/get-modify-pwd-captcha`, refused: [], signedIn: false },
    { method: 'GET', path: `${prefix}/get-audio-captcha`, refused: [], signedIn: false },
    {
      method: 'GET',
      path: `${prefix}/page-exception-login-record`,
      refused: ['student', 'teacher'],
      signedIn: true,
    },
  ]),
  { method: 'GET', path: `${USER}/check-password-exist`, refused: [], signedIn: true },
  { method: 'POST', path: `${USER}/set-initial-password`, refused: [], signedIn: true },
  { method: 'GET', path: `${USER}/get-forget-password-token`, refused: [], signedIn: false },
  { method: 'POST', path: `${USER}/reset-password`, refused: [], signedIn: false },
  { method: 'POST', path: `${USER}/modify-password`, refused: [], signedIn: true },
  {
    method: 'GET',
    path: `${USER}/get-user-by-mobile`,
    refused: ['student', 'teacher'],
    signedIn: true,
  },
  { method: 'GET', path: `${USER}/check-new-mobile-client`, refused: ['student'], signedIn: true },
  {
    method: 'GET',
    path: `${USER}/get-modify-user-mobile-captcha`,
    refused: ['student'],
    signedIn: true,
  },
  { method: 'POST', path: `${USER}/modify-mobile`, refused: ['student'], signedIn: true },
  {
    method: 'GET',
    path: `${USER}/find-user-lock-list`,
    refused: ['student', 'teacher'],
    signedIn: true,
  },
  { method: 'POST', path: `${USER}/unlock-user`, refused: ['student', 'teacher'], signedIn: true },
  {
    method: 'GET',
    path: '/api/v1/user-service/login-record/page-list',
    refused: ['student', 'teacher'],
    signedIn: true,
  },
];

/** A valid-looking input, so a refusal can only come from the access check. */
const QUERY = { mobile: '13866666666' };
const BODY = { mobile: '13866666666', captcha: '123456' };

const call = (route: TRoute, options: { token?: string; unsigned?: boolean } = {}) =>
  route.method === 'GET'
    ? t.api.get(route.path, QUERY, options)
    : t.api.post(route.path, BODY, options);

describe('access to the sign-in routes', () => {
  it.each(ROUTES)('$method $path refuses an unsigned request with 401', async (route) => {
    const res = await call(route, { unsigned: true });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(Messages.SIGNATURE_INVALID);
  });

  it.each(ROUTES.filter((r) => r.signedIn))(
    '$method $path refuses anonymous callers and revoked tokens with 401',
    async (route) => {
      expect((await call(route)).status).toBe(401);
      expect((await call(route, { token: 'revoked-or-made-up' })).status).toBe(401);
    },
  );

  it.each(ROUTES.filter((r) => r.refused.length > 0))(
    '$method $path refuses the wrong roles with 403',
    async (route) => {
      for (const role of route.refused) {
        const res = await call(route, { token: tokens[role] });
        expect(res.status).toBe(403);
        expect(res.body.data).toBeNull();
      }
    },
  );
});
