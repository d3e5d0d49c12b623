import type { TFileTask, TPage, TSchoolMngRow } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/helpers/test-app';
import { seedBackOffice } from './seed-back-office';

describe('the back-office demo rows', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedBackOffice(tx, t.app.fileTasks.storage));
    token = await t.api.staffToken();
  });
  afterAll(async () => t?.close());

  it("gives the console's pages rows: schools of several regions, file tasks", async () => {
    const schools = await t.api.get<TPage<TSchoolMngRow>>(
      '/api/v1/works-service/school/mng/page',
      { provinceId: 320000 },
      { token },
    );
    expect(schools.body.data.list.map((s) => s.regionName)).toEqual(['江苏省南京市鼓楼区']);
    const tasks = await t.api.get<TPage<TFileTask>>(
      '/api/v1/works-service/file-task/mng/page',
      {},
      { token },
    );
    expect(tasks.body.data.list.map((task) => task.status).sort()).toEqual(['done', 'failed']);
    const done = tasks.body.data.list.find((task) => task.status === 'done')!;
    const file = await t.api.get(
      '/api/v1/works-service/file-task/mng/download',
      { id: done.id },
      { token },
    );
    expect(file.raw.statusCode).toBe(200);
  });
});
