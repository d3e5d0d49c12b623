import { ClassMessages, Messages, type TTeacherRow } from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  newTeacher,
  schoolIds,
  schoolManagerStaff,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { exportedBook } from '../../../test/helpers/file-task';

const P = '/api/v1/works-service/teacher/mng';

let t: TTestApp;
let schools: { primary: number; middle: number };
let admin: TCaller;
let staff1: TCaller; // back-office manager of school 1
let manager2: TCaller & { accountId: number; userId: number }; // teacher-manager of school 2
let li: TCaller;

async function teacherAccounts(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(eq(accounts.accountType, 1));
  return Number(row?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  admin = await superAdmin(t);
  staff1 = await schoolManagerStaff(t, schools.primary, '13722220003');
  manager2 = await newTeacher(t, {
    mobile: '13811110005',
    name: '陈校长',
    schoolId: schools.middle,
    role: 2,
  });
  li = await teacherCaller(t, '13800000002', schools.primary);
});
afterAll(async () => {
  await t.close();
});

describe('teacher management', () => {
  it('refuses anonymous callers, pupils, plain teachers and other schools', async () => {
    const before = await teacherAccounts();
    const body = { mobile: '13900001111', name: '新老师', schoolId: schools.primary };
    expect((await t.api.post(`${P}/add`, body)).status).toBe(401);
    const pupil = await studentCaller(t, 'stu001');
    expect((await t.api.post(`${P}/add`, body, pupil.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/add`, body, li.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/add`, body, manager2.opts())).status).toBe(403);
    expect((await t.api.get(`${P}/query`, {}, li.opts())).status).toBe(403);
    expect(
      (await t.api.get(`${P}/query`, { schoolId: schools.middle }, staff1.opts())).status,
    ).toBe(403);
    expect(await teacherAccounts()).toBe(before);
  });

  it('rejects bad input with the spec’s messages', async () => {
    const res = await t.api.post(
      `${P}/add`,
      { mobile: '123', name: '', schoolId: schools.primary },
      staff1.opts(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'mobile', message: Messages.MOBILE_INVALID },
        { field: 'name', message: Messages.REAL_NAME_REQUIRED },
      ]),
    );
    const role = await t.api.post(
      `${P}/add`,
      { mobile: '13900001111', name: '新老师', schoolId: schools.primary, teacherRoleType: 9 },
      staff1.opts(),
    );
    expect(role.status).toBe(400);
  });

  it('adds a new teacher, and an existing person to another school', async () => {
    const res = await t.api.post<{ worksTeacherId: number }>(
      `${P}/add`,
      { mobile: '13900001111', name: '新老师', schoolId: schools.primary },
      staff1.opts(),
    );
    expect(res.status).toBe(200);
    const again = await t.api.post(
      `${P}/add`,
      { mobile: '13900001111', name: '新老师', schoolId: schools.primary },
      staff1.opts(),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ClassMessages.TEACHER_EXISTS);
    // 李老师 joins school 2, added by its manager.
    const li2 = await t.api.post(
      `${P}/add`,
      { mobile: '13800000002', name: '李老师', schoolId: schools.middle },
      manager2.opts(),
    );
    expect(li2.status).toBe(200);
    const list = await t.api.get<{ list: TTeacherRow[] }>(`${P}/query`, {}, manager2.opts());
    expect(list.body.data.list.map((r) => r.name).sort()).toEqual(['李老师', '王老师', '陈校长']);
  });

  it('updates, disables, enables and deletes, with its checks', async () => {
    const list = await t.api.get<{ list: TTeacherRow[] }>(
      `${P}/query`,
      { keyword: '新老师' },
      staff1.opts(),
    );
    const id = list.body.data.list[0]!.worksTeacherId;
    expect(
      (await t.api.post(`${P}/update`, { id, name: '新老师二' }, manager2.opts())).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${P}/update`, { id, name: '新老师二', teacherRoleType: 2 }, staff1.opts()))
        .status,
    ).toBe(200);
    expect((await t.api.post(`${P}/disable`, { id }, staff1.opts())).status).toBe(200);
    const disabled = await t.api.get<{ list: TTeacherRow[] }>(
      `${P}/query`,
      { status: 0 },
      staff1.opts(),
    );
    expect(disabled.body.data.list.map((r) => r.name)).toEqual(['新老师二']);
    expect((await t.api.post(`${P}/enable`, { id }, staff1.opts())).status).toBe(200);
    expect((await t.api.post(`${P}/delete`, { id }, staff1.opts())).status).toBe(200);
    expect((await t.api.post(`${P}/delete`, { id }, staff1.opts())).status).toBe(404);

    // 李老师 still teaches AI3001 and AI4001 in school 1.
    const liRow = (
      await t.api.get<{ list: TTeacherRow[] }>(
        `${P}/query`,
        { keyword: '13800000002', schoolId: schools.primary },
        admin.opts(),
      )
    ).body.data.list[0]!;
    const busy = await t.api.post(`${P}/delete`, { id: liRow.worksTeacherId }, admin.opts());
    expect(busy.status).toBe(400);
    expect(busy.body.message).toBe('该老师仍是2个课班的授课老师，请先调整这些课班的授课老师');
    // A manager cannot lock themselves out.
    const self = await t.api.post(`${P}/disable`, { id: manager2.accountId }, manager2.opts());
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(ClassMessages.TEACHER_SELF_CHANGE);
    // 李老师 teaches in two schools: the mobile cannot be changed from one of them.
    const shared = await t.api.post(
      `${P}/update`,
      { id: liRow.worksTeacherId, mobile: '13900002222' },
      admin.opts(),
    );
    expect(shared.body.message).toBe(ClassMessages.TEACHER_MOBILE_SHARED);
  });

  it('lists for pickers and exports', async () => {
    const pick = await t.api.get<{ name: string }[]>(
      `${P}/search-list`,
      { schoolId: schools.primary },
      staff1.opts(),
    );
    expect(pick.body.data.map((r) => r.name)).toEqual(expect.arrayContaining(['王老师', '李老师']));
    const res = await t.api.get(`${P}/export`, {}, manager2.opts());
    const book = await exportedBook(t, res, manager2.opts());
    const names = book.getWorksheet('教师列表')!.getColumn(1).values.slice(2);
    expect(names.map(String).sort()).toEqual(['李老师', '王老师', '陈校长']);
    const mobiles = book.getWorksheet('教师列表')!.getColumn(2).values.slice(2).map(String);
    expect(mobiles.length).toBe(3);
    for (const mobile of mobiles) expect(mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
  });
});
