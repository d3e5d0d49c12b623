import type { TPage, TSemesterMngRow } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const P = '/api/v1/works-service/platform-semester/mng';

describe('platform semesters in the back office', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
    manager = await makeStaff(t, { staffType: 3 });
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers, staff without the permission and bad dates', async () => {
    expect((await t.api.get(`${P}/page`)).status).toBe(401);
    const body = {
      platformSemesterName: '2027春季',
      startDate: '2027-02-20',
      endDate: '2027-07-10',
    };
    expect((await t.api.post(`${P}/create`, body, callAs(manager))).status).toBe(403);
    const backwards = await t.api.post(
      `${P}/create`,
      { ...body, endDate: '2027-01-01' },
      callAs(admin),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('结束日期不能早于开始日期');
    const noDate = await t.api.post(
      `${P}/create`,
      { ...body, startDate: '2027-02-30' },
      callAs(admin),
    );
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe('请选择开始日期');
  });

  it('creates, edits and sets the current semester (only one is)', async () => {
    const a = await t.api.post<{ id: number }>(
      `${P}/create`,
      {
        platformSemesterName: '2026秋季',
        startDate: '2026-09-01',
        endDate: '2027-01-31',
        currentSemester: true,
      },
      callAs(admin),
    );
    expect(a.status).toBe(200);
    const b = await t.api.post<{ id: number }>(
      `${P}/create`,
      { platformSemesterName: '2027春季', startDate: '2027-02-20', endDate: '2027-07-10' },
      callAs(admin),
    );
    expect(
      (
        await t.api.post(
          `${P}/create`,
          { platformSemesterName: '2027春季', startDate: '2027-02-20', endDate: '2027-07-10' },
          callAs(admin),
        )
      ).status,
    ).toBe(409);
    await makeClass(t, { semesterId: a.body.data.id });

    const edit = await t.api.post(
      `${P}/update`,
      {
        id: b.body.data.id,
        platformSemesterName: '2027年春季',
        startDate: '2027-02-21',
        endDate: '2027-07-10',
      },
      callAs(admin),
    );
    expect(edit.status).toBe(200);
    expect(
      (await t.api.post(`${P}/set-current`, { id: b.body.data.id }, callAs(admin))).status,
    ).toBe(200);
    expect((await t.api.post(`${P}/set-current`, { id: 999999 }, callAs(admin))).status).toBe(404);

    const page = await t.api.get<TPage<TSemesterMngRow>>(`${P}/page`, {}, callAs(admin));
    expect(
      page.body.data.list.map((s) => [s.platformSemesterName, s.currentSemester, s.classCount]),
    ).toEqual([
      ['2027年春季', true, 0],
      ['2026秋季', false, 1],
    ]);
    const sorted = await t.api.get<TPage<TSemesterMngRow>>(
      `${P}/page`,
      { orderBy: 'startDate', orderDirection: 'asc', name: '季' },
      callAs(admin),
    );
    expect(sorted.body.data.list[0]!.platformSemesterName).toBe('2026秋季');
    // The learner's list follows.
    const list = await t.api.get<{ currentSemester: boolean; platformSemesterName: string }[]>(
      '/api/v1/works-service/platform-semester/query-list',
      {},
      callAs(admin),
    );
    expect(
      list.body.data.filter((s) => s.currentSemester).map((s) => s.platformSemesterName),
    ).toEqual(['2027年春季']);
  });
});
