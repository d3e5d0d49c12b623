import {
  AuthMessages,
  encodePassword,
  IdentityMessages,
  Messages,
  StaffMessages,
  StaffType,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { callAs, makePupil, makeSchool, makeTeacher } from '../../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../../test/factories/staff';
import { latestCode } from '../auth/testing/auth-fixtures';

const PWD = '/api/v1/user-service/user-identity-pwd';
const STATUS = `${PWD}/check-user-identity-password`;
const SET = `${PWD}/set-identity-password`;
const UPDATE = `${PWD}/update-identity-password`;
const CHECK = `${PWD}/check-identity-password`;
const FORGOT = `${PWD}/get-captcha-for-forget-pwd`;
const CHECK_CODE = `${PWD}/check-captcha`;
const REVEAL = '/api/v1/user-service/user/reveal-field';
const ACCESS_LOG = '/api/v1/user-service/access-log/page-list';

let t: TTestApp;
let schoolId: number;
let otherSchoolId: number;
let pupilId: number;
let otherPupilId: number;
let unmasker: { token: string; userId: number };
let plain: { token: string };

const secret = (text: string) => encodePassword(text);
const setBody = (text: string) => ({ password: secret(text), repeatPassword: secret(text) });

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  schoolId = await makeSchool(t);
  otherSchoolId = await makeSchool(t);
  const pupil = await makePupil(t, { schoolId });
  pupilId = pupil.userId;
  otherPupilId = (await makePupil(t, { schoolId: otherSchoolId })).userId;
  const db = t.database.db;
  await db.update(users).set({ mobile: '13912345678' }).where(eq(users.id, pupilId));
  await db.update(users).set({ mobile: '13912345679' }).where(eq(users.id, otherPupilId));
  const reveal = await makeRole(t, {
    permissions: ['user:reveal-field', 'access-log:list'],
    scope: { kind: 'member' },
    unmask: ['mobile'],
  });
  const noUnmask = await makeRole(t, { permissions: ['user:reveal-field'] });
  unmasker = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId,
    roleIds: [reveal],
    password: 'Login12345',
  });
  plain = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId,
    roleIds: [noUnmask],
  });
});
afterAll(async () => {
  await t.close();
});

describe('identity password: who may', () => {
  it('refuses anonymous callers (401) and learners (403)', async () => {
    expect((await t.api.get(STATUS)).status).toBe(401);
    const teacher = await makeTeacher(t, { schoolId });
    expect((await t.api.get(STATUS, undefined, callAs(teacher))).status).toBe(403);
    expect((await t.api.post(SET, setBody('Ident1234'), callAs(teacher))).status).toBe(403);
  });

  it('refuses a staff member without the reveal permission (403 没有权限)', async () => {
    const outsider = await makeStaffUser(t, { schoolId });
    const res = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, outsider);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(StaffMessages.NO_PERMISSION);
  });
});

describe('setting, checking and unmasking', () => {
  it('asks for the identity password before unmasking, and refuses without a fresh check', async () => {
    const refused = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, unmasker);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IdentityMessages.REQUIRED);
    const notSet = await t.api.post(CHECK, { password: secret('Ident1234') }, unmasker);
    expect(notSet.status).toBe(403);
    expect(notSet.body.message).toBe(IdentityMessages.NOT_SET);
  });

  it('sets one: both the same, by the rule, not the login password; once', async () => {
    expect((await t.api.get(STATUS, undefined, unmasker)).body.data).toEqual({
      exist: false,
      verifiedUntil: null,
    });
    const differ = await t.api.post(
      SET,
      { password: secret('Ident1234'), repeatPassword: secret('Ident9999') },
      unmasker,
    );
    expect(differ.status).toBe(400);
    expect(differ.body.message).toBe(Messages.PASSWORDS_DIFFER);
    const weak = await t.api.post(SET, setBody('123'), unmasker);
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(Messages.PASSWORD_RULE);
    const same = await t.api.post(SET, setBody('Login12345'), unmasker);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(IdentityMessages.SAME_AS_LOGIN);
    expect((await t.api.post(SET, setBody('Ident1234'), unmasker)).status).toBe(200);
    const again = await t.api.post(SET, setBody('Ident5678'), unmasker);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IdentityMessages.ALREADY_SET);
  });

  it('a wrong identity password is refused and unmasks nothing', async () => {
    const wrong = await t.api.post(CHECK, { password: secret('Wrong1234') }, unmasker);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(IdentityMessages.WRONG);
    const still = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, unmasker);
    expect(still.status).toBe(403);
  });

  it('after the right one, reveals the mobile and writes the read to the access log', async () => {
    const ok = await t.api.post<{ exist: boolean; verifiedUntil: string }>(
      CHECK,
      { password: secret('Ident1234') },
      unmasker,
    );
    expect(ok.status).toBe(200);
    const until = Date.parse(ok.body.data.verifiedUntil) - Date.now();
    expect(until).toBeGreaterThan(14 * 60_000);
    expect(until).toBeLessThanOrEqual(15 * 60_000);
    const res = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, unmasker);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ value: '13912345678' });
    const log = await t.api.get<{ list: { userId: number; targetId: string; field: string }[] }>(
      ACCESS_LOG,
      { targetType: 'user', targetId: String(pupilId) },
      unmasker,
    );
    expect(log.status).toBe(200);
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        userId: unmasker.userId,
        targetId: String(pupilId),
        field: 'mobile',
      }),
    ]);
  });

  it('keeps a school manager to their school (404 for a pupil elsewhere)', async () => {
    const res = await t.api.post(REVEAL, { userId: otherPupilId, field: 'mobile' }, unmasker);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AuthMessages.USER_NOT_FOUND);
  });

  it('refuses a role that may not unmask the field, even after a check', async () => {
    await t.api.post(SET, setBody('Plain1234'), plain);
    expect((await t.api.post(CHECK, { password: secret('Plain1234') }, plain)).status).toBe(200);
    const res = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, plain);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IdentityMessages.NO_FIELD_PERMISSION);
  });

  it('a check holds fifteen minutes, then it asks again', async () => {
    await t.database.db.execute(
      sql`update identity_checks set checked_at = checked_at - interval '16 minutes' where user_id = ${unmasker.userId}`,
    );
    const res = await t.api.post(REVEAL, { userId: pupilId, field: 'mobile' }, unmasker);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IdentityMessages.REQUIRED);
  });
});

describe('wrong answers, changing and forgetting', () => {
  it('five wrong answers lock the check (429) even for the right one', async () => {
    const person = await makeStaffUser(t, { schoolId });
    await t.api.post(SET, setBody('Lock12345'), person);
    for (let i = 0; i < 4; i += 1) {
      expect((await t.api.post(CHECK, { password: secret('Nope12345') }, person)).status).toBe(400);
    }
    const fifth = await t.api.post(CHECK, { password: secret('Nope12345') }, person);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/身份密码错误次数过多，请\d+分钟后再试/);
    expect((await t.api.post(CHECK, { password: secret('Lock12345') }, person)).status).toBe(429);
  });

  it('changes it with the old one; the old check stops holding', async () => {
    const person = await makeStaffUser(t, { schoolId });
    await t.api.post(SET, setBody('Old123456'), person);
    await t.api.post(CHECK, { password: secret('Old123456') }, person);
    const wrongOld = await t.api.post(
      UPDATE,
      { ...setBody('New123456'), oldPassword: secret('Bad123456') },
      person,
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe(IdentityMessages.OLD_WRONG);
    const neither = await t.api.post(UPDATE, setBody('New123456'), person);
    expect(neither.body.message).toBe(IdentityMessages.OLD_OR_CAPTCHA);
    const ok = await t.api.post(
      UPDATE,
      { ...setBody('New123456'), oldPassword: secret('Old123456') },
      person,
    );
    expect(ok.status).toBe(200);
    expect((await t.api.get(STATUS, undefined, person)).body.data).toEqual({
      exist: true,
      verifiedUntil: null,
    });
    expect((await t.api.post(CHECK, { password: secret('New123456') }, person)).status).toBe(200);
  });

  it('a forgotten one is set again with a code sent to one’s own mobile', async () => {
    const person = await makeStaffUser(t, { schoolId, mobile: '13755550001' });
    await t.api.post(SET, setBody('Forgot123'), person);
    expect((await t.api.get(FORGOT, undefined, person)).status).toBe(200);
    const code = await latestCode(t, '13755550001');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.api.post(
      CHECK_CODE,
      { captcha: code === '000000' ? '111111' : '000000' },
      person,
    );
    expect(wrong.body.data).toEqual({ valid: false });
    const right = await t.api.post(CHECK_CODE, { captcha: code }, person);
    expect(right.body.data).toEqual({ valid: true });
    const ok = await t.api.post(UPDATE, { ...setBody('Again1234'), captcha: code }, person);
    expect(ok.status).toBe(200);
    const reused = await t.api.post(UPDATE, { ...setBody('Again5678'), captcha: code }, person);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(AuthMessages.CAPTCHA_WRONG);
    expect((await t.api.post(CHECK, { password: secret('Again1234') }, person)).status).toBe(200);
  });
});
