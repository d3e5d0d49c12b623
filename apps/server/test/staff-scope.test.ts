import { StaffType } from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../src/db/schema';
import { verifyIdentity } from '../src/modules/identity/auth/testing/auth-fixtures';
import { makeClass, makeSchool, makeStaff, type TMadeClass } from './factories/school';
import { makeRole, makeStaffUser, placeSchool } from './factories/staff';
import type { TMadePerson } from './factories/school';
import { as } from './factories/works';
import { createTestApp, type TTestApp } from './helpers/test-app';

/**
 * Data scopes on the back office's lists and rows: area staff (杭州市) and a school manager
 * see only the rows of their schools and are refused the rows of others; masks are lifted only
 * for roles that may, and every unmasked read is logged.
 */
const W = '/api/v1/works-service';
const US = '/api/v1/user-service';
const HANGZHOU = { provinceId: 330000, cityId: 330100, districtId: 330106 };
const NINGBO = { provinceId: 330000, cityId: 330200, districtId: 330203 };

let t: TTestApp;
let inside: TMadeClass;
let outside: TMadeClass;
let area: TMadePerson;
let manager: TMadePerson;
const worksIds = { inside: 0, outside: 0 };

async function submittedWork(pupil: TMadePerson, name: string): Promise<number> {
  const add = await t.api.post<{ id: number }>(
    `${W}/works/custom/add`,
    { worksName: name },
    as(pupil),
  );
  const id = add.body.data.id;
  await t.api.post(`${W}/works/custom/update-status`, { id, status: 1 }, as(pupil));
  return id;
}

type TPage = { list: { schoolId: number }[]; total: number };
const schoolsOf = (page: TPage) => [...new Set(page.list.map((row) => row.schoolId))];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const a = await makeSchool(t, '西湖小学');
  const b = await makeSchool(t, '海曙中学');
  await placeSchool(t, a, HANGZHOU);
  await placeSchool(t, b, NINGBO);
  inside = await makeClass(t, { schoolId: a, pupils: 1 });
  outside = await makeClass(t, { schoolId: b, pupils: 1 });
  worksIds.inside = await submittedWork(inside.pupils[0]!, '西湖的春天');
  worksIds.outside = await submittedWork(outside.pupils[0]!, '海边的夏天');
  // Without roles of their own they act with the built-in roles of their staff types.
  area = await makeStaffUser(t, { staffType: StaffType.AREA_STAFF, regionId: 330100 });
  manager = await makeStaffUser(t, { staffType: StaffType.SCHOOL_MANAGER, schoolId: a });
});
afterAll(async () => t?.close());

describe.each([
  ['area staff', () => area],
  ['school manager', () => manager],
])('%s', (_name, who) => {
  it('lists only the works, classes, teachers and pupils of their schools', async () => {
    const works = await t.api.get<TPage>(`${W}/works/mng/list`, {}, as(who()));
    expect(works.status).toBe(200);
    expect(schoolsOf(works.body.data)).toEqual([inside.schoolId]);
    const classes = await t.api.get<TPage>(`${W}/course-class/mng/query`, {}, as(who()));
    expect(classes.status).toBe(200);
    expect(schoolsOf(classes.body.data)).toEqual([inside.schoolId]);
    const teachers = await t.api.get<TPage>(`${W}/teacher/mng/query`, {}, as(who()));
    expect(teachers.status).toBe(200);
    expect(schoolsOf(teachers.body.data)).toEqual([inside.schoolId]);
    const pupils = await t.api.get<TPage>(`${W}/student/mng/query`, {}, as(who()));
    expect(pupils.status).toBe(200);
    expect(schoolsOf(pupils.body.data)).toEqual([inside.schoolId]);
  });

  it('reads a row of their schools and is refused one of another school', async () => {
    const mine = await t.api.get(`${W}/works/mng/detail`, { id: worksIds.inside }, as(who()));
    expect(mine.status).toBe(200);
    const other = await t.api.get(`${W}/works/mng/detail`, { id: worksIds.outside }, as(who()));
    expect(other.status).toBe(403);
    const filtered = await t.api.get(
      `${W}/course-class/mng/query`,
      { schoolId: outside.schoolId },
      as(who()),
    );
    expect(filtered.status).toBe(403);
    const audit = await t.api.post(
      `${W}/works/mng/audit`,
      { id: worksIds.outside, auditStatus: 1 },
      as(who()),
    );
    expect(audit.status).toBe(403);
  });
});

describe('area staff are bound to their region', () => {
  it('a role with every school or another region does not widen it', async () => {
    const wide = await makeRole(t, {
      name: '全部数据',
      permissions: ['works:list'],
      scope: { kind: 'all' },
    });
    const elsewhere = await makeRole(t, {
      name: '宁波数据',
      permissions: ['works:list'],
      scope: { kind: 'regions', ids: [330200] },
    });
    const bound = await makeStaffUser(t, {
      staffType: StaffType.AREA_STAFF,
      regionId: 330100,
      roleIds: [wide, elsewhere],
    });
    const works = await t.api.get<TPage>(`${W}/works/mng/list`, {}, as(bound));
    expect(works.status).toBe(200);
    expect(schoolsOf(works.body.data)).toEqual([inside.schoolId]);
    const other = await t.api.get(`${W}/works/mng/detail`, { id: worksIds.outside }, as(bound));
    expect(other.status).toBe(403);
  });
});

describe('writes within the scope', () => {
  it('lets the school manager change their own class, not another school’s', async () => {
    const mine = await t.api.post(
      `${W}/course-class/mng/reset-class-code`,
      { id: inside.id },
      as(manager),
    );
    expect(mine.status).toBe(200);
    const other = await t.api.post(
      `${W}/course-class/mng/reset-class-code`,
      { id: outside.id },
      as(manager),
    );
    expect(other.status).toBe(403);
  });

  it('keeps area staff to reading classes (their built-in role has no class writes)', async () => {
    const res = await t.api.post(
      `${W}/course-class/mng/reset-class-code`,
      { id: inside.id },
      as(area),
    );
    expect(res.status).toBe(403);
  });
});

describe('field masks', () => {
  it('masks mobiles for a role without the unmask, and logs every unmasked read', async () => {
    const admin = await makeStaff(t);
    const held = await makeRole(t, { name: '持有者角色' });
    const holder = await makeStaffUser(t, { mobile: '13812345678', roleIds: [held] });
    const lister = await makeRole(t, {
      name: '只看列表',
      permissions: ['staff-user:list-by-role'],
      scope: { kind: 'all' },
    });
    const reader = await makeStaffUser(t, { roleIds: [lister] });

    const masked = await t.api.get<{ list: { mobile: string }[] }>(
      `${US}/user/page-list-by-role`,
      { roleId: held },
      as(reader),
    );
    expect(masked.status).toBe(200);
    expect(masked.body.data.list[0]!.mobile).toBe('138****5678');

    // A role that may unmask reads masked values until its identity password is checked.
    const unchecked = await t.api.get<{ list: { mobile: string }[] }>(
      `${US}/user/page-list-by-role`,
      { roleId: held },
      as(admin),
    );
    expect(unchecked.body.data.list[0]!.mobile).toBe('138****5678');
    await verifyIdentity(t, admin.token);
    const unmasked = await t.api.get<{ list: { userId: number; mobile: string }[] }>(
      `${US}/user/page-list-by-role`,
      { roleId: held },
      as(admin),
    );
    expect(unmasked.body.data.list[0]!.mobile).toBe('13812345678');
    const logged = await t.database.db
      .select()
      .from(accessLog)
      .where(
        and(eq(accessLog.userId, admin.userId), eq(accessLog.targetId, String(holder.userId))),
      );
    expect(logged).toMatchObject([
      {
        endpoint: `GET ${US}/user/page-list-by-role`,
        targetType: 'user',
        field: 'mobile',
      },
    ]);
    const none = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.userId, reader.userId));
    expect(none).toEqual([]);
  });

  it('masks the mobiles that people signed in with in the login record', async () => {
    await t.api.post('/api/v1/auth/login-with-mobile-password', {
      mobile: '13912345678',
      password: 'V3JvbmcxMjM0',
    });
    const role = await makeRole(t, {
      name: '登录记录查看',
      permissions: ['login-record:list'],
      scope: { kind: 'all' },
    });
    const reader = await makeStaffUser(t, { roleIds: [role] });
    const records = await t.api.get<{ list: { accountKind: string; account: string }[] }>(
      `${US}/login-record/page-list`,
      {},
      as(reader),
    );
    expect(records.status).toBe(200);
    const mobiles = records.body.data.list.filter((r) => r.accountKind === 'mobile');
    expect(mobiles.map((r) => r.account)).toContain('139****5678');
    expect(mobiles.map((r) => r.account)).not.toContain('13912345678');
  });
});
