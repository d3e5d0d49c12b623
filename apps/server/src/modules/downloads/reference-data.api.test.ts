import type { TDownloadList } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  newTeacher,
  schoolIds,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';

const W = '/api/v1/works-service';

let t: TTestApp;
let schools: { primary: number; middle: number };
let stu001: TCaller;
let stu002: TCaller;

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001');
  stu002 = await studentCaller(t, 'stu002');
});
afterAll(async () => {
  await t.close();
});

describe('semesters', () => {
  it('needs sign-in and flags the current semester, under both prefixes', async () => {
    expect((await t.api.get(`${W}/platform-semester/query-list`)).status).toBe(401);
    for (const path of [
      `${W}/platform-semester/query-list`,
      '/api/v1/platform-semester/query-list',
    ]) {
      const res = await t.api.get<{ platformSemesterName: string; currentSemester: boolean }[]>(
        path,
        {},
        stu001.opts(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.map((s) => [s.platformSemesterName, s.currentSemester])).toEqual([
        ['2026秋季学期', true],
        ['2026春季学期', false],
      ]);
    }
  });
});

describe('regions', () => {
  it('serves the national divisions: provinces with cities, and districts', async () => {
    const cities = await t.api.get<
      { id: number; name: string; children: { id: number; name: string }[] }[]
    >(`${W}/city/get-all-cities`);
    expect(cities.status).toBe(200);
    expect(cities.body.data).toHaveLength(31);
    const zhejiang = cities.body.data.find((p) => p.name === '浙江省')!;
    expect(zhejiang.id).toBe(330000);
    expect(zhejiang.children.map((c) => c.name)).toContain('杭州市');
    const beijing = cities.body.data.find((p) => p.id === 110000)!;
    expect(beijing.children).toEqual([{ id: 110100, name: '北京市', parentId: 110000 }]);

    const all = await t.api.get<{ id: number; name: string; parentId: number }[]>(
      '/api/v1/city/get-all-district',
    );
    expect(all.body.data.length).toBeGreaterThan(2800);
    const hangzhou = await t.api.get<{ name: string }[]>(`${W}/city/get-all-district`, {
      cityId: 330100,
    });
    expect(hangzhou.body.data.map((d) => d.name)).toContain('西湖区');
    const bad = await t.api.get(`${W}/city/get-all-district`, { cityId: 'abc' });
    expect(bad.status).toBe(400);
  });
});

describe('AI tool configuration', () => {
  it('tells a school’s members which tools are open, and nobody else', async () => {
    const path = `${W}/ai-tool-config/custom/get-by-school`;
    expect((await t.api.get(path, { schoolId: schools.middle })).status).toBe(401);
    expect((await t.api.get(path, { schoolId: schools.middle }, stu002.opts())).status).toBe(403);
    const li = await teacherCaller(t, '13800000002', schools.primary);
    expect((await t.api.get(path, { schoolId: schools.middle }, li.opts())).status).toBe(403);
    expect((await t.api.get(path, {}, stu001.opts())).status).toBe(400);
    const res = await t.api.get<{ enabledToolTypes: number[] }>(
      path,
      { schoolId: schools.middle },
      stu001.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.enabledToolTypes.sort((a, b) => a - b)).toEqual([6, 11, 12, 13, 31]);
  });

  it('lets staff and the school’s managers change it', async () => {
    const admin = await superAdmin(t);
    const manager = await newTeacher(t, {
      mobile: '13811110006',
      name: '卫校长',
      schoolId: schools.middle,
      role: 2,
    });
    const body = { schoolId: schools.middle, toolList: [{ toolType: 14, enabled: true }] };
    expect((await t.api.post(`${W}/ai-tool-config/mng/edit`, body, stu001.opts())).status).toBe(
      403,
    );
    const li = await teacherCaller(t, '13800000002', schools.primary);
    expect((await t.api.post(`${W}/ai-tool-config/mng/edit`, body, li.opts())).status).toBe(403);
    const bad = await t.api.post(
      `${W}/ai-tool-config/mng/edit`,
      { ...body, toolList: [{ toolType: 99, enabled: true }] },
      admin.opts(),
    );
    expect(bad.status).toBe(400);
    const res = await t.api.post<{ enabledToolTypes: number[] }>(
      `${W}/ai-tool-config/mng/edit`,
      body,
      manager.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.enabledToolTypes).toContain(14);
    expect(
      (await t.api.post(`${W}/ai-tool-config/mng/edit`, { ...body, schoolId: 999 }, admin.opts()))
        .status,
    ).toBe(404);
  });
});

describe('download centre', () => {
  it('needs sign-in; pupils of a class see its materials, others do not', async () => {
    expect((await t.api.get(`${W}/download/custom/list`)).status).toBe(401);
    const mine = await t.api.get<TDownloadList>(`${W}/download/custom/list`, {}, stu001.opts());
    expect(mine.status).toBe(200);
    expect(mine.body.data.browserList.map((b) => b.os)).toEqual([
      'windows',
      'windows',
      'mac',
      'linux',
    ]);
    expect(mine.body.data.browserList[0]?.external).toBe(true);
    expect(mine.body.data.materialList.map((m) => m.title)).toEqual(['AI创作入门教学指南']);
    const others = await t.api.get<TDownloadList>(`${W}/download/custom/list`, {}, stu002.opts());
    expect(others.body.data.materialList).toEqual([]);
    const middle = await newTeacher(t, {
      mobile: '13811110007',
      name: '褚老师',
      schoolId: schools.middle,
    });
    const theirs = await t.api.get<TDownloadList>(`${W}/download/custom/list`, {}, middle.opts());
    expect(theirs.body.data.materialList).toEqual([]);
  });

  it('serves the material (a real PDF) by its signed link, and refuses a forged one', async () => {
    const list = await t.api.get<TDownloadList>(`${W}/download/custom/list`, {}, stu001.opts());
    const item = list.body.data.materialList[0]!;
    const res = await t.app.inject({ method: 'GET', url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('AI创作入门教学指南.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(item.size);
    expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');

    const forged = await t.app.inject({
      method: 'GET',
      url: item.url.replace(/sig=[0-9a-f]{4}/, 'sig=0000'),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('下载链接已过期，请回到下载中心重新下载');
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/downloads/${item.id}?expires=1&sig=${'a'.repeat(64)}`,
    });
    expect(expired.statusCode).toBe(403);
  });
});
