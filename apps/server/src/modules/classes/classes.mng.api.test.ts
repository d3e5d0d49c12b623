import ExcelJS from 'exceljs';
import { ClassMessages, type TClassMngRow } from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTeachers, courseClasses, semesters } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  newTeacher,
  schoolIds,
  schoolManagerStaff,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { exportedBook } from '../../../test/helpers/file-task';

const P = '/api/v1/works-service/course-class/mng';

let t: TTestApp;
let schools: { primary: number; middle: number };
let admin: TCaller;
let li: TCaller;
let stu001: TCaller;
let primaryStaff: TCaller; // back-office manager of school 1
let middleManager: TCaller & { accountId: number }; // teacher-manager of school 2
let semesterId: number;
let liAccount: number;

async function classCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(courseClasses);
  return Number(row?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  admin = await superAdmin(t);
  li = await teacherCaller(t, '13800000002', schools.primary);
  stu001 = await studentCaller(t, 'stu001');
  primaryStaff = await schoolManagerStaff(t, schools.primary, '13722220001');
  middleManager = await newTeacher(t, {
    mobile: '13811110002',
    name: '孙校长',
    schoolId: schools.middle,
    role: 2,
  });
  const [semester] = await t.database.db
    .select()
    .from(semesters)
    .where(eq(semesters.currentSemester, true));
  semesterId = semester!.id;
  const ai4001 = await classByCode(t, 'AI4001');
  const [teacher] = await t.database.db
    .select()
    .from(classTeachers)
    .where(eq(classTeachers.classId, ai4001.id));
  liAccount = teacher!.accountId;
});
afterAll(async () => {
  await t.close();
});

const createBody = () => ({
  schoolId: schools.primary,
  semesterId,
  courseClassName: '五年级智能体班',
  serviceType: 2,
  aiToolSubTypes: [6, 11],
  teacherIdList: [liAccount],
  limitStudentSize: 30,
});

describe('POST create', () => {
  it('refuses anonymous callers, pupils, plain teachers and other schools’ managers', async () => {
    const before = await classCount();
    expect((await t.api.post(`${P}/create`, createBody())).status).toBe(401);
    expect((await t.api.post(`${P}/create`, createBody(), stu001.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/create`, createBody(), li.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/create`, createBody(), middleManager.opts())).status).toBe(403);
    expect(await classCount()).toBe(before);
  });

  it('rejects bad input with Chinese messages and writes nothing', async () => {
    const before = await classCount();
    const noName = await t.api.post(
      `${P}/create`,
      { ...createBody(), courseClassName: ' ' },
      admin.opts(),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.errors?.[0]).toEqual({
      field: 'courseClassName',
      message: '请输入课班名称',
    });
    const badDate = await t.api.post(
      `${P}/create`,
      { ...createBody(), effectiveEndDate: '2026-02-30' },
      admin.opts(),
    );
    expect(badDate.body.message).toBe(ClassMessages.EFFECTIVE_END_DATE_INVALID);
    const foreignTeacher = await t.api.post(
      `${P}/create`,
      { ...createBody(), teacherIdList: [middleManager.accountId] },
      admin.opts(),
    );
    expect(foreignTeacher.status).toBe(400);
    expect(foreignTeacher.body.message).toBe(ClassMessages.TEACHERS_INVALID);
    const noSemester = await t.api.post(
      `${P}/create`,
      { ...createBody(), semesterId: 999 },
      admin.opts(),
    );
    expect(noSemester.body.message).toBe(ClassMessages.SEMESTER_NOT_FOUND);
    expect(await classCount()).toBe(before);
  });

  it('creates a class with a generated code, its teachers and derived service types', async () => {
    const res = await t.api.post<{ id: number; classCode: string }>(
      `${P}/create`,
      createBody(),
      primaryStaff.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.classCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const list = await t.api.get<{ list: TClassMngRow[] }>(
      `${P}/query`,
      { keyword: '智能体班' },
      admin.opts(),
    );
    expect(list.body.data.list[0]).toMatchObject({
      courseClassStatus: 10,
      aiToolTypes: [1, 2],
      teacherIdList: [liAccount],
      studentCount: 0,
      limitStudentSize: 30,
    });
    const mine = await t.api.get<{ courseClassName: string }[]>(
      '/api/v1/works-service/course-class/custom/get-class-list',
      {},
      li.opts(),
    );
    expect(mine.body.data.map((c) => c.courseClassName)).toContain('五年级智能体班');
  });
});

describe('status transitions', () => {
  it('follow 10→60|110, 110→60, 60→100, any→99, and 99 is final', async () => {
    const created = await t.api.post<{ id: number }>(
      `${P}/create`,
      { ...createBody(), courseClassName: '状态测试班' },
      admin.opts(),
    );
    const id = created.body.data.id;
    const move = (to: number, who = admin) =>
      t.api.post(`${P}/update-status`, { id, courseClassStatus: to }, who.opts());
    const back = await move(100);
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('课班状态不能从「待开班」改为「已完成」');
    expect((await move(110)).status).toBe(200);
    expect((await move(10)).status).toBe(400);
    expect((await move(60, li)).status).toBe(403);
    expect((await move(60)).status).toBe(200);
    expect((await move(100)).status).toBe(200);
    expect((await move(99)).status).toBe(200);
    const final = await move(60);
    expect(final.body.message).toBe('课班状态不能从「已关闭」改为「开班中」');
    expect(
      (await t.api.post(`${P}/update-status`, { id, courseClassStatus: 7 }, admin.opts())).status,
    ).toBe(400);
    const [row] = await t.database.db.select().from(courseClasses).where(eq(courseClasses.id, id));
    expect(row?.courseClassStatus).toBe(99);
  });
});

describe('teacher-level calls on their own classes', () => {
  it('lets a class teacher set the end date and the create mode, nobody else', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    const wang = await teacherCaller(t, '13800000001', schools.primary);
    const body = { id: ai4001.id, effectiveEndDate: '2027-01-31' };
    expect((await t.api.post(`${P}/update-effective-end-date`, body)).status).toBe(401);
    expect((await t.api.post(`${P}/update-effective-end-date`, body, wang.opts())).status).toBe(
      403,
    );
    expect((await t.api.post(`${P}/update-effective-end-date`, body, stu001.opts())).status).toBe(
      403,
    );
    expect(
      (await t.api.post(`${P}/update-effective-end-date`, body, middleManager.opts())).status,
    ).toBe(403);
    expect((await classByCode(t, 'AI4001')).effectiveEndDate).toBeNull();
    expect((await t.api.post(`${P}/update-effective-end-date`, body, li.opts())).status).toBe(200);
    expect((await classByCode(t, 'AI4001')).effectiveEndDate).toBe('2027-01-31');

    const mode = { id: ai4001.id, studentCreateModeType: 1 };
    expect(
      (
        await t.api.post(
          `${P}/update-student-create-mode`,
          { ...mode, studentCreateModeType: 3 },
          li.opts(),
        )
      ).status,
    ).toBe(400);
    expect((await t.api.post(`${P}/update-student-create-mode`, mode, wang.opts())).status).toBe(
      403,
    );
    expect((await t.api.post(`${P}/update-student-create-mode`, mode, li.opts())).status).toBe(200);
    expect((await classByCode(t, 'AI4001')).studentCreateModeType).toBe(1);
  });

  it('scopes the query to what the caller may see', async () => {
    const teacherView = await t.api.get<{ list: TClassMngRow[]; total: number }>(
      `${P}/query`,
      {},
      li.opts(),
    );
    expect(teacherView.body.data.list.every((c) => c.teacherIdList.includes(liAccount))).toBe(true);
    const managerView = await t.api.get<{ list: TClassMngRow[] }>(
      `${P}/query`,
      {},
      middleManager.opts(),
    );
    expect(managerView.body.data.list.map((c) => c.classCode)).toEqual(['AI7001']);
    const staffView = await t.api.get<{ list: TClassMngRow[] }>(
      `${P}/query`,
      { pageSize: 100 },
      primaryStaff.opts(),
    );
    expect(staffView.body.data.list.every((c) => c.schoolId === schools.primary)).toBe(true);
    expect((await t.api.get(`${P}/query`, {}, stu001.opts())).status).toBe(403);
    expect((await t.api.get(`${P}/query`, { pageSize: 500 }, admin.opts())).status).toBe(400);
  });

  it('updates a class (managers only), keeping its school and code', async () => {
    const ai7001 = await classByCode(t, 'AI7001');
    const body = {
      id: ai7001.id,
      semesterId,
      courseClassName: '初一AI社团（更新）',
      serviceType: 2,
      aiToolSubTypes: [6, 31],
      teacherIdList: [middleManager.accountId],
    };
    expect((await t.api.post(`${P}/update`, body, li.opts(schools.primary))).status).toBe(403);
    expect((await t.api.post(`${P}/update`, body, primaryStaff.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/update`, body, middleManager.opts())).status).toBe(200);
    const row = await classByCode(t, 'AI7001');
    expect(row.courseClassName).toBe('初一AI社团（更新）');
  });
});

describe('exports', () => {
  it('exports the accounts of a class with initial passwords while unchanged', async () => {
    const ai3001 = await classByCode(t, 'AI3001');
    expect((await t.api.get(`${P}/export-student-account`, { classId: ai3001.id })).status).toBe(
      401,
    );
    expect(
      (await t.api.get(`${P}/export-student-account`, { classId: ai3001.id }, stu001.opts()))
        .status,
    ).toBe(403);
    expect(
      (await t.api.get(`${P}/export-student-account`, { classId: ai3001.id }, middleManager.opts()))
        .status,
    ).toBe(403);
    const res = await t.api.get(`${P}/export-student-account`, { classId: ai3001.id }, li.opts());
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('学生账号')!;
    const rows = new Map<string, string>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(3).value), String(row.getCell(4).value));
    });
    expect(rows.get('ai3001s05')).toBe('ai3001s05');
    expect(rows.get('stu001')).toBe('已修改，请使用自己的密码');
  });

  it('exports the class list', async () => {
    const res = await t.api.get(`${P}/export`, { schoolId: schools.primary }, primaryStaff.opts());
    const book = await exportedBook(t, res, primaryStaff.opts());
    const codes = book.getWorksheet('课班列表')!.getColumn(2).values.slice(2);
    expect(codes).toEqual(expect.arrayContaining(['AI3001', 'AI4001', 'OLD001']));
    expect(codes).not.toContain('AI7001');
    expect(
      (await t.api.get(`${P}/export`, { schoolId: schools.middle }, primaryStaff.opts())).status,
    ).toBe(403);
  });

  it('lists classes for pickers', async () => {
    const res = await t.api.get<{ courseClassName: string }[]>(
      `${P}/get-platform-class-list`,
      { schoolId: schools.middle },
      admin.opts(),
    );
    expect(res.body.data).toHaveLength(1);
    expect((await t.api.get(`${P}/get-platform-class-list`, {}, stu001.opts())).status).toBe(403);
  });
});
