import {
  ClassMessages,
  Messages,
  type TAiToolClassGroup,
  type TClassListItem,
  type TLoginCards,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentCaller,
  superAdmin,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';

const P = '/api/v1/works-service/course-class/custom';

let t: TTestApp;
let schools: { primary: number; middle: number };
let stu001: TCaller;
let stu002: TCaller;
let wang: TCaller; // 王老师: AI3001, OLD001 (school 1), AI7001 (school 2)
let li: TCaller; // 李老师: AI3001, AI4001 (school 1 only)

beforeAll(async () => {
  t = await createTestApp();
  schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001');
  stu002 = await studentCaller(t, 'stu002');
  wang = await teacherCaller(t, '13800000001', schools.primary);
  li = await teacherCaller(t, '13800000002', schools.primary);
});
afterAll(async () => {
  await t.close();
});

const names = (list: { courseClassName: string }[]) => list.map((c) => c.courseClassName).sort();

describe('GET get-class-list', () => {
  it('refuses anonymous callers and staff', async () => {
    expect((await t.api.get(`${P}/get-class-list`)).status).toBe(401);
    const staff = await superAdmin(t);
    expect((await t.api.get(`${P}/get-class-list`, {}, staff.opts())).status).toBe(403);
  });

  it('rejects a malformed filter with a Chinese message', async () => {
    const res = await t.api.get(
      `${P}/get-class-list`,
      { platformSemesterId: 'abc' },
      stu001.opts(),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({
      field: 'platformSemesterId',
      message: Messages.FIELD_WRONG_TYPE,
    });
  });

  it("lists a pupil's classes in every school, without codes", async () => {
    const res = await t.api.get<TClassListItem[]>(`${P}/get-class-list`, {}, stu001.opts());
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['三年级AI创作班', '初一AI社团']);
    const ai7001 = res.body.data.find((c) => c.courseClassName === '初一AI社团')!;
    expect(ai7001).toMatchObject({
      schoolName: '未来科技中学',
      platformSemesterName: '2026秋季学期',
      classCode: null,
      studentCount: null,
      availableAi: true,
    });
    // The middle school has not opened 3D, video or hardware: only what both allow remains.
    expect(ai7001.aiToolSubTypes).toEqual([6, 11, 31]);
    // The unfiltered list (one prepared read with the closed tools) says what the list of
    // each school (the general query and the tools read apart) says.
    const ofSchool = async (schoolId: number) =>
      (await t.api.get<TClassListItem[]>(`${P}/get-class-list`, { schoolId }, stu001.opts())).body
        .data;
    const bySchool = [...(await ofSchool(schools.primary)), ...(await ofSchool(schools.middle))];
    expect(res.body.data).toEqual(bySchool.sort((a, b) => a.id - b.id));
  });

  it('filters by tool type and semester', async () => {
    const agent = await t.api.get<TClassListItem[]>(
      `${P}/get-class-list`,
      { aiToolType: 6 },
      stu001.opts(),
    );
    expect(names(agent.body.data)).toEqual(['三年级AI创作班', '初一AI社团']);
    const draw = await t.api.get<TClassListItem[]>(
      `${P}/get-class-list`,
      { aiToolType: 41 },
      stu001.opts(),
    );
    expect(names(draw.body.data)).toEqual(['三年级AI创作班']);
    const none = await t.api.get<TClassListItem[]>(
      `${P}/get-class-list`,
      { platformSemesterId: 999 },
      stu001.opts(),
    );
    expect(none.body.data).toEqual([]);
  });

  it('lists only the classes a teacher teaches in the active school, with codes', async () => {
    const primary = await t.api.get<TClassListItem[]>(
      `${P}/get-class-list`,
      {},
      wang.opts(schools.primary),
    );
    expect(names(primary.body.data)).toEqual(['三年级AI创作班', '往期体验班']);
    const ai3001 = primary.body.data.find((c) => c.classCode === 'AI3001')!;
    expect(ai3001.studentCount).toBeGreaterThanOrEqual(9);
    const old = primary.body.data.find((c) => c.classCode === 'OLD001')!;
    expect(old).toMatchObject({ courseClassStatus: 99, availableAi: false });

    const middle = await t.api.get<TClassListItem[]>(
      `${P}/get-class-list`,
      {},
      wang.opts(schools.middle),
    );
    expect(names(middle.body.data)).toEqual(['初一AI社团']);
  });

  it('refuses a teacher asking for another school than the active one', async () => {
    const res = await t.api.get(`${P}/get-class-list`, { schoolId: schools.middle }, li.opts());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ClassMessages.SCHOOL_MISMATCH);
    const foreign = await t.api.get(`${P}/get-class-list`, {}, li.opts(schools.middle));
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(Messages.SCHOOL_NOT_ALLOWED);
  });
});

describe('GET ai-tool-class-group', () => {
  it('refuses anonymous callers', async () => {
    expect((await t.api.get(`${P}/ai-tool-class-group`, { schoolId: 1 })).status).toBe(401);
  });

  it('groups a pupil’s classes of one school by tool', async () => {
    const res = await t.api.get<TAiToolClassGroup>(
      `${P}/ai-tool-class-group`,
      { schoolId: schools.primary },
      stu001.opts(schools.primary),
    );
    expect(res.status).toBe(200);
    const g = res.body.data;
    expect(names(g.agentClassList)).toEqual(['三年级AI创作班']);
    expect(g.fanbookClassList[0]!.aiToolSubTypes.sort()).toEqual([11, 12, 13, 14, 15]);
    expect(names(g.aiEnlightenmentClassList)).toEqual(['三年级AI创作班']);
    expect(names(g.aiHardwareClassList)).toEqual(['三年级AI创作班']);
  });

  it('follows the school configuration: the middle school has no hardware', async () => {
    const res = await t.api.get<TAiToolClassGroup>(
      `${P}/ai-tool-class-group`,
      { schoolId: schools.middle },
      stu001.opts(schools.middle),
    );
    const g = res.body.data;
    expect(names(g.agentClassList)).toEqual(['初一AI社团']);
    expect(g.fanbookClassList.map((c) => c.aiToolSubTypes)).toEqual([[11]]);
    expect(g.aiHardwareClassList).toEqual([]);
  });

  it('gives a picture-book pupil only drawing', async () => {
    const res = await t.api.get<TAiToolClassGroup>(
      `${P}/ai-tool-class-group`,
      { schoolId: schools.primary },
      stu002.opts(),
    );
    expect(res.body.data.agentClassList).toEqual([]);
    expect(res.body.data.fanbookClassList.map((c) => c.aiToolSubTypes)).toEqual([[12]]);
  });

  it('lists a teacher’s classes of the active school, closed ones included', async () => {
    const res = await t.api.get<TAiToolClassGroup>(
      `${P}/ai-tool-class-group`,
      { schoolId: schools.primary },
      wang.opts(schools.primary),
    );
    expect(names(res.body.data.fanbookClassList)).toEqual(['三年级AI创作班', '往期体验班']);
    const other = await t.api.get(
      `${P}/ai-tool-class-group`,
      { schoolId: schools.middle },
      li.opts(),
    );
    expect(other.status).toBe(403);
  });
});

describe('POST reset-class-code', () => {
  it('refuses anonymous callers, pupils and teachers of other classes', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    expect((await t.api.post(`${P}/reset-class-code`, { id: ai4001.id })).status).toBe(401);
    expect(
      (await t.api.post(`${P}/reset-class-code`, { id: ai4001.id }, stu002.opts())).status,
    ).toBe(403);
    const notHis = await t.api.post(
      `${P}/reset-class-code`,
      { id: ai4001.id },
      wang.opts(schools.primary),
    );
    expect(notHis.status).toBe(403);
    const ai7001 = await classByCode(t, 'AI7001');
    const otherSchool = await t.api.post(`${P}/reset-class-code`, { id: ai7001.id }, li.opts());
    expect(otherSchool.status).toBe(403);
    expect((await classByCode(t, 'AI4001')).classCode).toBe('AI4001');
  });

  it('rejects a bad id', async () => {
    const res = await t.api.post(`${P}/reset-class-code`, { id: 'x' }, li.opts());
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('id');
    const missing = await t.api.post(`${P}/reset-class-code`, { id: 99999 }, li.opts());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ClassMessages.CLASS_NOT_FOUND);
  });

  it('gives the class a fresh unguessable code and retires the old one', async () => {
    const ai4001 = await classByCode(t, 'AI4001');
    const res = await t.api.post<{ classCode: string }>(
      `${P}/reset-class-code`,
      { id: ai4001.id },
      li.opts(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.classCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const join = await t.api.post(
      '/api/v1/works-service/student/custom/join-class',
      { classCode: 'AI4001' },
      stu001.opts(),
    );
    expect(join.status).toBe(404);
    expect(join.body.message).toBe(ClassMessages.CLASS_CODE_NOT_FOUND);
  });
});

describe('GET login-cards', () => {
  it('refuses anonymous callers, pupils, and teachers of other classes or schools', async () => {
    const ai3001 = await classByCode(t, 'AI3001');
    expect((await t.api.get(`${P}/login-cards`, { classId: ai3001.id })).status).toBe(401);
    expect(
      (await t.api.get(`${P}/login-cards`, { classId: ai3001.id }, stu001.opts())).status,
    ).toBe(403);
    const ai7001 = await classByCode(t, 'AI7001');
    expect((await t.api.get(`${P}/login-cards`, { classId: ai7001.id }, li.opts())).status).toBe(
      403,
    );
    expect((await t.api.get(`${P}/login-cards`, { classId: 'x' }, li.opts())).status).toBe(400);
  });

  it('shows initial passwords only for pupils who kept them', async () => {
    const ai3001 = await classByCode(t, 'AI3001');
    const res = await t.api.get<TLoginCards>(
      `${P}/login-cards`,
      { classId: ai3001.id },
      wang.opts(),
    );
    expect(res.status).toBe(200);
    const byName = new Map(res.body.data.list.map((c) => [c.username, c]));
    expect(byName.get('ai3001s01')).toMatchObject({
      name: '王小雨',
      initialPassword: 'ai3001s01',
      loginUrl: '/login?type=1&username=ai3001s01',
    });
    // stu001 set a password of their own (the demo's Stud1234): never shown.
    expect(byName.get('stu001')?.initialPassword).toBeNull();
  });
});
