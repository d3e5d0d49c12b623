import ExcelJS from 'exceljs';
import { ClassMessages, type TStudentRow } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  memberCount,
  newTeacher,
  schoolIds,
  studentAccountId,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';

const P = '/api/v1/works-service/student/custom';

let t: TTestApp;
let schools: { primary: number; middle: number };
let li: TCaller; // teaches AI3001 and AI4001
let wang: TCaller; // teaches AI3001, OLD001 and (school 2) AI7001
let middleTeacher: TCaller; // a teacher of school 2 only
let ai3001: number;
let ai4001: number;
let ai7001: number;

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  li = await teacherCaller(t, '13800000002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  middleTeacher = await newTeacher(t, {
    mobile: '13811110001',
    name: '钱老师',
    schoolId: schools.middle,
  });
  ai3001 = (await classByCode(t, 'AI3001')).id;
  ai4001 = (await classByCode(t, 'AI4001')).id;
  ai7001 = (await classByCode(t, 'AI7001')).id;
  const added = await t.api.post(
    `${P}/add`,
    { classId: ai4001, studentList: [{ name: '猪八戒', username: 'zhubajie01' }] },
    li.opts(),
  );
  if (added.status !== 200) throw new Error(`setup failed: ${added.body.message}`);
});
afterAll(async () => {
  await t.close();
});

describe('bind, transfer, search, export', () => {
  it('searches the pupils of the active school', async () => {
    const res = await t.api.get<{ username: string; classNames: string[]; classIds: number[] }[]>(
      `${P}/search`,
      { keyword: 'stu001' },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]?.classNames).toEqual(['三年级AI创作班']);
    expect(res.body.data[0]?.classIds).toHaveLength(1);
    const empty = await t.api.get(`${P}/search`, { keyword: '' }, li.opts());
    expect(empty.status).toBe(400);
    // Only pupils of the teacher's own school are found.
    const other = await t.api.get<unknown[]>(
      `${P}/search`,
      { keyword: 'ai3001s01' },
      middleTeacher.opts(),
    );
    expect(other.body.data).toEqual([]);
  });

  it('binds a pupil of the school to a class, and refuses pupils of other schools', async () => {
    const stu001Account = await studentAccountId(t, 'stu001', schools.primary);
    const stu001Middle = await studentAccountId(t, 'stu001', schools.middle);
    const foreign = await t.api.post(
      `${P}/bind-class`,
      { classId: ai4001, studentIds: [stu001Middle] },
      li.opts(),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(ClassMessages.STUDENTS_NOT_IN_SCHOOL);
    const res = await t.api.post<{ added: number }>(
      `${P}/bind-class`,
      { classId: ai4001, studentIds: [stu001Account] },
      li.opts(),
    );
    expect(res.body.data.added).toBe(1);
    const again = await t.api.post<{ added: number }>(
      `${P}/bind-class`,
      { classId: ai4001, studentIds: [stu001Account] },
      li.opts(),
    );
    expect(again.body.data.added).toBe(0);
  });

  it('transfers pupils between classes of the same school, all or nothing', async () => {
    const zhu = (
      await t.api.get<{ list: TStudentRow[] }>(
        `${P}/class-list`,
        { classId: ai4001, keyword: 'zhubajie01' },
        li.opts(),
      )
    ).body.data.list[0]!;
    const before3001 = await memberCount(t, ai3001);
    const toOtherSchool = await t.api.post(
      `${P}/transfer-join-class-student`,
      { fromClassId: ai4001, toClassId: ai7001, studentIds: [zhu.worksStudentId] },
      li.opts(),
    );
    expect(toOtherSchool.status).toBe(403);
    const same = await t.api.post(
      `${P}/transfer-join-class-student`,
      { fromClassId: ai4001, toClassId: ai4001, studentIds: [zhu.worksStudentId] },
      li.opts(),
    );
    expect(same.body.message).toBe(ClassMessages.TRANSFER_SAME_CLASS);
    const res = await t.api.post(
      `${P}/transfer-join-class-student`,
      { fromClassId: ai4001, toClassId: ai3001, studentIds: [zhu.worksStudentId] },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(await memberCount(t, ai3001)).toBe(before3001 + 1);
    const targets = await t.api.get<{ courseClassName: string }[]>(
      '/api/v1/works-service/course-class/custom/get-class-for-transfer-join-student',
      { classId: ai4001 },
      li.opts(),
    );
    expect(targets.body.data.map((c) => c.courseClassName)).toEqual(['三年级AI创作班']);
  });

  it('exports the class as an xlsx file that reads back', async () => {
    const res = await t.api.get(`${P}/export`, { classId: ai3001 }, wang.opts());
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('三年级AI创作班-学生名单.xlsx')}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('学生名单')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['姓名', '登录名', '状态']));
    const usernames = sheet.getColumn(3).values.slice(2);
    expect(usernames).toEqual(expect.arrayContaining(['stu001', 'ai3001s01', 'zhubajie01']));
    expect(sheet.rowCount - 1).toBe(await memberCount(t, ai3001));
  });

  it('answers bad input with 400 and field errors', async () => {
    const res = await t.api.get(`${P}/class-list`, { classId: 'abc' }, li.opts());
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('classId');
    const missing = await t.api.post(`${P}/disable`, { classId: ai4001 }, li.opts());
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('studentIds');
    expect(missing.body.message).toBe('请选择学生');
  });
});
