import {
  PERMISSION_LABELS,
  StaffMessages,
  StaffType,
  encodePassword,
  type TPermissionGroup,
  type TRole,
  type TRolePackage,
} from '@haoduo/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { as } from '../../../test/factories/works';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { auditLog } from '../../db/schema';
import { allPermissionCodes } from './permission-patterns';

/** Roles as data: a change to a role takes effect on its holders' next request. */
const US = '/api/v1/user-service';
const W = '/api/v1/works-service/works';
let t: TTestApp;
let admin: TMadePerson;
let schoolId: number;
let pupil: TMadePerson;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await makeStaff(t);
  const cls = await makeClass(t, { pupils: 1 });
  schoolId = cls.schoolId;
  pupil = cls.pupils[0]!;
});
afterAll(async () => t?.close());

async function submittedWork(name: string): Promise<number> {
  const add = await t.api.post<{ id: number }>(`${W}/custom/add`, { worksName: name }, as(pupil));
  expect(add.status).toBe(200);
  const id = add.body.data.id;
  expect((await t.api.post(`${W}/custom/update-status`, { id, status: 1 }, as(pupil))).status).toBe(
    200,
  );
  return id;
}

describe('roles take effect on the next request', () => {
  it('refuses the audit to a role without works:audit, and grants it once the role has it, without signing in again', async () => {
    const id = await submittedWork('春天的花园');
    const roleId = await makeRole(t, { permissions: ['works:list', 'works:detail'] });
    const reviewer = await makeStaffUser(t, { schoolId, roleIds: [roleId] });

    const refused = await t.api.post(`${W}/mng/audit`, { id, auditStatus: 1 }, as(reviewer));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(StaffMessages.NO_PERMISSION);
    expect((await t.api.get(`${W}/mng/list`, {}, as(reviewer))).status).toBe(200);

    const detail = await t.api.get<TRole>(`${US}/role/search/detail`, { id: roleId }, as(admin));
    expect(detail.status).toBe(200);
    const modified = await t.api.post<TRole>(
      `${US}/role/modify`,
      {
        id: roleId,
        name: detail.body.data.name,
        permissionIdList: [...detail.body.data.permissionIdList, 'works:audit'],
      },
      as(admin),
    );
    expect(modified.status).toBe(200);
    expect(modified.body.data.permissionIdList).toContain('works:audit');

    const granted = await t.api.post(`${W}/mng/audit`, { id, auditStatus: 1 }, as(reviewer));
    expect(granted.status).toBe(200);

    // Disabled, the role grants nothing: the next request is refused again.
    expect((await t.api.post(`${US}/role/disable`, { id: roleId }, as(admin))).status).toBe(200);
    expect((await t.api.get(`${W}/mng/list`, {}, as(reviewer))).status).toBe(403);
    expect((await t.api.post(`${US}/role/enable`, { id: roleId }, as(admin))).status).toBe(200);
    expect((await t.api.get(`${W}/mng/list`, {}, as(reviewer))).status).toBe(200);
  });

  it('audits every role change with the endpoint and the changed fields', async () => {
    const add = await t.api.post<TRole>(
      `${US}/role/add`,
      { name: '审核员', permissionIdList: ['works:list'], desensitizationConfigIdList: ['mobile'] },
      as(admin),
    );
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    await t.api.post(
      `${US}/permission/edit-role-data-permission`,
      { roleId: id, kind: 'schools', ids: [schoolId] },
      as(admin),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      action: 'permission:edit-data',
      endpoint: `POST ${US}/permission/edit-role-data-permission`,
      targetType: 'staff_role',
      changes: {
        scopeKind: { before: 'member', after: 'schools' },
        scopeIds: { before: [], after: [schoolId] },
      },
    });
    const detail = await t.api.get<TRole>(`${US}/role/search/detail`, { id }, as(admin));
    expect(detail.body.data.dataPermission).toEqual({ kind: 'schools', ids: [schoolId] });
  });

  it('refuses unknown permissions, taken names, an empty scope and changes to the super administrator role', async () => {
    const bad = await t.api.post(
      `${US}/role/add`,
      { name: '坏角色', permissionIdList: ['works:fly'] },
      as(admin),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(StaffMessages.UNKNOWN_PERMISSION);
    await t.api.post(`${US}/role/add`, { name: '同名角色' }, as(admin));
    const taken = await t.api.post(`${US}/role/add`, { name: '同名角色' }, as(admin));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(StaffMessages.ROLE_NAME_TAKEN);
    const noIds = await t.api.post(
      `${US}/role/add`,
      { name: '无区域', dataPermission: { kind: 'regions', ids: [] } },
      as(admin),
    );
    expect(noIds.status).toBe(400);

    const roles = await t.api.get<{ id: number; name: string }[]>(`${US}/role/all`, {}, as(admin));
    const superRole = roles.body.data.find((r) => r.name === '超级管理员')!;
    const refused = await t.api.post(`${US}/role/disable`, { id: superRole.id }, as(admin));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(StaffMessages.ROLE_BUILT_IN);
    expect((await t.api.get(`${US}/role/search/detail`, { id: 999999 }, as(admin))).status).toBe(
      404,
    );
  });

  it('lists roles, role packages and who holds them; packages grant their roles', async () => {
    const roleId = await makeRole(t, { name: '作品查看', permissions: ['works:list'] });
    const pkg = await t.api.post<TRolePackage>(
      `${US}/role-package/add`,
      { name: '学校运营包', orgMemberType: StaffType.SCHOOL_MANAGER, roleIds: [roleId] },
      as(admin),
    );
    expect(pkg.status).toBe(200);
    expect(pkg.body.data.roles).toEqual([{ id: roleId, name: '作品查看', enabled: true }]);

    const holder = await makeStaffUser(t, { schoolId });
    // Without roles of their own, a school manager acts with the built-in school role.
    const mine = await t.api.get<{ name: string }[]>(
      `${US}/role/find-all-by-current-user`,
      {},
      as(holder),
    );
    expect(mine.body.data.map((r) => r.name)).toEqual(['学校管理员']);

    const assign = await t.api.post(
      `${US}/user/assign-roles`,
      { userId: holder.userId, rolePackageIds: [pkg.body.data.id] },
      as(admin),
    );
    expect(assign.status).toBe(200);
    const mineNow = await t.api.get<{ name: string }[]>(
      `${US}/role/find-all-by-current-user`,
      {},
      as(holder),
    );
    expect(mineNow.body.data.map((r) => r.name)).toEqual(['作品查看']);
    expect((await t.api.get(`${W}/mng/list`, {}, as(holder))).status).toBe(200);
    expect((await t.api.get(`${W}/mng/export`, {}, as(holder))).status).toBe(403);

    const byRole = await t.api.get<{ list: { userId: number }[]; total: number }>(
      `${US}/user/page-list-by-role`,
      { roleId },
      as(admin),
    );
    expect(byRole.body.data.list.map((u) => u.userId)).toEqual([holder.userId]);
    const byPackage = await t.api.get<{ total: number }>(
      `${US}/user/page-list-by-role-package`,
      { rolePackageId: pkg.body.data.id },
      as(admin),
    );
    expect(byPackage.body.data.total).toBe(1);

    const found = await t.api.get<TRolePackage | null>(
      `${US}/role-package/find-by-name`,
      { name: '学校运营包' },
      as(admin),
    );
    expect(found.body.data?.id).toBe(pkg.body.data.id);
    const modified = await t.api.post<TRolePackage>(
      `${US}/role-package/modify`,
      { id: pkg.body.data.id, name: '学校运营包', roleIds: [] },
      as(admin),
    );
    expect(modified.body.data.roleIds).toEqual([]);
    // The package lost its role: the holder has no permission left.
    expect((await t.api.get(`${W}/mng/list`, {}, as(holder))).status).toBe(403);

    const search = await t.api.get<{ list: TRole[]; total: number }>(
      `${US}/role/search`,
      { name: '作品', currentPage: 1, pageSize: 10 },
      as(admin),
    );
    expect(search.body.data.list.map((r) => r.name)).toEqual(['作品查看']);
    const packages = await t.api.get<{ total: number }>(
      `${US}/role-package/search`,
      { name: '运营' },
      as(admin),
    );
    expect(packages.body.data.total).toBe(1);
  });
});

describe('the permission tree', () => {
  it('groups every permission of the contract by domain, with Chinese names', async () => {
    const res = await t.api.get<TPermissionGroup[]>(
      `${US}/permission/search-by-tenant`,
      {},
      as(admin),
    );
    expect(res.status).toBe(200);
    const codes = res.body.data.flatMap((g) => g.children.map((c) => c.id));
    expect(codes.sort()).toEqual([...allPermissionCodes()]);
    const works = res.body.data.find((g) => g.id === 'works')!;
    expect(works.name).toBe('作品管理');
    expect(works.children.find((c) => c.id === 'works:audit')).toMatchObject({
      name: PERMISSION_LABELS['works:audit'],
      method: 'POST',
      path: `${W}/mng/audit`,
    });
    const v2 = await t.api.get<{ desensitizationConfigs: { id: string; name: string }[] }>(
      `${US}/permission/search-by-tenant-v2`,
      {},
      as(admin),
    );
    expect(v2.body.data.desensitizationConfigs).toContainEqual({ id: 'mobile', name: '手机号' });
  });
});

describe('sign-in carries the staff access', () => {
  it('answers permissions and scope at sign-in and in check-alive', async () => {
    const roleId = await makeRole(t, {
      permissions: ['works:list', 'works:audit'],
      scope: { kind: 'schools', ids: [schoolId] },
    });
    const person = await makeStaffUser(t, {
      username: 'reviewer1',
      password: 'Review1234',
      roleIds: [roleId],
    });
    const login = await t.api.post<{
      token: string;
      staff: { permissions: string[]; dataScope: unknown; unmask: string[] };
    }>('/api/v1/auth/login', { username: 'reviewer1', password: encodePassword('Review1234') });
    expect(login.status).toBe(200);
    expect(login.body.data.staff).toMatchObject({
      permissions: ['works:audit', 'works:list'],
      dataScope: { kind: 'schools', schoolIds: [schoolId] },
      unmask: [],
    });
    const alive = await t.api.get<{ user: { staff: { permissions: string[] } } }>(
      '/api/v1/auth/check-alive',
      {},
      { token: login.body.data.token },
    );
    expect(alive.body.data.user.staff.permissions).toEqual(['works:audit', 'works:list']);
    expect(person.userId).toBeGreaterThan(0);

    const superLogin = await t.api.get<{ user: { staff: { permissions: string[] } } }>(
      '/api/v1/auth/check-alive',
      {},
      as(admin),
    );
    expect(superLogin.body.data.user.staff.permissions).toEqual([...allPermissionCodes()]);
  });
});

describe('tenant roles, package roles and employee roles', () => {
  it('keeps the roles of another tenant apart', async () => {
    const add = await t.api.post<TRole>(
      `${US}/role/add-tenant`,
      { tenant: '88', name: '外租户角色', permissionIdList: ['works:list'] },
      as(admin),
    );
    expect(add.status).toBe(200);
    expect(add.body.data.tenant).toBe('88');
    const ours = await t.api.get<{ list: TRole[] }>(
      `${US}/role/search`,
      { name: '外租户' },
      as(admin),
    );
    expect(ours.body.data.list).toEqual([]);
    const theirs = await t.api.get<{ list: TRole[] }>(
      `${US}/role/search-tenant`,
      { tenant: '88' },
      as(admin),
    );
    expect(theirs.body.data.list.map((r) => r.name)).toEqual(['外租户角色']);
    const wrongTenant = await t.api.post(
      `${US}/role/modify`,
      { id: add.body.data.id, name: '改名' },
      as(admin),
    );
    expect(wrongTenant.status).toBe(404);
    const modified = await t.api.post<TRole>(
      `${US}/role/modify-tenant`,
      { tenant: '88', id: add.body.data.id, name: '外租户角色二' },
      as(admin),
    );
    expect(modified.body.data.name).toBe('外租户角色二');
  });

  it('lists the roles of the packages and checks an employee’s roles', async () => {
    const roleId = await makeRole(t, { name: '包内角色' });
    await t.api.post(`${US}/role-package/add`, { name: '包甲', roleIds: [roleId] }, as(admin));
    const all = await t.api.get<{ rolePackageName: string; roles: { id: number }[] }[]>(
      `${US}/role/all-package-roles`,
      {},
      as(admin),
    );
    expect(all.body.data.find((p) => p.rolePackageName === '包甲')!.roles).toEqual([
      { id: roleId, name: '包内角色', enabled: true },
    ]);

    const manager = await makeStaffUser(t, { schoolId });
    const check = await t.api.get<{ hasOwnRoles: boolean; roles: { name: string }[] }>(
      `${US}/role/check-employee-user-role`,
      { userId: manager.userId },
      as(admin),
    );
    expect(check.body.data).toMatchObject({ hasOwnRoles: false, roles: [{ name: '学校管理员' }] });
    const missing = await t.api.get(
      `${US}/role/check-employee-user-role`,
      { userId: pupil.userId },
      as(admin),
    );
    expect(missing.status).toBe(404);
  });
});
