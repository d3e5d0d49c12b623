import {
  CourseStatus,
  WorksStatus,
  ZLessonToolLinkInput,
  type TLessonMaterial,
} from '@haoduo/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { courseClasses, courseLessons, courses, works } from '../db/schema';
import type { TDb } from '../platform/db/database';
import { sanitizeRichText } from '../modules/courses';
import { findUserByUsername } from '../modules/identity';
import { findMediaByKey, mediaKeyOf } from '../modules/media';
import { DEMO_COURSES } from './demo-courses';

/**
 * The courses' demo: a picture-book course and an AI-models course of eight lessons each,
 * published, with their tools' prompts and settings; the demo classes follow them
 * (mallCourseId). Covers, examples and materials are pictures of the demo works (loaded before).
 */
export async function seedCourses(db: TDb): Promise<void> {
  const pictures = (
    await db
      .select({ url: works.worksCoverPic })
      .from(works)
      .where(and(eq(works.status, WorksStatus.PUBLISHED), isNotNull(works.worksCoverPic)))
      .orderBy(desc(works.id))
      .limit(12)
  ).map((w) => w.url!);
  const picture = (i: number) => pictures[i % Math.max(pictures.length, 1)] ?? '';
  const admin = await findUserByUsername(db, 'admin');
  const now = new Date();

  for (const [index, { course, classCodes }] of DEMO_COURSES.entries()) {
    const [row] = await db
      .insert(courses)
      .values({
        title: course.title,
        coverUrl: picture(7 + index * 4),
        summary: course.summary,
        gradeMin: course.gradeMin,
        gradeMax: course.gradeMax,
        hours: course.hours,
        introduction: sanitizeRichText(course.introduction),
        tools: course.tools,
        status: CourseStatus.PUBLISHED,
        sortOrder: index,
        publishedAt: now,
        createdBy: admin?.id ?? null,
      })
      .returning({ id: courses.id });
    const materials = await Promise.all(
      course.lessons.map((lesson) => materialsOf(db, picture, lesson.toolLinks[0]?.example)),
    );
    await db.insert(courseLessons).values(
      course.lessons.map((lesson, at) => ({
        courseId: row!.id,
        lessonNo: at + 1,
        title: lesson.title,
        minutes: 40,
        objectives: lesson.objectives,
        steps: lesson.steps,
        materials: materials[at]!,
        teachingNotes: lesson.teachingNotes,
        toolLinks: lesson.toolLinks.map(({ example, ...link }) =>
          ZLessonToolLinkInput.parse({
            ...link,
            exampleImageUrl: example === null ? '' : picture(example),
          }),
        ),
      })),
    );
    await db
      .update(courseClasses)
      .set({ mallCourseId: row!.id })
      .where(inArray(courseClasses.classCode, classCodes));
  }
}

/** A lesson with an example picture offers it as a material too (type and size from storage). */
async function materialsOf(
  db: TDb,
  picture: (i: number) => string,
  example: number | null | undefined,
): Promise<TLessonMaterial[]> {
  const url = example === null || example === undefined ? '' : picture(example);
  const key = mediaKeyOf(url);
  const file = key ? await findMediaByKey(db, key) : null;
  return file ? [{ name: '示范作品', url, mime: file.mime, size: file.size }] : [];
}
