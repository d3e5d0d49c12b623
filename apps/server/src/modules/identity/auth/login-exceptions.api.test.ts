import { encodePassword, IdentityMessages, LoginResult, StaffType } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { accessLog } from '../../../db/schema';
import { exportedBook } from '../../../../test/helpers/file-task';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { makeRole, makeStaffUser } from '../../../../test/factories/staff';
import { deviceOf, exceptionsOf } from './login-exceptions';
import { verifyIdentity } from './testing/auth-fixtures';

const RECORDS = '/api/v1/user-service/login-record/page-list';
const EXCEPTIONS = '/api/v1/auth/page-exception-login-record';
const IP_CITY = '/api/v1/auth/check-ip-city';
const LOGIN = '/api/v1/auth/login';

const HANGZHOU_IP = '115.192.10.20';
const BEIJING_IP = '123.112.30.40';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

interface TRecord {
  account: string;
  result: string;
  city: string | null;
  device: string | null;
  exceptions: string[];
  exceptionLabels: string[];
}

let t: TTestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp({ demo: false, env: { TRUST_PROXY: 'true' } });
  admin = await makeStaffUser(t, { staffType: StaffType.SUPER_ADMIN });
  await makeStaffUser(t, { username: 'roamer', password: 'Roam12345' });
});
afterAll(async () => {
  await t.close();
});

const signIn = (password: string, ip: string) =>
  t.api.post(
    LOGIN,
    { username: 'roamer', password: encodePassword(password) },
    { headers: { 'x-forwarded-for': ip, 'user-agent': CHROME_WINDOWS } },
  );

describe('login records: city, device and exceptions', () => {
  it('refuses the record lists to anonymous callers (401)', async () => {
    expect((await t.api.get(RECORDS)).status).toBe(401);
    expect((await t.api.get(EXCEPTIONS)).status).toBe(401);
  });

  it('keeps the city of the IP and the device; a first sign-in is no exception', async () => {
    expect((await signIn('Roam12345', HANGZHOU_IP)).status).toBe(200);
    const page = await t.api.get<{ list: TRecord[] }>(RECORDS, { account: 'roamer' }, admin);
    expect(page.body.data.list[0]).toMatchObject({
      result: LoginResult.SUCCESS,
      city: '浙江省杭州市',
      device: 'Chrome / Windows',
    });
    expect(page.body.data.list[0]!.exceptions).not.toContain('new-city');
  });

  it('flags a sign-in from a new city, and lists it among the exceptions', async () => {
    expect((await signIn('Roam12345', BEIJING_IP)).status).toBe(200);
    const page = await t.api.get<{ list: TRecord[] }>(
      EXCEPTIONS,
      { account: 'roamer', exception: 'new-city' },
      admin,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]).toMatchObject({ city: '北京市', result: LoginResult.SUCCESS });
    expect(page.body.data.list[0]!.exceptionLabels).toContain('新城市登录');
    const byCity = await t.api.get<{ total: number }>(RECORDS, { city: '杭州' }, admin);
    expect(byCity.body.data.total).toBe(1);
  });

  it('flags the third failure within fifteen minutes as many failures', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn('Wrong1234', HANGZHOU_IP)).status).toBe(400);
    }
    const page = await t.api.get<{ list: TRecord[] }>(
      EXCEPTIONS,
      { account: 'roamer', exception: 'many-failures' },
      admin,
    );
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]!.result).toBe(LoginResult.WRONG_PASSWORD);
    const bad = await t.api.get(RECORDS, { exception: 'sometimes' }, admin);
    expect(bad.status).toBe(400);
  });

  it('flags attempts between midnight and six in China time', async () => {
    const account = { kind: 'name' as const, value: 'nobody' };
    const input = {
      account,
      userId: null,
      result: LoginResult.NO_ACCOUNT,
      city: null,
      device: null,
    };
    const night = new Date('2026-03-01T19:30:00Z'); // 03:30 in Shanghai
    const day = new Date('2026-03-01T02:30:00Z'); // 10:30 in Shanghai
    expect(await exceptionsOf(t.database.db, input, night)).toEqual(['odd-hour']);
    expect(await exceptionsOf(t.database.db, input, day)).toBeNull();
  });

  it('reads the device from the user agent', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome / Windows');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit MicroMessenger/8.0'),
    ).toBe('微信 / iOS');
    expect(deviceOf(null)).toBeNull();
  });
});

describe('login-record/export', () => {
  const EXPORT = '/api/v1/user-service/login-record/export';

  it('asks a role that may see mobiles for the identity password first, then writes them', async () => {
    await t.api.post('/api/v1/auth/login-with-mobile-password', {
      mobile: '13701000099',
      password: encodePassword('Nope12345'),
    });
    const refused = await t.api.get(EXPORT, { account: '13701000099' }, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IdentityMessages.REQUIRED);
    await verifyIdentity(t, admin.token);
    const started = await t.api.get(EXPORT, { account: '13701000099' }, admin);
    const book = await exportedBook(t, started, admin);
    const accounts = book.worksheets[0]!.getColumn(3).values.slice(2).map(String);
    expect(accounts).toEqual(['13701000099']);
    const [logged] = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.targetType, 'login_record_export'));
    expect(logged).toMatchObject({ field: 'mobile' });
  });

  it('writes mobiles masked for a role that may not see them', async () => {
    const role = await makeRole(t, {
      permissions: ['login-record:export', 'file-task:download'],
      scope: { kind: 'all' },
    });
    const reader = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [role],
    });
    const started = await t.api.get(EXPORT, { account: '13701000099' }, reader);
    const book = await exportedBook(t, started, reader);
    const accounts = book.worksheets[0]!.getColumn(3).values.slice(2).map(String);
    expect(accounts).toEqual(['137****0099']);
  });
});

describe('check-ip-city', () => {
  it('answers the caller’s city, or that of a given IP, from the shipped table', async () => {
    const mine = await t.api.get(IP_CITY, undefined, {
      headers: { 'x-forwarded-for': HANGZHOU_IP },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({
      ip: HANGZHOU_IP,
      province: '浙江省',
      city: '杭州市',
      label: '浙江省杭州市',
    });
    const local = await t.api.get(IP_CITY, { ip: '192.168.1.5' });
    expect(local.body.data).toMatchObject({ label: '内网', city: null });
    const unknown = await t.api.get(IP_CITY, { ip: '8.8.8.8' });
    expect(unknown.body.data).toMatchObject({ label: '未知' });
  });
});
