import { ClassMessages } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStudents, courseClasses, works } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  memberCount,
  newTeacher,
  schoolIds,
  schoolManagerStaff,
  studentAccountId,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { exportedBook } from '../../../test/helpers/file-task';

const P = '/api/v1/works-service/student/mng';

let t: TTestApp;
let schools: { primary: number; middle: number };
let wang: TCaller;
let li: TCaller;
let stu001: TCaller;
let middleTeacher: TCaller;
let ai3001: number;

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
  stu001 = await studentCaller(t, 'stu001');
  middleTeacher = await newTeacher(t, {
    mobile: '13811110003',
    name: '郑老师',
    schoolId: schools.middle,
  });
  ai3001 = (await classByCode(t, 'AI3001')).id;
});
afterAll(async () => {
  await t.close();
});

describe('query, search, search-list, export', () => {
  it('refuses anonymous callers and pupils', async () => {
    for (const path of ['query', 'search-list', 'export']) {
      expect((await t.api.get(`${P}/${path}`)).status, path).toBe(401);
      expect((await t.api.get(`${P}/${path}`, {}, stu001.opts())).status, path).toBe(403);
    }
    expect((await t.api.get(`${P}/search`, { keyword: 'stu' }, stu001.opts())).status).toBe(403);
  });

  it('shows a teacher only the pupils of their classes, and no other school', async () => {
    const res = await t.api.get<{ list: { username: string }[]; total: number }>(
      `${P}/query`,
      { pageSize: 100 },
      wang.opts(schools.primary),
    );
    expect(res.status).toBe(200);
    const names = res.body.data.list.map((s) => s.username);
    expect(names).toContain('ai3001s01');
    expect(names).not.toContain('stu002'); // AI4001 is 李老师's class
    const foreign = await t.api.get(
      `${P}/query`,
      { schoolId: schools.middle },
      wang.opts(schools.primary),
    );
    expect(foreign.status).toBe(403);
    const other = await t.api.get<{ total: number }>(`${P}/query`, {}, middleTeacher.opts());
    expect(other.body.data.total).toBe(0);
  });

  it('lets staff of a school see all its pupils, with their classes', async () => {
    const staff = await schoolManagerStaff(t, schools.primary, '13722220002');
    const res = await t.api.get<{
      list: { username: string; classList: { courseClassName: string }[] }[];
    }>(`${P}/query`, { keyword: 'stu001' }, staff.opts());
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]?.classList.map((c) => c.courseClassName)).toEqual([
      '三年级AI创作班',
    ]);
    const admin = await superAdmin(t);
    const all = await t.api.get<{ total: number }>(
      `${P}/query`,
      { keyword: 'stu001' },
      admin.opts(),
    );
    expect(all.body.data.total).toBe(2); // one account in each school
    const search = await t.api.get<unknown[]>(
      `${P}/search`,
      { keyword: '王小', schoolId: schools.primary },
      staff.opts(),
    );
    expect(search.body.data).toHaveLength(1);
    expect(
      (await t.api.get(`${P}/search`, { keyword: 'x', schoolId: schools.middle }, staff.opts()))
        .status,
    ).toBe(403);
    expect(
      (await t.api.get(`${P}/search`, { schoolId: schools.primary }, staff.opts())).status,
    ).toBe(400);
  });

  it('exports pupils as xlsx', async () => {
    const res = await t.api.get(`${P}/export`, { classId: ai3001 }, li.opts());
    const book = await exportedBook(t, res, li.opts());
    const usernames = book.getWorksheet('学生列表')!.getColumn(2).values.slice(2);
    expect(usernames).toHaveLength(await memberCount(t, ai3001));
    const list = await t.api.get<{ username: string }[]>(
      `${P}/search-list`,
      { classId: ai3001 },
      li.opts(),
    );
    expect(list.body.data.map((s) => s.username).sort()).toEqual([...usernames].map(String).sort());
  });
});

describe('class remove and batch remove', () => {
  it('refuses anonymous callers, pupils, other teachers and other schools', async () => {
    const pupil = await studentAccountId(t, 'ai3001s08', schools.primary);
    const body = { classId: ai3001, studentId: pupil };
    const before = await memberCount(t, ai3001);
    expect((await t.api.post(`${P}/class-remove`, body)).status).toBe(401);
    expect((await t.api.post(`${P}/class-remove`, body, stu001.opts())).status).toBe(403);
    expect((await t.api.post(`${P}/class-remove`, body, middleTeacher.opts())).status).toBe(403);
    const ai4001Teacherless = await newTeacher(t, {
      mobile: '13811110004',
      name: '冯老师',
      schoolId: schools.primary,
    });
    expect((await t.api.post(`${P}/class-remove`, body, ai4001Teacherless.opts())).status).toBe(
      403,
    );
    expect((await t.api.post(`${P}/class-remove`, { classId: ai3001 }, li.opts())).status).toBe(
      400,
    );
    expect(await memberCount(t, ai3001)).toBe(before);
  });

  it('asks to confirm removing a pupil left without class, then removes', async () => {
    const pupil = await studentAccountId(t, 'ai3001s08', schools.primary);
    const body = { classId: ai3001, studentId: pupil };
    const ask = await t.api.post(`${P}/class-remove`, body, li.opts());
    expect(ask.status).toBe(409);
    expect(ask.body.message).toBe('吴俊杰移出后没有其他课班，将无法登录。确认要移出吗？');
    const res = await t.api.post<{ removed: number; withoutClass: { name: string }[] }>(
      `${P}/class-remove`,
      { ...body, confirm: true },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      removed: 1,
      withoutClass: [{ worksStudentId: pupil, name: '吴俊杰' }],
    });
    const again = await t.api.post(`${P}/class-remove`, { ...body, confirm: true }, li.opts());
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ClassMessages.STUDENTS_NOT_IN_CLASS);
  });

  it('asks to confirm removing a pupil with works in the class', async () => {
    const pupil = await studentAccountId(t, 'ai3001s05', schools.primary);
    const ai4001 = await classByCode(t, 'AI4001');
    await t.database.db.insert(classStudents).values({ classId: ai4001.id, accountId: pupil });
    await t.database.db.insert(works).values({
      worksName: '小猫看星星',
      authorPublicName: '赵**',
      schoolId: schools.primary,
      worksClassId: ai3001,
      type: 1,
      worksCreatorType: 2,
      worksCreatorId: pupil,
      authorAccountId: pupil,
    });
    const ask = await t.api.post(
      `${P}/class-remove`,
      { classId: ai3001, studentId: pupil },
      li.opts(),
    );
    expect(ask.status).toBe(409);
    expect(ask.body.message).toContain('赵欣怡在本班有1件作品');
    expect(ask.body.message).not.toContain('无法登录');
    const res = await t.api.post<{ withoutClass: unknown[] }>(
      `${P}/class-remove`,
      { classId: ai3001, studentId: pupil, confirm: true },
      li.opts(),
    );
    expect(res.body.data.withoutClass).toEqual([]);
    const [work] = await t.database.db.select().from(works).where(eq(works.authorAccountId, pupil));
    expect(work?.worksClassId).toBe(ai3001);
  });

  it('removes a batch all or nothing', async () => {
    const a = await studentAccountId(t, 'ai3001s06', schools.primary);
    const b = await studentAccountId(t, 'ai3001s07', schools.primary);
    const stranger = await studentAccountId(t, 'stu002', schools.primary);
    const before = await memberCount(t, ai3001);
    const mixed = await t.api.post(
      `${P}/batch-remove`,
      { classId: ai3001, studentIds: [a, stranger], confirm: true },
      li.opts(),
    );
    expect(mixed.status).toBe(400);
    expect(await memberCount(t, ai3001)).toBe(before);
    const ask = await t.api.post(
      `${P}/batch-remove`,
      { classId: ai3001, studentIds: [a, b] },
      li.opts(),
    );
    expect(ask.status).toBe(409);
    expect(ask.body.message).toContain('黄浩然、周雨桐移出后没有其他课班');
    expect(await memberCount(t, ai3001)).toBe(before);
    const res = await t.api.post<{ removed: number }>(
      `${P}/batch-remove`,
      { classId: ai3001, studentIds: [a, b], confirm: true },
      li.opts(),
    );
    expect(res.body.data.removed).toBe(2);
    expect(await memberCount(t, ai3001)).toBe(before - 2);
  });

  it('keeps the roster of a closed class', async () => {
    const old = await classByCode(t, 'OLD001');
    const stu009 = await studentAccountId(t, 'stu009', schools.primary);
    const res = await t.api.post(
      `${P}/class-remove`,
      { classId: old.id, studentId: stu009 },
      wang.opts(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('往期体验班已关闭，不能再调整学生');
    const [row] = await t.database.db
      .select()
      .from(courseClasses)
      .where(eq(courseClasses.id, old.id));
    expect(row?.courseClassStatus).toBe(99);
  });
});
