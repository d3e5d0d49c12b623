import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';
import { CourseStatus, LESSON_TOOLS } from './course-constants';
import { ZLessonToolLink } from './lesson-link.schema';

/** What the course and lesson calls answer. */

const ZTool = z.enum(LESSON_TOOLS);
/** CourseStatus: 0 draft, 1 published, 2 offline. */
const ZStatus = z.union([
  z.literal(CourseStatus.DRAFT),
  z.literal(CourseStatus.PUBLISHED),
  z.literal(CourseStatus.OFFLINE),
]);

/** A course as the lists and cards show it. */
export const ZCourseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  summary: z.string(),
  gradeMin: z.number().int(),
  gradeMax: z.number().int(),
  /** 三年级-六年级, or one grade's name. */
  gradeLabel: z.string(),
  hours: z.number().int(),
  tools: z.array(ZTool),
  lessonCount: z.number().int(),
  status: ZStatus,
  sortOrder: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummary>;
export const ZCoursePublicPage = ZPageOf(ZCourseSummary);

/** A lesson in a course's outline. */
export const ZLessonSummary = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  /** 1, 2, 3 ... in the course's order. */
  lessonNo: z.number().int(),
  minutes: z.number().int(),
  objectives: z.array(z.string()),
  /** The tools its links open. */
  tools: z.array(ZTool),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

/** A course with its introduction and lessons (public detail). */
export const ZCourseDetail = ZCourseSummary.extend({
  introduction: z.string(),
  lessons: z.array(ZLessonSummary),
  /** The caller may read the lessons' teaching notes (a teacher of a class following it, staff). */
  teacherView: z.boolean(),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZLessonStep = z.object({
  title: z.string(),
  content: z.string(),
  minutes: z.number().int(),
});
export type TLessonStep = z.infer<typeof ZLessonStep>;

export const ZLessonMaterial = z.object({
  name: z.string(),
  url: z.string(),
  /** From the stored file when it is ours ('' for an outside link). */
  mime: z.string(),
  size: z.number().int(),
});
export type TLessonMaterial = z.infer<typeof ZLessonMaterial>;

/** A lesson's page: objectives, steps, materials, links; notes only for teachers and staff. */
export const ZLesson = ZLessonSummary.extend({
  courseTitle: z.string(),
  steps: z.array(ZLessonStep),
  materials: z.array(ZLessonMaterial),
  toolLinks: z.array(ZLessonToolLink),
  /** null for pupils and visitors (and teachers not teaching a class of the course). */
  teachingNotes: z.string().nullable(),
  prevLessonId: z.number().int().nullable(),
  nextLessonId: z.number().int().nullable(),
});
export type TLesson = z.infer<typeof ZLesson>;

/** What a tool opened with `?lesson=<id>` starts with. */
export const ZLessonToolPreset = z.object({
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  link: ZLessonToolLink,
});
export type TLessonToolPreset = z.infer<typeof ZLessonToolPreset>;

/** A class of the caller that follows a published course. */
export const ZMyClassCourse = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  role: z.enum(['student', 'teacher']),
  course: ZCourseSummary,
});
export type TMyClassCourse = z.infer<typeof ZMyClassCourse>;
export const ZMyClassCourseList = z.array(ZMyClassCourse);

// ---------- back office ----------

export const ZCourseMngItem = ZCourseSummary.extend({
  /** Classes whose mallCourseId is this course. */
  classCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourseMngItem = z.infer<typeof ZCourseMngItem>;
export const ZCourseMngPage = ZPageOf(ZCourseMngItem);

/** A lesson with everything staff write (the editor). */
export const ZLessonFull = ZLessonSummary.extend({
  steps: z.array(ZLessonStep),
  materials: z.array(ZLessonMaterial),
  toolLinks: z.array(ZLessonToolLink),
  teachingNotes: z.string(),
  updatedAt: z.string(),
});
export type TLessonFull = z.infer<typeof ZLessonFull>;

export const ZCourseMngDetail = ZCourseMngItem.extend({
  introduction: z.string(),
  lessons: z.array(ZLessonFull),
});
export type TCourseMngDetail = z.infer<typeof ZCourseMngDetail>;

export const ZLessonOutline = z.array(ZLessonSummary);
