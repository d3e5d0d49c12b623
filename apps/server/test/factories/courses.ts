import { CourseStatus, type TCourseStatus, type TLessonToolLinkValue } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { courseClasses, courseLessons, courses } from '../../src/db/schema';
import type { TTestApp } from '../helpers/test-app';

/**
 * Courses for tests on an empty database: a course with its lessons in one insert each (a
 * painting link on every lesson, teaching notes that tests look for), and a class following it.
 */
export interface TMadeCourse {
  id: number;
  lessonIds: number[];
}

let sequence = 0;

export const NOTES_OF = (lessonNo: number) => `教学提示${lessonNo}：先示范再让学生创作`;

export async function makeCourse(
  t: TTestApp,
  input: {
    title?: string;
    status?: TCourseStatus;
    lessons?: number;
    gradeMin?: number;
    gradeMax?: number;
    tools?: TLessonToolLinkValue['tool'][];
    createdBy?: number | null;
    sortOrder?: number;
  } = {},
): Promise<TMadeCourse> {
  const db = t.database.db;
  const n = ++sequence;
  const status = input.status ?? CourseStatus.PUBLISHED;
  const [course] = await db
    .insert(courses)
    .values({
      title: input.title ?? `测试课程${n}`,
      coverUrl: '/api/media/test-cover.png',
      summary: '一门测试课程',
      gradeMin: input.gradeMin ?? 3,
      gradeMax: input.gradeMax ?? 6,
      hours: 8,
      introduction: '<p>课程介绍</p>',
      tools: input.tools ?? ['painting'],
      status,
      sortOrder: input.sortOrder ?? 0,
      publishedAt: status === CourseStatus.PUBLISHED ? new Date() : null,
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: courses.id });
  const lessonIds: number[] = [];
  for (let i = 1; i <= (input.lessons ?? 2); i++) {
    const [lesson] = await db
      .insert(courseLessons)
      .values({
        courseId: course!.id,
        lessonNo: i,
        title: `第${i}课`,
        objectives: [`目标${i}`],
        steps: [{ title: '导入', content: '看一看', minutes: 5 }],
        teachingNotes: NOTES_OF(i),
        toolLinks: [
          {
            tool: 'painting',
            title: `画一画${i}`,
            prompt: `一只可爱的小猫${i}`,
            exampleImageUrl: '',
            settings: { style: 'crayon' },
          },
        ],
      })
      .returning({ id: courseLessons.id });
    lessonIds.push(lesson!.id);
  }
  return { id: course!.id, lessonIds };
}

/** The class follows the course (its mallCourseId). */
export async function followCourse(t: TTestApp, classId: number, courseId: number | null) {
  await t.database.db
    .update(courseClasses)
    .set({ mallCourseId: courseId })
    .where(eq(courseClasses.id, classId));
}
