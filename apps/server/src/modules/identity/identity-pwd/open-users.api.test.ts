import { IdentityMessages, StaffMessages, StaffType } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userOpenBindings } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { makePupil, makeSchool } from '../../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../../test/factories/staff';

const FIND = '/api/v1/user-service/user/find-open-user';
const UNBIND = '/api/v1/auth/unbind-open-user';
const UNBIND_ALIAS = '/api/v1/user-service/auth/unbind-open-user';

let t: TTestApp;
let pupilId: number;
let otherPupilId: number;
let bindingId: number;
let otherBindingId: number;
let manager: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const school = await makeSchool(t);
  const other = await makeSchool(t);
  pupilId = (await makePupil(t, { schoolId: school })).userId;
  otherPupilId = (await makePupil(t, { schoolId: other })).userId;
  const rows = await t.database.db
    .insert(userOpenBindings)
    .values([
      { userId: pupilId, platform: 'wx-ma', appId: 'wx1', openId: 'open-1', nickname: '小明' },
      { userId: otherPupilId, platform: 'dd', openId: 'open-2' },
    ])
    .returning({ id: userOpenBindings.id });
  bindingId = rows[0]!.id;
  otherBindingId = rows[1]!.id;
  const role = await makeRole(t, { permissions: ['open-user:list', 'open-user:unbind'] });
  manager = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId: school,
    roleIds: [role],
  });
});
afterAll(async () => {
  await t.close();
});

describe('find-open-user and unbind-open-user', () => {
  it('refuses anonymous callers (401) and staff without the permission (403)', async () => {
    expect((await t.api.get(FIND, { userId: pupilId })).status).toBe(401);
    const plain = await makeStaffUser(t);
    const res = await t.api.post(UNBIND, { id: bindingId }, plain);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(StaffMessages.NO_PERMISSION);
  });

  it('lists a person’s third-party accounts within the caller’s school', async () => {
    const res = await t.api.get(FIND, { userId: pupilId }, manager);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: bindingId, platform: 'wx-ma', platformName: '微信小程序' }),
    ]);
    expect((await t.api.get(FIND, { userId: otherPupilId }, manager)).status).toBe(404);
    expect((await t.api.get(FIND, {}, manager)).status).toBe(400);
  });

  it('unbinds one (audited), and not one of another school', async () => {
    const elsewhere = await t.api.post(UNBIND_ALIAS, { id: otherBindingId }, manager);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(IdentityMessages.OPEN_USER_NOT_FOUND);
    expect((await t.api.post(UNBIND, { id: bindingId }, manager)).status).toBe(200);
    expect((await t.api.get(FIND, { userId: pupilId }, manager)).body.data).toEqual([]);
    expect((await t.api.post(UNBIND, { id: bindingId }, manager)).status).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.open-user.unbind'));
    expect(audits).toHaveLength(1);
  });
});
