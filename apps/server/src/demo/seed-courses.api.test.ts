import type {
  TCourseDetail,
  TCourseSummary,
  TLesson,
  TLessonToolPreset,
  TMyClassCourse,
  TPage,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, castOf, type TCast } from '../../test/factories/works';
import { createTestApp, type TTestApp } from '../../test/helpers/test-app';
import { seedCourses } from './seed-courses';

const W = '/api/v1/works-service';

describe('demo courses', () => {
  let t: TTestApp;
  let cast: TCast;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedCourses(tx));
    cast = await castOf(t);
  });
  afterAll(() => t.close());

  it('publish a picture-book course and an AI-models course of eight complete lessons', async () => {
    const page = await t.api.get<TPage<TCourseSummary>>(`${W}/course/app/page`, {});
    expect(page.body.data.list.map((c) => [c.title, c.lessonCount, c.gradeLabel])).toEqual([
      ['AI绘本创作：我的第一本故事书', 8, '三年级-六年级'],
      ['AI模型训练营：教电脑认识世界', 8, '五年级-八年级'],
    ]);
    for (const course of page.body.data.list) {
      const detail = await t.api.get<TCourseDetail>(`${W}/course/app/detail`, { id: course.id });
      expect(detail.body.data.introduction).toContain('<h2>课程简介</h2>');
      for (const outline of detail.body.data.lessons) {
        const lesson = await t.api.get<TLesson>(`${W}/course-lesson/app/detail`, {
          id: outline.id,
        });
        expect(lesson.body.data.objectives.length).toBeGreaterThanOrEqual(3);
        expect(lesson.body.data.steps.length).toBeGreaterThanOrEqual(4);
        expect(lesson.body.data.toolLinks).toHaveLength(1);
        expect(lesson.body.data.teachingNotes).toBeNull();
      }
    }
  });

  it('are followed by the demo classes; their teachers read the notes, pupils never', async () => {
    const mine = await t.api.get<TMyClassCourse[]>(
      `${W}/course/custom/my-class-course`,
      {},
      as(cast.author),
    );
    expect(mine.body.data.map((row) => [row.courseClassName, row.course.title])).toEqual([
      ['三年级AI创作班', 'AI绘本创作：我的第一本故事书'],
      ['初一AI社团', 'AI模型训练营：教电脑认识世界'],
    ]);
    const first = (
      await t.api.get<TCourseDetail>(`${W}/course/app/detail`, { id: mine.body.data[0]!.course.id })
    ).body.data.lessons[0]!;
    const teacher = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id: first.id },
      as(cast.teacher),
    );
    expect(teacher.body.data.teachingNotes).toContain('图文合作讲故事');
    const pupil = await t.api.get<TLesson>(
      `${W}/course-lesson/app/detail`,
      { id: first.id },
      as(cast.author),
    );
    expect(pupil.body.data.teachingNotes).toBeNull();

    const preset = await t.api.get<TLessonToolPreset>(`${W}/course-lesson/app/tool-preset`, {
      lessonId: first.id,
      tool: 'painting',
    });
    expect(preset.body.data.link).toMatchObject({
      tool: 'painting',
      settings: { style: 'cartoon' },
      path: `/ai/painting?lesson=${first.id}`,
    });
    expect(preset.body.data.link.prompt).toContain('小熊');
  });
});
