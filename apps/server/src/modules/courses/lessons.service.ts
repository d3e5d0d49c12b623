import {
  CourseLimit,
  CourseMessages as M,
  CourseStatus,
  type TLessonFull,
  type TLessonMaterial,
  type TLessonSummary,
  type TLessonValues,
} from '@haoduo/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { courseLessons, courses } from '../../db/schema';
import type { TStaffAccess } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { findMediaByKey, mediaKeyOf } from '../media';
import { presentLessonFull, presentLessonSummary } from './courses.presenter';
import { findLesson, lessonsOfCourse, type TLessonRow } from './courses.queries';
import { loadCourseFor, type TChangeNote } from './courses.service';
import { forgetKeptCourses } from './courses.kept';
import { sanitizeNotes } from './rich-text';

/** Lesson writes of the back office; the course's row is locked while its lessons change. */

/** Materials as kept: the stored file's type and size (our files must exist). */
async function resolveMaterials(
  db: TDb,
  materials: TLessonValues['materials'],
): Promise<TLessonMaterial[]> {
  const resolved: TLessonMaterial[] = [];
  for (const [index, material] of materials.entries()) {
    const key = mediaKeyOf(material.url);
    if (key === null) {
      resolved.push({ name: material.name, url: material.url, mime: '', size: 0 });
      continue;
    }
    const file = await findMediaByKey(db, key);
    if (!file) {
      throw badRequest(M.MATERIAL_NOT_FOUND, [
        { field: `materials.${index}.url`, message: M.MATERIAL_NOT_FOUND },
      ]);
    }
    resolved.push({ name: material.name, url: material.url, mime: file.mime, size: file.size });
  }
  return resolved;
}

async function valuesOf(db: TDb, values: TLessonValues) {
  return {
    title: values.title,
    minutes: values.minutes,
    objectives: values.objectives,
    steps: values.steps,
    materials: await resolveMaterials(db, values.materials),
    teachingNotes: sanitizeNotes(values.teachingNotes),
    toolLinks: values.toolLinks,
  };
}

/** Lock the course's row so concurrent lesson writes number lessons one after another. */
async function lockCourse(db: TDb, courseId: number): Promise<void> {
  await db.execute(sql`select id from ${courses} where ${courses.id} = ${courseId} for update`);
}

async function touchCourse(db: TDb, courseId: number): Promise<void> {
  await db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
}

/** A lesson whose course is in the caller's scope, or 404/403. */
async function loadLessonFor(db: TDb, access: TStaffAccess, id: number): Promise<TLessonRow> {
  const lesson = await findLesson(db, id);
  if (!lesson) throw notFound(M.LESSON_NOT_FOUND);
  await loadCourseFor(db, access, lesson.courseId);
  return lesson;
}

export async function lessonMngDetail(
  db: TDb,
  access: TStaffAccess,
  id: number,
): Promise<TLessonFull> {
  return presentLessonFull(await loadLessonFor(db, access, id));
}

/** Add a lesson at the end of its course. */
export async function addLesson(
  db: TDb,
  access: TStaffAccess,
  input: TLessonValues & { courseId: number },
  note: TChangeNote,
): Promise<TLessonFull> {
  const values = await valuesOf(db, input);
  const row = await db.transaction(async (tx) => {
    await loadCourseFor(tx, access, input.courseId);
    await lockCourse(tx, input.courseId);
    const existing = await lessonsOfCourse(tx, input.courseId);
    if (existing.length >= CourseLimit.LESSONS_MAX) throw conflict(M.LESSONS_TOO_MANY);
    const lessonNo = (existing.at(-1)?.lessonNo ?? 0) + 1;
    const [created] = await tx
      .insert(courseLessons)
      .values({ ...values, courseId: input.courseId, lessonNo })
      .returning();
    await touchCourse(tx, input.courseId);
    await note(tx, { targetType: 'course_lesson', targetId: created!.id, after: created! });
    return created!;
  });
  forgetKeptCourses(db);
  return presentLessonFull(row);
}

export async function modifyLesson(
  db: TDb,
  access: TStaffAccess,
  input: TLessonValues & { id: number },
  note: TChangeNote,
): Promise<TLessonFull> {
  const values = await valuesOf(db, input);
  const row = await db.transaction(async (tx) => {
    const before = await loadLessonFor(tx, access, input.id);
    const [after] = await tx
      .update(courseLessons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(courseLessons.id, input.id))
      .returning();
    await touchCourse(tx, before.courseId);
    await note(tx, { targetType: 'course_lesson', targetId: input.id, before, after: after! });
    return after!;
  });
  forgetKeptCourses(db);
  return presentLessonFull(row);
}

/** Delete a lesson of a course that is not published; the later ones move up. */
export async function deleteLesson(
  db: TDb,
  access: TStaffAccess,
  id: number,
  note: TChangeNote,
): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await loadLessonFor(tx, access, id);
    const course = await loadCourseFor(tx, access, before.courseId);
    if (course.status === CourseStatus.PUBLISHED) throw conflict(M.LESSON_OF_PUBLISHED);
    await lockCourse(tx, course.id);
    await tx.delete(courseLessons).where(eq(courseLessons.id, id));
    await tx
      .update(courseLessons)
      .set({ lessonNo: sql`${courseLessons.lessonNo} - 1` })
      .where(
        and(eq(courseLessons.courseId, course.id), gt(courseLessons.lessonNo, before.lessonNo)),
      );
    await touchCourse(tx, course.id);
    await note(tx, { targetType: 'course_lesson', targetId: id, before });
  });
  forgetKeptCourses(db);
  return null;
}

/** Put every lesson of the course in the order given (each id once). */
export async function reorderLessons(
  db: TDb,
  access: TStaffAccess,
  input: { courseId: number; lessonIds: number[] },
  note: TChangeNote,
): Promise<TLessonSummary[]> {
  const rows = await db.transaction(async (tx) => {
    await loadCourseFor(tx, access, input.courseId);
    await lockCourse(tx, input.courseId);
    const lessons = await lessonsOfCourse(tx, input.courseId);
    const given = new Set(input.lessonIds);
    const same =
      given.size === input.lessonIds.length &&
      lessons.length === given.size &&
      lessons.every((lesson) => given.has(lesson.id));
    if (!same) {
      throw badRequest(M.LESSON_IDS_MISMATCH, [
        { field: 'lessonIds', message: M.LESSON_IDS_MISMATCH },
      ]);
    }
    for (const [index, lessonId] of input.lessonIds.entries()) {
      await tx
        .update(courseLessons)
        .set({ lessonNo: index + 1 })
        .where(eq(courseLessons.id, lessonId));
    }
    await touchCourse(tx, input.courseId);
    await note(tx, {
      targetType: 'course',
      targetId: input.courseId,
      before: { lessonIds: lessons.map((lesson) => lesson.id) },
      after: { lessonIds: input.lessonIds },
    });
    return lessonsOfCourse(tx, input.courseId);
  });
  forgetKeptCourses(db);
  return rows.map(presentLessonSummary);
}
