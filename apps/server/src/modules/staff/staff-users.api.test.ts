import { Messages, StaffMessages, StaffType, type TPage, type TStaffUser } from '@haoduo/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { as } from '../../../test/factories/works';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { auditLog } from '../../db/schema';

/** Staff users: create, modify, enable and disable, list, within the caller's scope. */
const SU = '/api/v1/user-service/staff-user/mng';
let t: TTestApp;
let admin: TMadePerson;
let schoolA: number;
let schoolB: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await makeStaff(t);
  schoolA = await makeSchool(t);
  schoolB = await makeSchool(t);
});
afterAll(async () => t?.close());

let mobiles = 0;
const mobile = () => `1390000${String(++mobiles).padStart(4, '0')}`;

describe('staff users', () => {
  it('creates a school manager with a role, lists it masked, modifies, disables and enables it', async () => {
    const roleId = await makeRole(t, { permissions: ['class:query'] });
    const phone = mobile();
    const created = await t.api.post<TStaffUser>(
      `${SU}/create`,
      {
        name: '王校长',
        mobile: phone,
        staffType: StaffType.SCHOOL_MANAGER,
        schoolId: schoolA,
        roleIds: [roleId],
      },
      as(admin),
    );
    expect(created.status).toBe(200);
    const user = created.body.data;
    expect(user).toMatchObject({ name: '王校长', schoolId: schoolA, roleIds: [roleId], status: 1 });

    const page = await t.api.get<TPage<TStaffUser>>(`${SU}/page-list`, { roleId }, as(admin));
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((u) => u.userId)).toEqual([user.userId]);

    // A role without the mobile unmask reads it masked.
    const reader = await makeStaffUser(t, {
      staffType: StaffType.PLATFORM_OPERATOR,
      roleIds: [await makeRole(t, { permissions: ['staff-user:page'], scope: { kind: 'all' } })],
    });
    const masked = await t.api.get<TPage<TStaffUser>>(
      `${SU}/page-list`,
      { keyword: '王校长' },
      as(reader),
    );
    expect(masked.body.data.list[0]!.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);

    const modified = await t.api.post<TStaffUser>(
      `${SU}/modify`,
      {
        userId: user.userId,
        name: '王校长2',
        mobile: phone,
        staffType: StaffType.SCHOOL_MANAGER,
        schoolId: schoolB,
        roleIds: [],
      },
      as(admin),
    );
    expect(modified.status).toBe(200);
    expect(modified.body.data).toMatchObject({ name: '王校长2', schoolId: schoolB, roleIds: [] });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'staff_user'), eq(auditLog.targetId, String(user.userId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe('staff-user:modify');
    expect(entry?.changes).toMatchObject({ name: { before: '王校长', after: '王校长2' } });

    expect((await t.api.post(`${SU}/disable`, { userId: user.userId }, as(admin))).status).toBe(
      200,
    );
    const disabled = await t.api.get<TStaffUser>(
      `${SU}/detail`,
      { userId: user.userId },
      as(admin),
    );
    expect(disabled.body.data.status).toBe(0);
    expect((await t.api.post(`${SU}/enable`, { userId: user.userId }, as(admin))).status).toBe(200);
  });

  it('refuses bad input with a Chinese message', async () => {
    const noSchool = await t.api.post(
      `${SU}/create`,
      { name: '李老师', mobile: mobile(), staffType: StaffType.SCHOOL_MANAGER },
      as(admin),
    );
    expect(noSchool.status).toBe(400);
    expect(JSON.stringify(noSchool.body)).toContain(StaffMessages.STAFF_SCHOOL_REQUIRED);

    const badMobile = await t.api.post(
      `${SU}/create`,
      { name: '李老师', mobile: '123', staffType: StaffType.PLATFORM_OPERATOR },
      as(admin),
    );
    expect(badMobile.status).toBe(400);
    expect(JSON.stringify(badMobile.body)).toContain(Messages.MOBILE_INVALID);

    const phone = mobile();
    const first = { name: '赵老师', mobile: phone, staffType: StaffType.PLATFORM_OPERATOR };
    expect((await t.api.post(`${SU}/create`, first, as(admin))).status).toBe(200);
    const taken = await t.api.post(`${SU}/create`, first, as(admin));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(StaffMessages.STAFF_MOBILE_TAKEN);

    const self = await t.api.post(`${SU}/disable`, { userId: admin.userId }, as(admin));
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(StaffMessages.STAFF_SELF_DISABLE);
  });

  it('answers 403 without the permission, and keeps a school-scoped caller to its schools', async () => {
    const noRights = await makeStaffUser(t, {
      schoolId: schoolA,
      roleIds: [await makeRole(t, { permissions: ['class:query'] })],
    });
    const refused = await t.api.get(`${SU}/page-list`, {}, as(noRights));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(StaffMessages.NO_PERMISSION);

    const scoped = await makeStaffUser(t, {
      schoolId: schoolA,
      roleIds: [
        await makeRole(t, {
          permissions: ['staff-user:page', 'staff-user:create'],
          scope: { kind: 'schools', ids: [schoolA] },
        }),
      ],
    });
    const other = await t.api.post(
      `${SU}/create`,
      { name: '外校', mobile: mobile(), staffType: StaffType.SCHOOL_MANAGER, schoolId: schoolB },
      as(scoped),
    );
    expect(other.status).toBe(403);
    const superAdmin = await t.api.post(
      `${SU}/create`,
      { name: '超管', mobile: mobile(), staffType: StaffType.SUPER_ADMIN },
      as(scoped),
    );
    expect(superAdmin.status).toBe(403);
    const own = await t.api.post<TStaffUser>(
      `${SU}/create`,
      { name: '本校', mobile: mobile(), staffType: StaffType.SCHOOL_MANAGER, schoolId: schoolA },
      as(scoped),
    );
    expect(own.status).toBe(200);
    const list = await t.api.get<TPage<TStaffUser>>(
      `${SU}/page-list`,
      { pageSize: 100 },
      as(scoped),
    );
    expect(list.body.data.list.every((u) => u.schoolId === schoolA)).toBe(true);
    expect(list.body.data.list.map((u) => u.userId)).toContain(own.body.data.userId);
  });
});
