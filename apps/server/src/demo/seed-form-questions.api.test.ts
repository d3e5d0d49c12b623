import type { TLessonQuiz, TPupilQuizSummary, TQuizResult } from '@haoduo/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessons, courses } from '../db/schema';
import { as, castOf, type TCast } from '../../test/factories/works';
import { createTestApp, type TTestApp } from '../../test/helpers/test-app';
import { seedCourses } from './seed-courses';
import { seedFormQuestions } from './seed-form-questions';

const C = '/api/v1/works-service/form-question/custom';

describe('demo lesson quizzes', () => {
  let t: TTestApp;
  let cast: TCast;
  let lessons: { id: number; title: string; courseTitle: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction(async (tx) => {
      await seedCourses(tx);
      await seedFormQuestions(tx);
    });
    cast = await castOf(t);
    lessons = await t.database.db
      .select({ id: courseLessons.id, title: courseLessons.title, courseTitle: courses.title })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .orderBy(asc(courses.sortOrder), asc(courseLessons.lessonNo));
  });
  afterAll(() => t.close());

  it('give every lesson of the two courses a quiz (pictures need the demo works), answers hidden', async () => {
    expect(lessons).toHaveLength(16);
    for (const lesson of lessons) {
      const quiz = await t.api.get<TLessonQuiz>(
        `${C}/lesson-quiz`,
        { lessonId: lesson.id },
        as(cast.pupil),
      );
      expect(quiz.body.data.questions.length, lesson.title).toBeGreaterThanOrEqual(2);
      expect(quiz.raw.body).not.toContain('"explanation"');
    }
  });

  it('keep a few pupils’ answers: a result and a teacher’s summary', async () => {
    const result = await t.api.get<TQuizResult>(
      `${C}/result`,
      { lessonId: lessons[0]!.id },
      as(cast.author),
    );
    expect(result.body.data).toMatchObject({ total: 3, answeredCount: 3, finished: true });
    const summary = await t.api.get<TPupilQuizSummary>(
      `${C}/student-summary`,
      { studentId: cast.author.accountId! },
      as(cast.teacher),
    );
    expect(summary.status).toBe(200);
    expect(summary.body.data.answeredCount).toBeGreaterThanOrEqual(3);
    expect(summary.body.data.knowledgePoints.length).toBeGreaterThan(0);
  });
});
