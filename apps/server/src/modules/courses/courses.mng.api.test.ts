import {
  CourseStatus,
  type TCourseMngDetail,
  type TCourseMngItem,
  type TLessonFull,
  type TLessonSummary,
  type TPage,
} from '@haoduo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { followCourse, makeCourse } from '../../../test/factories/courses';
import { callAs, makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { exportedBook } from '../../../test/helpers/file-task';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { picture, upload } from '../media/testing/media-fixtures';

const C = '/api/v1/works-service/course/mng';
const L = '/api/v1/works-service/course-lesson/mng';

const courseBody = {
  title: '绘本创作：我的第一本书',
  coverUrl: '/api/media/site/cover.png',
  summary: '从一幅画到一本书',
  gradeMin: 3,
  gradeMax: 5,
  hours: 8,
  introduction:
    '<h2 onclick="steal()">课程简介</h2><p>用AI画出故事<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)">',
  tools: ['book', 'painting'],
  sortOrder: 2,
};

const lessonBody = (courseId: number, title: string) => ({
  courseId,
  title,
  objectives: ['认识绘本的封面、正文和封底'],
  steps: [{ title: '导入', content: '一起读一本绘本', minutes: 5 }],
  teachingNotes: '提醒学生先想故事再画画',
  toolLinks: [
    {
      tool: 'painting',
      title: '画出故事的主角',
      prompt: '一只戴着红围巾的小狐狸，蜡笔画',
      settings: { style: 'crayon' },
    },
  ],
});

describe('courses in the back office', () => {
  let t: TTestApp;
  let admin: TMadePerson;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await makeStaff(t);
  });
  afterAll(async () => t?.close());

  it('refuses visitors, pupils and staff without the permission', async () => {
    expect((await t.api.get(`${C}/page`, {})).status).toBe(401);
    const cls = await makeClass(t);
    expect((await t.api.get(`${C}/page`, {}, callAs(cls.teachers[0]!))).status).toBe(403);
    const role = await makeRole(t, { permissions: ['course:page'] });
    const clerk = await makeStaffUser(t, { roleIds: [role] });
    expect((await t.api.get(`${C}/page`, {}, callAs(clerk))).status).toBe(200);
    const refused = await t.api.post(`${C}/add`, courseBody, callAs(clerk));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限');
  });

  it('refuses bad input with Chinese messages on the fields', async () => {
    const bad = await t.api.post(
      `${C}/add`,
      { ...courseBody, title: ' ', coverUrl: '', hours: 0, tools: ['hammer'] },
      callAs(admin),
    );
    expect(bad.status).toBe(400);
    expect(Object.fromEntries(bad.body.errors!.map((e) => [e.field, e.message]))).toMatchObject({
      title: '请输入课程名称',
      coverUrl: '请上传课程封面',
      hours: '课时数需为1到200之间的整数',
    });
    const range = await t.api.post(`${C}/add`, { ...courseBody, gradeMin: 6 }, callAs(admin));
    expect(range.status).toBe(400);
    expect(range.body.errors?.[0]).toMatchObject({
      field: 'gradeMax',
      message: '最高年级不能低于最低年级',
    });
  });

  it('adds a sanitised draft, its lessons, and publishes it with an audit trail', async () => {
    const added = await t.api.post<TCourseMngDetail>(`${C}/add`, courseBody, callAs(admin));
    expect(added.status).toBe(200);
    const course = added.body.data;
    expect(course).toMatchObject({ status: CourseStatus.DRAFT, lessons: [], lessonCount: 0 });
    expect(course.introduction).toContain('<h2>课程简介</h2>');
    expect(course.introduction).not.toMatch(/script|onclick|onerror|javascript:/);

    const early = await t.api.post(`${C}/publish`, { id: course.id }, callAs(admin));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('请先为课程添加课节再发布');

    const file = await upload(t, admin, await picture(), {
      path: '/api/v1/works-service/media/mng/upload',
      filename: 'worksheet.png',
    });
    expect(file.status).toBe(200);
    const first = await t.api.post<TLessonFull>(
      `${L}/add`,
      {
        ...lessonBody(course.id, '认识绘本'),
        materials: [{ name: '学习单', url: file.body.data.url }],
      },
      callAs(admin),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      lessonNo: 1,
      materials: [{ name: '学习单', mime: 'image/png' }],
      toolLinks: [{ tool: 'painting', path: `/ai/painting?lesson=${first.body.data.id}` }],
      teachingNotes: '提醒学生先想故事再画画',
    });
    const missing = await t.api.post(
      `${L}/add`,
      {
        ...lessonBody(course.id, '缺素材'),
        materials: [{ name: '丢失', url: '/api/media/site/none.png' }],
      },
      callAs(admin),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('素材文件不存在，请重新上传');
    const twice = await t.api.post(
      `${L}/add`,
      {
        ...lessonBody(course.id, '重复工具'),
        toolLinks: [
          { tool: 'music', title: '配乐' },
          { tool: 'music', title: '再配乐' },
        ],
      },
      callAs(admin),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0]?.message).toBe('同一个AI工具在一个课节中只能设置一次');

    const second = await t.api.post<TLessonFull>(
      `${L}/add`,
      {
        ...lessonBody(course.id, '我的绘本'),
        teachingNotes: '<p onclick="x()">先<strong>示范</strong></p><script>x()</script>',
        toolLinks: [
          { tool: 'book', title: '做一本书', settings: { pageTexts: ['封面', '第一页'] } },
        ],
      },
      callAs(admin),
    );
    expect(second.body.data.lessonNo).toBe(2);
    expect(second.body.data.teachingNotes).toBe('<p>先<strong>示范</strong></p>');

    const reordered = await t.api.post<TLessonSummary[]>(
      `${L}/reorder`,
      { courseId: course.id, lessonIds: [second.body.data.id, first.body.data.id] },
      callAs(admin),
    );
    expect(reordered.body.data.map((l) => [l.title, l.lessonNo])).toEqual([
      ['我的绘本', 1],
      ['认识绘本', 2],
    ]);
    const wrong = await t.api.post(
      `${L}/reorder`,
      { courseId: course.id, lessonIds: [first.body.data.id] },
      callAs(admin),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('课节顺序与课程的课节不一致，请刷新后重试');

    const modified = await t.api.post<TLessonFull>(
      `${L}/modify`,
      { ...lessonBody(course.id, '认识绘本（修订）'), id: first.body.data.id },
      callAs(admin),
    );
    expect(modified.body.data).toMatchObject({ title: '认识绘本（修订）', lessonNo: 2 });

    const published = await t.api.post<TCourseMngItem>(
      `${C}/publish`,
      { id: course.id },
      callAs(admin),
    );
    expect(published.body.data).toMatchObject({ status: CourseStatus.PUBLISHED, lessonCount: 2 });
    expect(published.body.data.publishedAt).not.toBeNull();
    const shown = await t.api.get(`/api/v1/works-service/course/app/detail`, { id: course.id });
    expect(shown.status).toBe(200);
    const again = await t.api.post(`${C}/publish`, { id: course.id }, callAs(admin));
    expect(again.status).toBe(409);

    const locked = await t.api.post(`${L}/delete`, { id: first.body.data.id }, callAs(admin));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('课程已发布，请先下线课程再删除课节');
    const notDraft = await t.api.post(`${C}/delete`, { id: course.id }, callAs(admin));
    expect(notDraft.status).toBe(409);

    const offline = await t.api.post<TCourseMngItem>(
      `${C}/offline`,
      { id: course.id },
      callAs(admin),
    );
    expect(offline.body.data.status).toBe(CourseStatus.OFFLINE);
    expect((await t.api.post(`${C}/offline`, { id: course.id }, callAs(admin))).status).toBe(409);
    // The public read kept a moment ago is forgotten by the write.
    const hidden = await t.api.get(`/api/v1/works-service/course/app/detail`, { id: course.id });
    expect(hidden.status).toBe(404);
    const removed = await t.api.post(`${L}/delete`, { id: second.body.data.id }, callAs(admin));
    expect(removed.status).toBe(200);
    const detail = await t.api.get<TCourseMngDetail>(
      `${C}/detail`,
      { id: course.id },
      callAs(admin),
    );
    expect(detail.body.data.lessons.map((l) => [l.title, l.lessonNo])).toEqual([
      ['认识绘本（修订）', 1],
    ]);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'course'), eq(auditLog.targetId, String(course.id))));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'course:add',
        'course:publish',
        'course:offline',
        'course-lesson:reorder',
      ]),
    );
  });

  it('deletes drafts only, with their lessons', async () => {
    const draft = await makeCourse(t, { status: CourseStatus.DRAFT });
    const cls = await makeClass(t);
    await followCourse(t, cls.id, draft.id);
    const followed = await t.api.post(`${C}/delete`, { id: draft.id }, callAs(admin));
    expect(followed.status).toBe(409);
    expect(followed.body.message).toBe('有班级正在使用该课程，请先在课班管理中更换课程再删除');
    await followCourse(t, cls.id, null);
    const deleted = await t.api.post(`${C}/delete`, { id: draft.id }, callAs(admin));
    expect(deleted.status).toBe(200);
    expect((await t.api.get(`${C}/detail`, { id: draft.id }, callAs(admin))).status).toBe(404);
    expect((await t.api.get(`${L}/detail`, { id: draft.lessonIds[0] }, callAs(admin))).status).toBe(
      404,
    );
  });

  it('lists by filters with class counts and exports the list', async () => {
    const course = await makeCourse(t, {
      title: '训练营课程',
      gradeMin: 7,
      gradeMax: 9,
      tools: ['training-image'],
    });
    await followCourse(t, (await makeClass(t)).id, course.id);
    const page = await t.api.get<TPage<TCourseMngItem>>(
      `${C}/page`,
      { title: '训练营', grade: 8, tool: 'training-image', status: CourseStatus.PUBLISHED },
      callAs(admin),
    );
    expect(page.body.data.list.map((c) => [c.title, c.classCount])).toEqual([['训练营课程', 1]]);
    const badStatus = await t.api.get(`${C}/page`, { status: 7 }, callAs(admin));
    expect(badStatus.status).toBe(400);

    const started = await t.api.get(`${C}/export`, { title: '训练营' }, callAs(admin));
    const book = await exportedBook(t, started, callAs(admin));
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('课程名称');
    expect(sheet.getRow(2).getCell(2).value).toBe('训练营课程');
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps staff with the own scope to the courses they created', async () => {
    const role = await makeRole(t, {
      permissions: ['course:page', 'course:detail', 'course:modify', 'course-lesson:add'],
      scope: { kind: 'own' },
    });
    const author = await makeStaffUser(t, { roleIds: [role] });
    const theirs = await makeCourse(t, { title: '自己的课程', createdBy: author.userId });
    const others = await makeCourse(t, { title: '别人的课程', createdBy: admin.userId });
    const page = await t.api.get<TPage<TCourseMngItem>>(`${C}/page`, {}, callAs(author));
    expect(page.body.data.list.map((c) => c.title)).toEqual(['自己的课程']);
    expect((await t.api.get(`${C}/detail`, { id: theirs.id }, callAs(author))).status).toBe(200);
    expect((await t.api.get(`${C}/detail`, { id: others.id }, callAs(author))).status).toBe(403);
    const modify = await t.api.post(
      `${C}/modify`,
      { ...courseBody, id: others.id },
      callAs(author),
    );
    expect(modify.status).toBe(403);
    const lesson = await t.api.post(`${L}/add`, lessonBody(others.id, '越权'), callAs(author));
    expect(lesson.status).toBe(403);
  });
});
