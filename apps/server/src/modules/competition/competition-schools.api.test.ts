import { CompetitionMessages as M } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const SCHOOLS = '/api/v1/works-service/app/ai-competition/schools';
const XIHU = 330106;

describe("the registration form's school picker", () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await t.database.db.insert(schools).values([
      { name: '西湖实验小学', provinceId: 330000, cityId: 330100, districtId: XIHU },
      { name: '西湖第二小学', provinceId: 330000, cityId: 330100, districtId: XIHU },
      { name: '滨江小学', provinceId: 330000, cityId: 330100, districtId: 330108 },
    ]);
  });
  afterAll(() => t.close());

  it('needs a district, and answers without sign-in', async () => {
    const missing = await t.api.get(SCHOOLS, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.REGION_REQUIRED);
  });

  it("lists the district's schools, narrowed by a part of the name", async () => {
    const all = await t.api.get<{ id: number; name: string }[]>(SCHOOLS, { districtId: XIHU });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s) => s.name).sort()).toEqual(
      ['西湖实验小学', '西湖第二小学'].sort(),
    );
    const some = await t.api.get<{ id: number; name: string }[]>(SCHOOLS, {
      districtId: XIHU,
      keyword: '实验',
    });
    expect(some.body.data.map((s) => s.name)).toEqual(['西湖实验小学']);
    const none = await t.api.get<unknown[]>(SCHOOLS, { districtId: 110101 });
    expect(none.body.data).toEqual([]);
  });
});
