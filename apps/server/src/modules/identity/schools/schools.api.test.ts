import type { TPage, TSchoolMngDetail, TSchoolMngRow } from '@haoduo/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schools, staffMembers } from '../../../db/schema';
import { callAs, makeSchool, makeStaff, type TMadePerson } from '../../../../test/factories/school';
import { exportedBook } from '../../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { verifyIdentity } from '../auth/testing/auth-fixtures';

const S = '/api/v1/works-service/school/mng';
const R = '/api/v1/works-service/region/mng';
// 浙江省 杭州市 西湖区; 江苏省 南京市 玄武区
const HANGZHOU = { provinceId: 330000, cityId: 330100, districtId: 330106 };
const NANJING = { provinceId: 320000, cityId: 320100, districtId: 320102 };

describe('schools in the back office', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let area: TMadePerson;
  let manager: TMadePerson;
  let managerSchool: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    managerSchool = await makeSchool(t, '管理员的学校');
    await t.database.db.update(schools).set(NANJING).where(eq(schools.id, managerSchool));
    manager = await makeStaff(t, { staffType: 3, schoolId: managerSchool });
    area = await makeStaff(t, { staffType: 2 });
    await t.database.db
      .update(staffMembers)
      .set({ districtId: HANGZHOU.districtId })
      .where(eq(staffMembers.userId, area.userId));
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers, bad input and a region that does not fit', async () => {
    expect((await t.api.get(`${S}/page`)).status).toBe(401);
    const noName = await t.api.post(`${S}/create`, { ...HANGZHOU, name: ' ' }, callAs(admin));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请输入学校名称');
    const noRegion = await t.api.post(`${S}/create`, { name: '无地区小学' }, callAs(admin));
    expect(noRegion.status).toBe(400);
    expect(noRegion.body.message).toBe('请选择学校所在的省、市、区');
    const mismatch = await t.api.post(
      `${S}/create`,
      { name: '错地区小学', ...HANGZHOU, districtId: NANJING.districtId },
      callAs(admin),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('所选的省、市、区不匹配，请重新选择');
    const badMobile = await t.api.post(
      `${S}/create`,
      { name: '错电话小学', ...HANGZHOU, contactMobile: '123' },
      callAs(admin),
    );
    expect(badMobile.status).toBe(400);
  });

  it('creates, edits, disables and enables a school, each change audited', async () => {
    const created = await t.api.post<{ id: number }>(
      `${S}/create`,
      {
        name: '西湖实验小学',
        ...HANGZHOU,
        address: '文三路1号',
        contactName: '张老师',
        contactMobile: '13800138000',
        aiToolTypes: [11, 12],
      },
      callAs(admin),
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(
      (await t.api.post(`${S}/create`, { name: '西湖实验小学', ...HANGZHOU }, callAs(admin)))
        .status,
    ).toBe(409);

    // The contact mobile shows unmasked after the identity-password check.
    await verifyIdentity(t, admin.token);
    const detail = await t.api.get<TSchoolMngDetail>(`${S}/detail`, { id }, callAs(admin));
    expect(detail.body.data).toMatchObject({
      name: '西湖实验小学',
      regionName: '浙江省杭州市西湖区',
      provinceName: '浙江省',
      districtName: '西湖区',
      contactMobile: '13800138000',
      aiToolTypes: [11, 12],
      status: 1,
      classCount: 0,
    });

    const edit = await t.api.post(
      `${S}/update`,
      {
        id,
        name: '西湖第一实验小学',
        ...HANGZHOU,
        contactName: '张老师',
        contactMobile: '13800138000',
        aiToolTypes: [11, 12, 13],
      },
      callAs(admin),
    );
    expect(edit.status).toBe(200);
    expect((await t.api.post(`${S}/disable`, { id }, callAs(admin))).status).toBe(200);
    const again = await t.api.post(`${S}/disable`, { id }, callAs(admin));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该学校已是停用状态');
    expect((await t.api.post(`${S}/enable`, { id }, callAs(admin))).status).toBe(200);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'school'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual([
      'school:enable',
      'school:disable',
      'school:update',
      'school:create',
    ]);
    expect(audits[2]!.changes).toMatchObject({
      name: { before: '西湖实验小学', after: '西湖第一实验小学' },
      aiToolTypes: { before: [11, 12], after: [11, 12, 13] },
    });
    expect((await t.api.get(`${S}/detail`, { id: 999999 }, callAs(admin))).status).toBe(404);
  });

  it('pages with filters and sorting on the server', async () => {
    for (const name of ['甲小学', '乙小学', '丙小学']) {
      await t.api.post(`${S}/create`, { name, ...HANGZHOU }, callAs(admin));
    }
    const byName = await t.api.get<TPage<TSchoolMngRow>>(
      `${S}/page`,
      { cityId: HANGZHOU.cityId, orderBy: 'id', orderDirection: 'asc', pageSize: 2 },
      callAs(admin),
    );
    expect(byName.body.data.total).toBe(4);
    expect(byName.body.data.list).toHaveLength(2);
    expect(byName.body.data.list[0]!.id).toBeLessThan(byName.body.data.list[1]!.id);
    const named = await t.api.get<TPage<TSchoolMngRow>>(`${S}/page`, { name: '乙' }, callAs(admin));
    expect(named.body.data.list.map((s) => s.name)).toEqual(['乙小学']);
    expect((await t.api.get(`${S}/page`, { orderBy: 'password' }, callAs(admin))).status).toBe(400);
  });

  it('scopes rows: area staff their region, a school manager their school', async () => {
    const areaPage = await t.api.get<TPage<TSchoolMngRow>>(`${S}/page`, {}, callAs(area));
    expect(areaPage.status).toBe(200);
    expect(areaPage.body.data.list.every((s) => s.districtId === HANGZHOU.districtId)).toBe(true);
    expect(areaPage.body.data.total).toBe(4);
    // Masked for roles without the unmask permission.
    const masked = areaPage.body.data.list.find((s) => s.contactMobile !== null);
    expect(masked?.contactMobile).toBe('138****8000');

    const mine = await t.api.get<TPage<TSchoolMngRow>>(`${S}/page`, {}, callAs(manager));
    expect(mine.body.data.list.map((s) => s.id)).toEqual([managerSchool]);
    const otherId = areaPage.body.data.list[0]!.id;
    expect((await t.api.get(`${S}/detail`, { id: otherId }, callAs(manager))).status).toBe(403);
    expect(
      (await t.api.post(`${S}/update`, { id: otherId, name: '改名', ...HANGZHOU }, callAs(manager)))
        .status,
    ).toBe(403);
  });

  it('exports the schools of the filter as a file task', async () => {
    const started = await t.api.get(`${S}/export`, { cityId: HANGZHOU.cityId }, callAs(admin));
    const book = await exportedBook(t, started, callAs(admin));
    const names = book.worksheets[0]!.getColumn(2).values.slice(2).map(String);
    expect(names.sort()).toEqual(['丙小学', '乙小学', '甲小学', '西湖第一实验小学'].sort());
  });

  it('answers the region tree and children', async () => {
    const tree = await t.api.get<{ id: number; children: { id: number }[] }[]>(
      `${R}/tree`,
      {},
      callAs(admin),
    );
    expect(tree.body.data.find((p) => p.id === 330000)?.children.map((c) => c.id)).toContain(
      330100,
    );
    const districts = await t.api.get<{ id: number; leaf: boolean }[]>(
      `${R}/children`,
      { parentId: 330100 },
      callAs(admin),
    );
    expect(districts.body.data).toContainEqual({ id: 330106, name: '西湖区', leaf: true });
    expect((await t.api.get(`${R}/tree`)).status).toBe(401);
    // The area's and the school's staff read it too (their school filters).
    expect((await t.api.get(`${R}/children`, {}, callAs(area))).status).toBe(200);
    expect((await t.api.get(`${R}/tree`, {}, callAs(manager))).status).toBe(200);
  });
});
