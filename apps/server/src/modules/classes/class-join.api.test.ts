import { encodePassword, ClassMessages, Messages, type TJoinClassResult } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseClasses } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  memberCount,
  schoolIds,
  studentCaller,
  teacherCaller,
  userCount,
  type TCaller,
} from '../../../test/factories/classes';

const REG = '/api/v1/works-service/student/custom/reg-join-class';
const REG_ALT = '/api/v1/works-service/works/custom/reg-join-class';
const JOIN = '/api/v1/works-service/student/custom/join-class';

let t: TTestApp;
let stu001: TCaller;
let stu002: TCaller;

beforeAll(async () => {
  t = await createTestApp();
  stu001 = await studentCaller(t, 'stu001');
  stu002 = await studentCaller(t, 'stu002');
});
afterAll(async () => {
  await t.close();
});

async function setClass(code: string, values: Partial<typeof courseClasses.$inferInsert>) {
  await t.database.db.update(courseClasses).set(values).where(eq(courseClasses.classCode, code));
}

describe('POST reg-join-class (public)', () => {
  it('rejects missing fields with the spec’s Chinese messages and writes nothing', async () => {
    const users = await userCount(t);
    const res = await t.api.post(REG, { classCode: '', name: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'classCode', message: Messages.CLASS_CODE_REQUIRED },
        { field: 'name', message: Messages.REAL_NAME_REQUIRED },
      ]),
    );
    const unknown = await t.api.post(REG, { classCode: 'NOPE0000', name: '小明' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ClassMessages.CLASS_CODE_NOT_FOUND);
    expect(await userCount(t)).toBe(users);
  });

  it('creates an account whose login name is also its password, and joins the class', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    const before = await memberCount(t, ai4001.id);
    const res = await t.api.post<{ username: string }>(REG, {
      classCode: 'ai4001',
      name: '新同学',
      mac: 'AA-BB-CC',
    });
    expect(res.status).toBe(200);
    const { username } = res.body.data;
    expect(username).toMatch(/^(?=.*\d)[a-z][a-z2-9]{9}$/);
    expect(res.body.data).not.toHaveProperty('password');
    expect(await memberCount(t, ai4001.id)).toBe(before + 1);

    // The pupil signs in with the login name as password (student login).
    const login = await t.api.post<{ accountList: { schoolName: string }[] }>(
      '/api/v1/works-service/works/custom/student-login',
      { username, password: encodePassword(username) },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.accountList[0]?.schoolName).toBe('好多AI实验小学');
  });

  it('answers at the works path too', async () => {
    const res = await t.api.post<{ username: string }>(REG_ALT, {
      classCode: 'AI3001',
      name: '小华',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a closed class, a finished one and one past its end date', async () => {
    const users = await userCount(t);
    const closed = await t.api.post(REG, { classCode: 'OLD001', name: '小李' });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(ClassMessages.CLASS_CLOSED_CANNOT_JOIN);

    await setClass('AI3001', { courseClassStatus: 100 });
    const finished = await t.api.post(REG, { classCode: 'AI3001', name: '小李' });
    expect(finished.body.message).toBe(ClassMessages.CLASS_FINISHED_CANNOT_JOIN);
    await setClass('AI3001', { courseClassStatus: 60, effectiveEndDate: '2020-01-31' });
    const expired = await t.api.post(REG, { classCode: 'AI3001', name: '小李' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ClassMessages.CLASS_EXPIRED_CANNOT_JOIN);
    await setClass('AI3001', { effectiveEndDate: null });
    expect(await userCount(t)).toBe(users);
  });

  it('refuses when pupils may not create accounts themselves', async () => {
    await setClass('AI3001', { studentCreateModeType: 1 });
    const res = await t.api.post(REG, { classCode: 'AI3001', name: '小李' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ClassMessages.CLASS_NO_SELF_REGISTER);
    await setClass('AI3001', { studentCreateModeType: 2 });
  });

  it('refuses a full class, also when pupils race for the last place', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    const members = await memberCount(t, ai4001.id);
    await setClass('AI4001', { limitStudentSize: members + 1 });
    // 50 pupils at once for the last place: exactly one gets it.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.api.post(REG, { classCode: 'AI4001', name: `抢位${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set([`400 ${ClassMessages.CLASS_FULL}`]),
    );
    expect(refused).toHaveLength(49);
    expect(await memberCount(t, ai4001.id)).toBe(members + 1);
    await setClass('AI4001', { limitStudentSize: 40 });
  });
});

describe('POST join-class (signed-in pupil)', () => {
  it('refuses anonymous callers and teachers', async () => {
    expect((await t.api.post(JOIN, { classCode: 'AI4001' })).status).toBe(401);
    const { primary } = await schoolIds(t);
    const teacher = await teacherCaller(t, '13800000002', primary);
    expect((await t.api.post(JOIN, { classCode: 'AI4001' }, teacher.opts())).status).toBe(403);
  });

  it('rejects an empty code with 请输入班级码', async () => {
    const res = await t.api.post(JOIN, { classCode: ' ' }, stu001.opts());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'classCode', message: Messages.CLASS_CODE_REQUIRED },
    ]);
  });

  it('joins a new class first, and answers firstJoin false the second time', async () => {
    const first = await t.api.post<TJoinClassResult>(JOIN, { classCode: 'AI4001' }, stu001.opts());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      firstJoin: true,
      courseClassName: '四年级绘本班',
      courseClassStatus: 60,
      schoolName: '好多AI实验小学',
      platformSemesterName: '2026秋季学期',
    });
    const ai4001 = await classByCode(t, 'AI4001');
    expect(first.body.data.worksCourseClassId).toBe(ai4001.id);
    const count = await memberCount(t, ai4001.id);
    const again = await t.api.post<TJoinClassResult>(JOIN, { classCode: 'AI4001' }, stu001.opts());
    expect(again.body.data.firstJoin).toBe(false);
    expect(await memberCount(t, ai4001.id)).toBe(count);
  });

  it('joins a class of another school, creating the account there', async () => {
    const res = await t.api.post<TJoinClassResult>(JOIN, { classCode: 'AI7001' }, stu002.opts());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstJoin: true, schoolName: '未来科技中学' });
  });

  it('refuses closed, expired and full classes', async () => {
    const closed = await t.api.post(JOIN, { classCode: 'OLD001' }, stu002.opts());
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(ClassMessages.CLASS_CLOSED_CANNOT_JOIN);
    await setClass('AI3001', { effectiveEndDate: '2021-06-30' });
    const expired = await t.api.post(JOIN, { classCode: 'AI3001' }, stu002.opts());
    expect(expired.body.message).toBe(ClassMessages.CLASS_EXPIRED_CANNOT_JOIN);
    const ai3001 = await classByCode(t, 'AI3001');
    await setClass('AI3001', {
      effectiveEndDate: null,
      limitStudentSize: await memberCount(t, ai3001.id),
    });
    const full = await t.api.post(JOIN, { classCode: 'AI3001' }, stu002.opts());
    expect(full.status).toBe(400);
    expect(full.body.message).toBe(ClassMessages.CLASS_FULL);
    await setClass('AI3001', { limitStudentSize: null });
  });
});
