import { ClassMessages, encodePassword, type TStudentRow } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStudents, courseClasses } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  memberCount,
  newTeacher,
  schoolIds,
  studentAccountId,
  studentCaller,
  teacherCaller,
  userCount,
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
});
afterAll(async () => {
  await t.close();
});

describe('the authorisation matrix of the pupil calls', () => {
  const calls = () => [
    {
      method: 'post' as const,
      path: `${P}/add`,
      body: { classId: ai4001, studentList: [{ name: '甲' }] },
    },
    {
      method: 'post' as const,
      path: `${P}/bind-class`,
      body: { classId: ai4001, studentIds: [1] },
    },
    { method: 'post' as const, path: `${P}/disable`, body: { classId: ai4001, studentIds: [1] } },
    { method: 'post' as const, path: `${P}/enable`, body: { classId: ai4001, studentIds: [1] } },
    { method: 'post' as const, path: `${P}/resetPwd`, body: { studentId: 1 } },
    {
      method: 'post' as const,
      path: `${P}/updateUsername`,
      body: { studentId: 1, username: 'abc123' },
    },
    {
      method: 'post' as const,
      path: `${P}/transfer-join-class-student`,
      body: { fromClassId: ai4001, toClassId: ai3001, studentIds: [1] },
    },
    { method: 'get' as const, path: `${P}/class-list`, query: { classId: ai4001 } },
    { method: 'get' as const, path: `${P}/export`, query: { classId: ai4001 } },
    { method: 'get' as const, path: `${P}/error-students`, query: { classId: ai4001 } },
    { method: 'get' as const, path: `${P}/search`, query: { keyword: '小' } },
    { method: 'get' as const, path: `${P}/pre-valid-add`, query: { classId: ai4001, names: '甲' } },
  ];

  it('refuses anonymous callers with 401 and pupils with 403', async () => {
    const pupil = await studentCaller(t, 'stu002');
    for (const call of calls()) {
      const anon =
        call.method === 'get'
          ? await t.api.get(call.path, call.query)
          : await t.api.post(call.path, call.body);
      expect(anon.status, call.path).toBe(401);
      const student =
        call.method === 'get'
          ? await t.api.get(call.path, call.query, pupil.opts())
          : await t.api.post(call.path, call.body, pupil.opts());
      expect(student.status, call.path).toBe(403);
    }
  });

  it('refuses a teacher of another school, and one who does not teach the class', async () => {
    const stu002Account = await studentAccountId(t, 'stu002', schools.primary);
    for (const call of calls()) {
      const body = JSON.parse(
        JSON.stringify(call.body ?? {}).replace(/"studentId":1\b/, `"studentId":${stu002Account}`),
      );
      for (const other of [middleTeacher, wang]) {
        const res =
          call.method === 'get'
            ? await t.api.get(call.path, call.query, other.opts())
            : await t.api.post(call.path, body, other.opts());
        if (call.path.endsWith('/search')) continue; // school-wide search: tested below
        expect(res.status, `${call.path} ${other === wang ? 'wang' : 'middle'}`).toBe(403);
      }
    }
    expect(await memberCount(t, ai4001)).toBe(1);
  });
});

describe('add and pre-validation', () => {
  it('rejects an empty list and bad login names', async () => {
    const empty = await t.api.post(`${P}/add`, { classId: ai4001, studentList: [] }, li.opts());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(ClassMessages.STUDENT_LIST_EMPTY);
    const badName = await t.api.post(
      `${P}/add`,
      { classId: ai4001, studentList: [{ name: '甲', username: 'a b' }] },
      li.opts(),
    );
    expect(badName.status).toBe(400);
    expect(badName.body.errors?.[0]).toEqual({
      field: 'studentList.0.username',
      message: ClassMessages.USERNAME_RULE,
    });
    const users = await userCount(t);
    const taken = await t.api.post(
      `${P}/add`,
      { classId: ai4001, studentList: [{ name: '甲' }, { name: '乙', username: 'STU001' }] },
      li.opts(),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.[0]?.field).toBe('studentList.1.username');
    expect(await userCount(t)).toBe(users);
  });

  it('pre-validates names: places left, duplicates, namesakes in the class', async () => {
    await t.database.db
      .update(courseClasses)
      .set({ limitStudentSize: 3 })
      .where(eq(courseClasses.id, ai4001));
    const res = await t.api.get<{
      remaining: number;
      validCount: number;
      rows: { name: string; valid: boolean; errors: string[]; warnings: string[] }[];
    }>(`${P}/pre-valid-add`, { classId: ai4001, names: '李小红、张三，张三\n王五' }, li.opts());
    expect(res.status).toBe(200);
    expect(res.body.data.remaining).toBe(2);
    expect(res.body.data.validCount).toBe(2);
    expect(res.body.data.rows[0]?.warnings).toEqual([ClassMessages.NAME_IN_CLASS]);
    expect(res.body.data.rows[3]?.errors).toEqual([ClassMessages.CLASS_FULL]);
    const full = await t.api.post(
      `${P}/add`,
      { classId: ai4001, studentList: [{ name: '甲' }, { name: '乙' }, { name: '丙' }] },
      li.opts(),
    );
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('课班人数已满，最多还能加入2名学生');
    await t.database.db
      .update(courseClasses)
      .set({ limitStudentSize: 40 })
      .where(eq(courseClasses.id, ai4001));
  });

  it('creates accounts with initial passwords that sign in', async () => {
    const res = await t.api.post<{
      list: { worksStudentId: number; username: string; password: string }[];
    }>(
      `${P}/add`,
      {
        classId: ai4001,
        studentList: [{ name: '孙悟空' }, { name: '猪八戒', username: 'zhubajie01' }],
      },
      li.opts(),
    );
    expect(res.status).toBe(200);
    const [sun, zhu] = res.body.data.list;
    expect(zhu?.username).toBe('zhubajie01');
    expect(sun?.password).toMatch(/^[a-z2-9]{8}$/);
    const login = await t.api.post('/api/v1/works-service/works/custom/student-login', {
      username: sun!.username,
      password: encodePassword(sun!.password),
    });
    expect(login.status).toBe(200);
    const list = await t.api.get<{ list: TStudentRow[]; total: number }>(
      `${P}/class-list`,
      { classId: ai4001, keyword: '八戒' },
      li.opts(),
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      username: 'zhubajie01',
      status: 1,
      initialPasswordUnchanged: true,
    });
  });
});

describe('disable, enable, reset password, rename', () => {
  it('disables and enables pupils of the class only', async () => {
    const stu002 = await studentAccountId(t, 'stu002', schools.primary);
    const stu001Account = await studentAccountId(t, 'stu001', schools.primary);
    const notMember = await t.api.post(
      `${P}/disable`,
      { classId: ai4001, studentIds: [stu001Account] },
      li.opts(),
    );
    expect(notMember.status).toBe(400);
    expect(notMember.body.message).toBe(ClassMessages.STUDENTS_NOT_IN_CLASS);
    expect(
      (await t.api.post(`${P}/disable`, { classId: ai4001, studentIds: [stu002] }, li.opts()))
        .status,
    ).toBe(200);
    const errors = await t.api.get<{ username: string; reasons: string[] }[]>(
      `${P}/error-students`,
      { classId: ai4001 },
      li.opts(),
    );
    expect(errors.body.data.find((e) => e.username === 'stu002')?.reasons).toContain(
      '已在本班停用',
    );
    expect(
      (await t.api.post(`${P}/enable`, { classId: ai4001, studentIds: [stu002] }, li.opts()))
        .status,
    ).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(classStudents)
      .where(eq(classStudents.accountId, stu002));
    expect(row?.status).toBe(1);
  });

  it('resets a password: the old one stops working, the new one is the initial one', async () => {
    const stu002 = await studentAccountId(t, 'stu002', schools.primary);
    const res = await t.api.post<{ username: string; password: string }>(
      `${P}/resetPwd`,
      { studentId: stu002 },
      li.opts(),
    );
    expect(res.status).toBe(200);
    const old = await t.api.post('/api/v1/works-service/works/custom/student-login', {
      username: 'stu002',
      password: encodePassword('Stud1234'),
    });
    expect(old.status).not.toBe(200);
    const fresh = await t.api.post('/api/v1/works-service/works/custom/student-login', {
      username: 'stu002',
      password: encodePassword(res.body.data.password),
    });
    expect(fresh.status).toBe(200);
    const cards = await t.api.get<{ list: { username: string; initialPassword: string | null }[] }>(
      '/api/v1/works-service/course-class/custom/login-cards',
      { classId: ai4001 },
      li.opts(),
    );
    expect(cards.body.data.list.find((c) => c.username === 'stu002')?.initialPassword).toBe(
      res.body.data.password,
    );
  });

  it('renames a login name, refusing one in use', async () => {
    const stu002 = await studentAccountId(t, 'stu002', schools.primary);
    const taken = await t.api.post(
      `${P}/updateUsername`,
      { studentId: stu002, username: 'Stu001' },
      li.opts(),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('登录名「Stu001」已被使用，请换一个');
    const bad = await t.api.post(
      `${P}/updateUsername`,
      { studentId: stu002, username: '张' },
      li.opts(),
    );
    expect(bad.status).toBe(400);
    const ok = await t.api.post(
      `${P}/updateUsername`,
      { studentId: stu002, username: 'xiaohong02' },
      li.opts(),
    );
    expect(ok.status).toBe(200);
    const wangTries = await t.api.post(
      `${P}/updateUsername`,
      { studentId: stu002, username: 'hack01' },
      wang.opts(),
    );
    expect(wangTries.status).toBe(403);
    expect(wangTries.body.message).toBe(ClassMessages.NOT_CLASS_TEACHER);
  });
});
