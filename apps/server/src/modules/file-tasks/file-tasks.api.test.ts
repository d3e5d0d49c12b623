import { FileTaskTag, type TFileTask, type TPage } from '@haoduo/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTasks } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  callAs,
  makeClass,
  makeSchool,
  makeStaff,
  type TMadePerson,
} from '../../../test/factories/school';
import { removeExpiredTasks } from './file-tasks.service';

const W = '/api/v1/works-service';
const FT = `${W}/file-task/mng`;

/** Reads the first sheet of an xlsx download as rows of cell texts. */
async function readSheet(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

describe('file tasks: exports run as jobs with progress and an xlsx result', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    schoolId = await makeSchool(t, '文件任务小学');
    const other = await makeSchool(t, '别的小学');
    await makeClass(t, { schoolId, name: '导出一班', pupils: 2 });
    await makeClass(t, { schoolId, name: '导出二班', pupils: 1 });
    await makeClass(t, { schoolId: other, name: '别校的班', pupils: 1 });
    admin = await makeStaff(t);
    manager = await makeStaff(t, { staffType: 3, schoolId });
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers and unknown tags', async () => {
    expect((await t.api.get(`${FT}/page`)).status).toBe(401);
    const bad = await t.api.post(
      `${FT}/create-export`,
      { taskTag: 'nope', taskParam: {} },
      callAs(admin),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('不支持的导出类型');
  });

  it('exports the classes of the filter: the task finishes and the xlsx reads back', async () => {
    const started = await t.api.get<TFileTask>(
      `${W}/course-class/mng/export`,
      { schoolId },
      callAs(admin),
    );
    expect(started.status).toBe(200);
    expect(started.body.data.taskTag).toBe(FileTaskTag.CLASSES_EXPORT);
    expect(['queued', 'running', 'done']).toContain(started.body.data.status);
    await t.app.fileTasks.jobs.drain();

    const detail = await t.api.get<TFileTask>(
      `${FT}/detail`,
      { id: started.body.data.id },
      callAs(admin),
    );
    expect(detail.body.data).toMatchObject({ status: 'done', percent: 100, rowCount: 2 });
    expect(detail.body.data.downloadable).toBe(true);

    const file = (await t.api.get(`${FT}/download`, { id: started.body.data.id }, callAs(admin)))
      .raw;
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(file.rawPayload);
    expect(rows[0]).toContain('课班名称');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['导出一班', '导出二班']);

    const page = await t.api.get<TPage<TFileTask>>(`${FT}/page`, {}, callAs(admin));
    expect(page.body.data.list.map((task) => task.id)).toContain(started.body.data.id);
  });

  it("exports only the school manager's school; another's task is refused", async () => {
    const started = await t.api.post<TFileTask>(
      `${FT}/create-export`,
      { taskTag: FileTaskTag.STUDENTS_EXPORT, taskParam: {} },
      callAs(manager),
    );
    expect(started.status).toBe(200);
    await t.app.fileTasks.jobs.drain();
    const done = await t.api.get<TFileTask>(
      `${FT}/detail`,
      { id: started.body.data.id },
      callAs(manager),
    );
    expect(done.body.data).toMatchObject({ status: 'done', rowCount: 3 });

    const notMine = await t.api.get(
      `${FT}/detail`,
      { id: started.body.data.id },
      callAs(await makeStaff(t, { staffType: 3, schoolId })),
    );
    expect(notMine.status).toBe(403);
    expect((await t.api.get(`${FT}/detail`, { id: 999999 }, callAs(admin))).status).toBe(404);
    // A super administrator may read every task.
    expect(
      (await t.api.get(`${FT}/detail`, { id: started.body.data.id }, callAs(admin))).status,
    ).toBe(200);
  });

  it('answers 410 for a task past its 7 days, and the cleaner removes it', async () => {
    const started = await t.api.get<TFileTask>(`${W}/course-class/mng/export`, {}, callAs(admin));
    await t.app.fileTasks.jobs.drain();
    const id = started.body.data.id;
    await t.database.db
      .update(fileTasks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fileTasks.id, id));
    expect((await t.api.get(`${FT}/download`, { id }, callAs(admin))).status).toBe(410);
    expect(await removeExpiredTasks(t.database.db, t.app.fileTasks.storage, new Date())).toBe(1);
    expect((await t.api.get(`${FT}/detail`, { id }, callAs(admin))).status).toBe(404);
  });
});
