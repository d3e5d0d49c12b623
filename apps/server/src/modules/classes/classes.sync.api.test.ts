import { signedQueryString, type TFileTask, type TQuery, type TSyncConfig } from '@haoduo/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  makeClass,
  makeSchool,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const C = '/api/v1/works-service/course-class/mng';
const FT = '/api/v1/works-service/file-task/mng';

/** A roster xlsx: a header row, then the rows. */
async function roster(header: string[], rows: (string | undefined)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart upload like the console's, signed over the empty payload. */
async function uploadTo(
  t: TTestApp,
  path: string,
  query: TQuery,
  person: TMadePerson | null,
  file: Buffer,
) {
  const boundary = `----roster${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const qs = signedQueryString({
    method: 'POST',
    query,
    body: '',
    token: person?.token ?? '',
    salt: t.config.signSalt,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${path}?${qs}`,
    headers: {
      'permission-tenant-en': t.config.tenantCode,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(person ? { authorization: `Bearer ${person.token}` } : {}),
    },
    payload: Buffer.concat([head, file, tail]),
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: TFileTask } };
}

describe('roster imports into classes (import file tasks)', () => {
  let t: TTestApp;
  let admin: TMadePerson;
  let manager: TMadePerson;
  let cls: TMadeClass;
  let other: TMadeClass;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const schoolId = await makeSchool(t, '名单小学');
    cls = await makeClass(t, { schoolId, name: '三年级一班', pupils: 0 });
    other = await makeClass(t, { name: '别校一班', pupils: 0 });
    admin = await makeStaff(t);
    manager = await makeStaff(t, { staffType: 3, schoolId });
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers, another school and a file that is not xlsx', async () => {
    const file = await roster(['姓名'], [['张三']]);
    expect((await uploadTo(t, `${C}/sync/student`, { classId: cls.id }, null, file)).status).toBe(
      401,
    );
    expect(
      (await uploadTo(t, `${C}/sync/student`, { classId: other.id }, manager, file)).status,
    ).toBe(403);
    const text = await uploadTo(
      t,
      `${C}/sync/student`,
      { classId: cls.id },
      admin,
      Buffer.from('姓名\n张三\n'),
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('请上传xlsx格式的名单文件');
  });

  it('imports 30 pupils and reports the one bad row by its number', async () => {
    const rows: (string | undefined)[][] = Array.from({ length: 30 }, (_, i) => [
      `学生${String(i + 1).padStart(2, '0')}`,
    ]);
    rows.splice(10, 0, ['', 'bad_row_user']); // sheet row 12: no name
    const res = await uploadTo(
      t,
      `${C}/sync/student`,
      { classId: cls.id },
      manager,
      await roster(['姓名', '登录名'], rows),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ taskType: 2, taskTag: 'class-roster-import' });
    await t.app.fileTasks.jobs.drain();

    const task = await t.api.get<TFileTask>(
      `${FT}/detail`,
      { id: res.body.data.id },
      callAs(manager),
    );
    expect(task.body.data.status).toBe('done');
    expect(task.body.data.importSummary).toEqual({
      total: 31,
      succeeded: 30,
      failed: 1,
      errors: [{ rowNumber: 12, message: '第12行：请填写学生姓名' }],
    });
    const cards = await t.api.get<{ list: { name: string }[] }>(
      '/api/v1/works-service/student/mng/print-list',
      { classId: cls.id },
      callAs(admin),
    );
    expect(cards.body.data.list).toHaveLength(30);
  });

  it('fails the task with a Chinese message when the file has no pupils', async () => {
    const res = await uploadTo(
      t,
      `${C}/sync/student`,
      { classId: cls.id },
      admin,
      await roster(['姓名'], []),
    );
    await t.app.fileTasks.jobs.drain();
    const task = await t.api.get<TFileTask>(
      `${FT}/detail`,
      { id: res.body.data.id },
      callAs(admin),
    );
    expect(task.body.data.status).toBe('failed');
    expect(task.body.data.errorMessage).toContain('名单中没有学生');
  });

  it('syncs a school roster by its sync configs', async () => {
    const added = await t.api.post<TSyncConfig>(
      `${C}/sync-config/add`,
      { classId: cls.id, rosterGradeName: '三年级', rosterClassName: '1班' },
      callAs(manager),
    );
    expect(added.status).toBe(200);
    expect(
      (
        await t.api.post(
          `${C}/sync-config/add`,
          { classId: cls.id, rosterGradeName: '三年级', rosterClassName: '1班' },
          callAs(manager),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await t.api.post(
          `${C}/sync-config/add`,
          { classId: other.id, rosterGradeName: '三年级', rosterClassName: '2班' },
          callAs(manager),
        )
      ).status,
    ).toBe(403);
    const list = await t.api.get<TSyncConfig[]>(
      `${C}/sync-config/list`,
      { schoolId: cls.schoolId },
      callAs(manager),
    );
    expect(list.body.data.map((c) => c.courseClassName)).toEqual(['三年级一班']);

    const res = await uploadTo(
      t,
      `${C}/sync`,
      { schoolId: cls.schoolId },
      manager,
      await roster(
        ['年级', '班级', '姓名'],
        [
          ['三年级', '1班', '李四'],
          ['三年级', '9班', '王五'],
        ],
      ),
    );
    expect(res.status).toBe(200);
    await t.app.fileTasks.jobs.drain();
    const task = await t.api.get<TFileTask>(
      `${FT}/detail`,
      { id: res.body.data.id },
      callAs(manager),
    );
    expect(task.body.data.importSummary).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(task.body.data.importSummary!.errors[0]!.message).toBe(
      '第3行：未找到“三年级9班”对应的课班，请先添加同步配置',
    );

    expect(
      (await t.api.post(`${C}/sync-config/delete`, { id: added.body.data.id }, callAs(manager)))
        .status,
    ).toBe(200);
    expect(
      (await t.api.post(`${C}/sync-config/delete`, { id: added.body.data.id }, callAs(manager)))
        .status,
    ).toBe(404);
  });
});
