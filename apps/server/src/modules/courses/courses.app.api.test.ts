import {
  CourseStatus,
  type TCourseDetail,
  type TCourseSummary,
  type TLesson,
  type TLessonToolPreset,
  type TMyClassCourse,
  type TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followCourse,
  makeCourse,
  NOTES_OF,
  type TMadeCourse,
} from '../../../test/factories/courses';
import {
  callAs,
  makeClass,
  makeStaff,
  makeTeacher,
  type TMadeClass,
} from '../../../test/factories/school';
import { makeRole, makeStaffUser } from '../../../test/factories/staff';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { lessonIsPublished } from './courses.lookups';

const W = '/api/v1/works-service';

describe('courses for visitors, pupils and teachers', () => {
  let t: TTestApp;
  let course: TMadeCourse;
  let draft: TMadeCourse;
  let offline: TMadeCourse;
  let followed: TMadeClass;
  let other: TMadeClass;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    course = await makeCourse(t, { title: '绘本创作入门', gradeMin: 3, gradeMax: 6, lessons: 3 });
    await makeCourse(t, {
      title: 'AI模型训练',
      gradeMin: 5,
      gradeMax: 9,
      tools: ['training-image'],
      sortOrder: 1,
    });
    draft = await makeCourse(t, { title: '草稿课程', status: CourseStatus.DRAFT });
    offline = await makeCourse(t, { title: '下线课程', status: CourseStatus.OFFLINE });
    followed = await makeClass(t);
    other = await makeClass(t);
    await followCourse(t, followed.id, course.id);
  });
  afterAll(async () => t?.close());

  it('lists only published courses to a visitor, by grade, tool and keyword', async () => {
    const all = await t.api.get<TPage<TCourseSummary>>(`${W}/course/app/page`, {});
    expect(all.status).toBe(200);
    expect(all.body.data.list.map((c) => c.title)).toEqual(['绘本创作入门', 'AI模型训练']);
    expect(all.body.data.list[0]).toMatchObject({ lessonCount: 3, gradeLabel: '三年级-六年级' });

    const grade8 = await t.api.get<TPage<TCourseSummary>>(`${W}/course/app/page`, { grade: 8 });
    expect(grade8.body.data.list.map((c) => c.title)).toEqual(['AI模型训练']);
    const tool = await t.api.get<TPage<TCourseSummary>>(`${W}/course/app/page`, {
      tool: 'painting',
    });
    expect(tool.body.data.list.map((c) => c.title)).toEqual(['绘本创作入门']);
    const keyword = await t.api.get<TPage<TCourseSummary>>(`${W}/course/app/page`, {
      keyword: '训练',
      pageSize: 1,
    });
    expect(keyword.body.data).toMatchObject({ total: 1, pageSize: 1 });
  });

  it('refuses bad filters with a Chinese 400', async () => {
    const bad = await t.api.get(`${W}/course/app/page`, { tool: 'hammer' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const grade = await t.api.get(`${W}/course/app/page`, { grade: 17 });
    expect(grade.status).toBe(400);
    expect(grade.body.errors?.[0]?.message).toBe('请选择适用年级');
  });

  it('shows a published course and its lessons, never drafts or offline ones', async () => {
    const detail = await t.api.get<TCourseDetail>(`${W}/course/app/detail`, { id: course.id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.lessons.map((l) => l.lessonNo)).toEqual([1, 2, 3]);
    expect(detail.body.data.teacherView).toBe(false);
    expect(detail.raw.body).not.toContain('教学提示');
    for (const id of [draft.id, offline.id, 999_999]) {
      const hidden = await t.api.get(`${W}/course/app/detail`, { id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('课程不存在或已下线');
    }
    const lesson = await t.api.get(`${W}/course-lesson/app/detail`, { id: draft.lessonIds[0] });
    expect(lesson.status).toBe(404);
    expect(await lessonIsPublished(t.database.db, course.lessonIds[0]!)).toBe(true);
    expect(await lessonIsPublished(t.database.db, draft.lessonIds[0]!)).toBe(false);
  });

  it('never gives teaching notes to a visitor or a pupil, even of the class', async () => {
    const id = course.lessonIds[1]!;
    const visitor = await t.api.get<TLesson>(`${W}/course-lesson/app/detail`, { id });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      teachingNotes: null,
      prevLessonId: course.lessonIds[0],
      nextLessonId: course.lessonIds[2],
      courseTitle: '绘本创作入门',
    });
    expect(visitor.body.data.toolLinks[0]).toMatchObject({
      tool: 'painting',
      path: `/ai/painting?lesson=${id}`,
    });
    const pupil = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id },
      callAs(followed.pupils[0]!),
    );
    expect(pupil.body.data.teachingNotes).toBeNull();
    expect(pupil.raw.body).not.toContain(NOTES_OF(2));
    const pupilCourse = await t.api.get<TCourseDetail>(
      `${W}/course/app/detail`,
      { id: course.id },
      callAs(followed.pupils[0]!),
    );
    expect(pupilCourse.body.data.teacherView).toBe(false);
  });

  it('gives the notes to a teacher of a following class and to staff who may read them', async () => {
    const id = course.lessonIds[0]!;
    const teacher = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id },
      callAs(followed.teachers[0]!),
    );
    expect(teacher.body.data.teachingNotes).toBe(NOTES_OF(1));
    const stranger = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id },
      callAs(other.teachers[0]!),
    );
    expect(stranger.body.data.teachingNotes).toBeNull();
    const loner = await makeTeacher(t, { schoolId: followed.schoolId });
    const lonely = await t.api.get<TLesson>(`${W}/course-lesson/app/detail`, { id }, callAs(loner));
    expect(lonely.body.data.teachingNotes).toBeNull();

    const admin = await makeStaff(t);
    const staff = await t.api.get<TLesson>(`${W}/course-lesson/app/detail`, { id }, callAs(admin));
    expect(staff.body.data.teachingNotes).toBe(NOTES_OF(1));
    const role = await makeRole(t, { permissions: ['course:page'] });
    const clerk = await makeStaffUser(t, { roleIds: [role] });
    const refused = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id },
      callAs(clerk),
    );
    expect(refused.body.data.teachingNotes).toBeNull();
  });

  it("answers the lesson's tool preset for a deep link", async () => {
    const lessonId = course.lessonIds[0]!;
    const preset = await t.api.get<TLessonToolPreset>(`${W}/course-lesson/app/tool-preset`, {
      lessonId,
      tool: 'painting',
    });
    expect(preset.status).toBe(200);
    expect(preset.body.data).toMatchObject({
      lessonId,
      courseId: course.id,
      courseTitle: '绘本创作入门',
      link: {
        tool: 'painting',
        prompt: '一只可爱的小猫1',
        settings: { style: 'crayon' },
        path: `/ai/painting?lesson=${lessonId}`,
      },
    });
    const first = await t.api.get<TLessonToolPreset>(`${W}/course-lesson/app/tool-preset`, {
      lessonId,
    });
    expect(first.body.data.link.tool).toBe('painting');
    const none = await t.api.get(`${W}/course-lesson/app/tool-preset`, { lessonId, tool: 'music' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('该课节没有设置这个AI工具的创作任务');
    const draftPreset = await t.api.get(`${W}/course-lesson/app/tool-preset`, {
      lessonId: draft.lessonIds[0],
    });
    expect(draftPreset.status).toBe(404);
  });

  it("gives a signed-in pupil and teacher their class's course", async () => {
    const anonymous = await t.api.get(`${W}/course/custom/my-class-course`, {});
    expect(anonymous.status).toBe(401);
    const pupil = await t.api.get<TMyClassCourse[]>(
      `${W}/course/custom/my-class-course`,
      {},
      callAs(followed.pupils[0]!),
    );
    expect(pupil.status).toBe(200);
    expect(pupil.body.data).toEqual([
      expect.objectContaining({
        classId: followed.id,
        role: 'student',
        course: expect.objectContaining({ id: course.id, lessonCount: 3 }),
      }),
    ]);
    const teacher = await t.api.get<TMyClassCourse[]>(
      `${W}/course/custom/my-class-course`,
      { classId: followed.id },
      callAs(followed.teachers[0]!),
    );
    expect(teacher.body.data.map((row) => [row.classId, row.role])).toEqual([
      [followed.id, 'teacher'],
    ]);
    const stranger = await t.api.get<TMyClassCourse[]>(
      `${W}/course/custom/my-class-course`,
      { classId: followed.id },
      callAs(other.pupils[0]!),
    );
    expect(stranger.body.data).toEqual([]);
    // A class whose course is taken offline follows nothing visible.
    await followCourse(t, other.id, offline.id);
    const hidden = await t.api.get<TMyClassCourse[]>(
      `${W}/course/custom/my-class-course`,
      {},
      callAs(other.pupils[0]!),
    );
    expect(hidden.body.data).toEqual([]);
    const staff = await t.api.get(
      `${W}/course/custom/my-class-course`,
      {},
      callAs(await makeStaff(t)),
    );
    expect(staff.status).toBe(403);
  });
});
