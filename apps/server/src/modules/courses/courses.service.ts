import {
  CourseMessages as M,
  CourseStatus,
  type TCourseMngDetail,
  type TCourseMngItem,
  type TCourseStatus,
  type TCourseValues,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import type { TChange } from '../../platform/audit/audit';
import type { TStaffAccess } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { classCountsOfCourses } from '../classes';
import { assertCourseInScope } from './courses.policy';
import { presentCourseMngItem, presentLessonFull } from './courses.presenter';
import { findCourse, lessonCounts, lessonsOfCourse, type TCourseRow } from './courses.queries';
import { forgetKeptCourses } from './courses.kept';
import { sanitizeRichText } from './rich-text';

/** Course writes of the back office; each with its audit entry, in one transaction. */

/** Records a back-office write (the route's audit log, inside the write's transaction). */
export type TChangeNote = (db: TDb, change: TChange) => Promise<void>;

const auditRow = ({ introduction: _i, ...row }: TCourseRow) => ({
  ...row,
  introductionLength: _i.length,
});

/** A course in the caller's scope, or 404/403. */
export async function loadCourseFor(
  db: TDb,
  access: TStaffAccess,
  id: number,
): Promise<TCourseRow> {
  const row = await findCourse(db, id);
  if (!row) throw notFound(M.COURSE_NOT_FOUND);
  assertCourseInScope(access, row);
  return row;
}

export async function courseMngItem(db: TDb, row: TCourseRow): Promise<TCourseMngItem> {
  const [lessons, classes] = await Promise.all([
    lessonCounts(db, [row.id]),
    classCountsOfCourses(db, [row.id]),
  ]);
  return presentCourseMngItem(row, lessons.get(row.id) ?? 0, classes.get(row.id) ?? 0);
}

export async function courseMngDetail(db: TDb, row: TCourseRow): Promise<TCourseMngDetail> {
  const [lessons, classes] = await Promise.all([
    lessonsOfCourse(db, row.id),
    classCountsOfCourses(db, [row.id]),
  ]);
  return {
    ...presentCourseMngItem(row, lessons.length, classes.get(row.id) ?? 0),
    introduction: row.introduction,
    lessons: lessons.map(presentLessonFull),
  };
}

const valuesOf = (values: TCourseValues) => ({
  title: values.title,
  coverUrl: values.coverUrl,
  summary: values.summary,
  gradeMin: values.gradeMin,
  gradeMax: values.gradeMax,
  hours: values.hours,
  introduction: sanitizeRichText(values.introduction),
  tools: values.tools,
  sortOrder: values.sortOrder,
});

export async function addCourse(
  db: TDb,
  userId: number,
  values: TCourseValues,
  note: TChangeNote,
): Promise<TCourseMngDetail> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({ ...valuesOf(values), status: CourseStatus.DRAFT, createdBy: userId })
      .returning();
    await note(tx, { targetType: 'course', targetId: created!.id, after: auditRow(created!) });
    return created!;
  });
  forgetKeptCourses(db);
  return courseMngDetail(db, row);
}

export async function modifyCourse(
  db: TDb,
  access: TStaffAccess,
  values: TCourseValues & { id: number },
  note: TChangeNote,
): Promise<TCourseMngDetail> {
  const row = await db.transaction(async (tx) => {
    const before = await loadCourseFor(tx, access, values.id);
    const [after] = await tx
      .update(courses)
      .set({ ...valuesOf(values), updatedAt: new Date() })
      .where(eq(courses.id, values.id))
      .returning();
    await note(tx, {
      targetType: 'course',
      targetId: values.id,
      before: auditRow(before),
      after: auditRow(after!),
    });
    return after!;
  });
  forgetKeptCourses(db);
  return courseMngDetail(db, row);
}

/** Publish (needs a lesson) or take offline (only a published course). */
export async function setCourseStatus(
  db: TDb,
  access: TStaffAccess,
  id: number,
  status: TCourseStatus,
  note: TChangeNote,
): Promise<TCourseMngItem> {
  const row = await db.transaction(async (tx) => {
    const before = await loadCourseFor(tx, access, id);
    if (status === CourseStatus.PUBLISHED) {
      if (before.status === CourseStatus.PUBLISHED) throw conflict(M.ALREADY_PUBLISHED);
      const counts = await lessonCounts(tx, [id]);
      if ((counts.get(id) ?? 0) === 0) throw conflict(M.PUBLISH_NEEDS_LESSONS);
    } else if (before.status !== CourseStatus.PUBLISHED) {
      throw conflict(M.NOT_PUBLISHED);
    }
    const now = new Date();
    const [after] = await tx
      .update(courses)
      .set({
        status,
        updatedAt: now,
        ...(status === CourseStatus.PUBLISHED ? { publishedAt: now } : {}),
      })
      .where(eq(courses.id, id))
      .returning();
    await note(tx, {
      targetType: 'course',
      targetId: id,
      before: { status: before.status },
      after: { status: after!.status },
    });
    return after!;
  });
  forgetKeptCourses(db);
  return courseMngItem(db, row);
}

/** Delete a draft course; its lessons go with it (cascade). */
export async function deleteDraftCourse(
  db: TDb,
  access: TStaffAccess,
  id: number,
  note: TChangeNote,
): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await loadCourseFor(tx, access, id);
    if (before.status !== CourseStatus.DRAFT) throw conflict(M.DELETE_ONLY_DRAFT);
    const followers = await classCountsOfCourses(tx, [id]);
    if ((followers.get(id) ?? 0) > 0) throw conflict(M.DELETE_FOLLOWED);
    await tx.delete(courses).where(eq(courses.id, id));
    await note(tx, { targetType: 'course', targetId: id, before: auditRow(before) });
  });
  forgetKeptCourses(db);
  return null;
}
