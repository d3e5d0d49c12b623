import {
  FormQuestionMessages as M,
  QuestionType,
  StaffType,
  type TFormQuestion,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import {
  callAs,
  makeClass,
  makeSchool,
  makeStaff,
  type TMadePerson,
} from '../../../test/factories/school';
import { picture, upload } from '../../../test/factories/works';
import { exportedBook } from '../../../test/helpers/file-task';
import { makeCourse } from '../../../test/factories/courses';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

const P = '/api/v1/works-service/form-question/mng';
const ALL = [
  'form-question:page',
  'form-question:add',
  'form-question:modify',
  'form-question:detail',
  'form-question:enable',
  'form-question:disable',
  'form-question:delete',
];

let t: TTestApp;
let admin: TMadePerson;
let manager: TMadePerson; // a school manager with every question permission (scope: their school)
let reader: TMadePerson; // staff who may only list
let pupil: TMadePerson;
let picUrl: string;

const single = {
  questionType: QuestionType.SINGLE,
  title: 'AI 画画时，告诉 AI 想画什么的文字叫什么？',
  options: ['提示词', '密码', '文件名'],
  answer: ['A'],
  explanation: '提示词就是我们写给 AI 的描述。',
  knowledgePoints: ['提示词'],
  grade: 3,
};

async function add(body: Record<string, unknown>, who = admin) {
  const res = await t.api.post<TFormQuestion>(`${P}/add`, body, callAs(who));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await makeStaff(t);
  const schoolId = await makeSchool(t);
  const role = await makeRole(t, { permissions: [...ALL, 'form-question:export'] });
  manager = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId,
    roleIds: [role],
  });
  const listOnly = await makeRole(t, { permissions: ['form-question:page'] });
  reader = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId,
    roleIds: [listOnly],
  });
  pupil = (await makeClass(t, { schoolId })).pupils[0]!;
  const uploaded = await upload(t, admin, await picture('png', 200, 150), {
    path: '/api/v1/works-service/media/mng/upload',
    filename: 'robot.png',
  });
  expect(uploaded.status).toBe(200);
  picUrl = uploaded.body.data.url;
});
afterAll(async () => {
  await t.close();
});

describe('form question repository: access', () => {
  it('refuses anonymous callers, pupils and staff without the permission', async () => {
    expect((await t.api.get(`${P}/page-list`)).status).toBe(401);
    expect((await t.api.get(`${P}/page-list`, {}, callAs(pupil))).status).toBe(403);
    expect((await t.api.post(`${P}/add`, single, callAs(pupil))).status).toBe(403);
    expect((await t.api.post(`${P}/add`, single, callAs(reader))).status).toBe(403);
    expect((await t.api.get(`${P}/page-list`, {}, callAs(reader))).status).toBe(200);
    const page = await t.api.get<TPage<TFormQuestion>>(`${P}/page-list`, {}, callAs(reader));
    expect(page.body.data.total).toBe(0);
  });

  it('rejects bad input with clear Chinese messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...single, answer: ['A', 'B'] }, 'answer', M.SINGLE_ANSWER],
      [{ ...single, answer: ['D'] }, 'answer', M.ANSWER_NOT_OPTION],
      [{ ...single, options: ['只有一个'] }, 'options', M.OPTIONS_COUNT],
      [{ ...single, title: ' ' }, 'title', M.TITLE_REQUIRED],
      [{ ...single, grade: 30 }, 'grade', M.GRADE_REQUIRED],
      [{ ...single, questionType: QuestionType.MULTIPLE }, 'answer', M.MULTIPLE_ANSWER],
      [{ ...single, questionType: QuestionType.JUDGE, answer: ['对'] }, 'answer', M.JUDGE_ANSWER],
      [{ ...single, questionType: QuestionType.FILL, answer: [] }, 'answer', M.FILL_ANSWER],
      [
        { ...single, questionType: QuestionType.PICTURE_JUDGE, answer: ['true'] },
        'picUrl',
        M.PICTURE_REQUIRED,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.api.post(`${P}/add`, body, callAs(admin));
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const stranger = await t.api.post(
      `${P}/add`,
      {
        ...single,
        questionType: QuestionType.PICTURE_JUDGE,
        answer: ['true'],
        picUrl: '/api/media/none.png',
      },
      callAs(admin),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(M.PICTURE_NOT_USABLE);
  });
});

describe('form question repository: calls', () => {
  it('adds every type, reads, changes, lists with filters, enables and disables', async () => {
    const s = await add(single);
    expect(s).toMatchObject({ questionType: 1, answer: ['A'], status: 1, quizCount: 0 });
    const m = await add({
      questionType: QuestionType.MULTIPLE,
      title: '下面哪些是 AI 工具可以帮我们做的事？',
      options: ['画一幅画', '写一首诗', '替我们睡觉'],
      answer: ['A', 'B'],
      knowledgePoints: ['AI 能做什么'],
      grade: 4,
    });
    const j = await add({
      questionType: QuestionType.JUDGE,
      title: 'AI 生成的图片一定都是真实发生过的事情。',
      options: ['多余的选项'],
      answer: ['false'],
      knowledgePoints: ['辨别 AI 内容'],
      grade: 4,
    });
    expect(j.options).toEqual([]);
    const f = await add({
      questionType: QuestionType.FILL,
      title: '让 AI 画画前，要先写好____。',
      answer: ['提示词', 'prompt'],
      knowledgePoints: ['提示词'],
      grade: 3,
    });
    const p = await add({
      questionType: QuestionType.PICTURE_JUDGE,
      title: '这幅画里有太阳吗？',
      picUrl,
      answer: ['true'],
      grade: 2,
    });
    expect(p.picUrl).toBe(picUrl);

    const detail = await t.api.get<TFormQuestion>(`${P}/detail`, { id: f.id }, callAs(admin));
    expect(detail.body.data.answer).toEqual(['提示词', 'prompt']);
    expect((await t.api.get(`${P}/detail`, { id: 999999 }, callAs(admin))).status).toBe(404);

    const changed = await t.api.post<TFormQuestion>(
      `${P}/modify`,
      { ...single, id: s.id, answer: ['B'], title: '改过的题目' },
      callAs(admin),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ title: '改过的题目', answer: ['B'] });

    const list = async (query: Record<string, string | number>) =>
      (
        await t.api.get<TPage<TFormQuestion>>(`${P}/page-list`, query, callAs(admin))
      ).body.data.list.map((q) => q.id);
    expect(await list({ questionType: QuestionType.MULTIPLE })).toEqual([m.id]);
    expect((await list({ grade: 4 })).sort()).toEqual([m.id, j.id].sort());
    expect((await list({ knowledgePoint: '提示词' })).sort()).toEqual([s.id, f.id].sort());
    expect(await list({ keyword: '太阳' })).toEqual([p.id]);
    expect(await list({ orderBy: 'id', orderDirection: 'asc', pageSize: 2 })).toEqual([s.id, m.id]);

    expect((await t.api.post(`${P}/disable`, { id: m.id }, callAs(admin))).status).toBe(200);
    expect(await list({ status: 0 })).toEqual([m.id]);
    expect((await t.api.post(`${P}/enable`, { id: m.id }, callAs(admin))).status).toBe(200);
    expect(await list({ status: 0 })).toEqual([]);

    // The spec's second prefix answers the same.
    const alias = await t.api.get<TPage<TFormQuestion>>(
      '/api/v1/form-question/mng/page-list',
      { keyword: '太阳' },
      callAs(admin),
    );
    expect(alias.body.data.list.map((q) => q.id)).toEqual([p.id]);
  });

  it('deletes a question no quiz uses; a quiz keeps its questions', async () => {
    const q = await add({ ...single, title: '要删除的题' });
    const lessonId = (await makeCourse(t, { lessons: 1 })).lessonIds[0]!;
    const saved = await t.api.post(
      `${P}/lesson-quiz/save`,
      { lessonId, questionIds: [q.id] },
      callAs(admin),
    );
    expect(saved.status).toBe(200);
    const refused = await t.api.post(`${P}/delete`, { id: q.id }, callAs(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.QUESTION_IN_QUIZ);
    await t.api.post(`${P}/lesson-quiz/save`, { lessonId, questionIds: [] }, callAs(admin));
    expect((await t.api.post(`${P}/delete`, { id: q.id }, callAs(admin))).status).toBe(200);
    expect((await t.api.get(`${P}/detail`, { id: q.id }, callAs(admin))).status).toBe(404);
    expect((await t.api.post(`${P}/delete`, { id: q.id }, callAs(admin))).status).toBe(404);
  });

  it('keeps a school manager to the platform’s questions (read) and their school’s', async () => {
    const platform = await add({ ...single, title: '平台题目' });
    const own = await add({ ...single, title: '本校题目' }, manager);
    const other = await makeStaffUser(t, {
      staffType: StaffType.SCHOOL_MANAGER,
      schoolId: await makeSchool(t),
      roleIds: [await makeRole(t, { permissions: ALL })],
    });
    const theirs = await add({ ...single, title: '别校题目' }, other);

    const seen = await t.api.get<TPage<TFormQuestion>>(
      `${P}/page-list`,
      { keyword: '题目', pageSize: 100 },
      callAs(manager),
    );
    const ids = seen.body.data.list.map((q) => q.id);
    expect(ids).toContain(platform.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(theirs.id);
    expect((await t.api.get(`${P}/detail`, { id: theirs.id }, callAs(manager))).status).toBe(404);
    const body = { ...single, id: platform.id, title: '想改平台题' };
    expect((await t.api.post(`${P}/modify`, body, callAs(manager))).status).toBe(403);
    expect((await t.api.post(`${P}/disable`, { id: theirs.id }, callAs(manager))).status).toBe(403);
    expect(
      (
        await t.api.post(
          `${P}/modify`,
          { ...single, id: own.id, title: '本校题目二' },
          callAs(manager),
        )
      ).status,
    ).toBe(200);
  });

  it('exports the filtered questions as xlsx', async () => {
    const started = await t.api.get(`${P}/export`, { keyword: '太阳' }, callAs(admin));
    const book = await exportedBook(t, started, callAs(admin));
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('题型');
    expect(sheet.getRow(2).getCell(2).value).toBe('看图判断题');
    expect(sheet.getRow(2).getCell(5).value).toBe('正确');
    expect(sheet.rowCount).toBe(2);
    expect((await t.api.get(`${P}/export`, {}, callAs(reader))).status).toBe(403);
  });
});
