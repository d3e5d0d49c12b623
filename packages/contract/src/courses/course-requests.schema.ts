import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { GRADES } from '../constants/grades-and-id-cards';
import { Messages } from '../messages/messages';
import { CourseMessages as M } from '../messages/course-messages';
import { ZSortFields } from '../back-office/list-query';
import { ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { COURSE_STATUSES, CourseLimit as L, LESSON_TOOLS } from './course-constants';
import { ZCourseLink, ZLessonToolLinks } from './lesson-link.schema';

/** Requests of the courses and lessons: the back office's forms and the lists' filters. */

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

const ZText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, Messages.FIELD_TOO_LONG);
const ZOptionalText = (max: number) =>
  z
    .string({ error: Messages.FIELD_WRONG_TYPE })
    .trim()
    .max(max, Messages.FIELD_TOO_LONG)
    .default('');

const ZGrade = z.coerce
  .number({ error: M.GRADE_REQUIRED })
  .int(M.GRADE_REQUIRED)
  .refine((grade) => GRADES.includes(grade), M.GRADE_REQUIRED);

export const ZLessonTool = z.enum(LESSON_TOOLS, { error: M.TOOL_INVALID });

const courseFields = {
  title: ZText(M.TITLE_REQUIRED, L.TITLE_MAX),
  /** The cover: a file uploaded through the back office's media upload (/api/media/...). */
  coverUrl: z.string({ error: M.COVER_REQUIRED }).trim().min(1, M.COVER_REQUIRED).pipe(ZCourseLink),
  /** One line for the course cards. */
  summary: ZOptionalText(L.SUMMARY_MAX),
  gradeMin: ZGrade,
  gradeMax: ZGrade,
  hours: z.coerce
    .number({ error: M.HOURS_INVALID })
    .int(M.HOURS_INVALID)
    .min(L.HOURS_MIN, M.HOURS_INVALID)
    .max(L.HOURS_MAX, M.HOURS_INVALID),
  /** Rich text (HTML); the server keeps only allowed tags and attributes (no scripts, no handlers). */
  introduction: z
    .string({ error: Messages.FIELD_WRONG_TYPE })
    .max(L.INTRODUCTION_MAX, M.INTRODUCTION_TOO_LONG)
    .default(''),
  /** The AI tools the course uses (the course list's tool filter). */
  tools: z
    .array(ZLessonTool, { error: M.TOOLS_REQUIRED })
    .min(1, M.TOOLS_REQUIRED)
    .max(LESSON_TOOLS.length, M.TOOLS_DUPLICATE)
    .refine((tools) => new Set(tools).size === tools.length, M.TOOLS_DUPLICATE),
  /** Smaller first in the lists. */
  sortOrder: z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(0, Messages.FIELD_TOO_SMALL)
    .max(L.SORT_MAX, Messages.FIELD_TOO_BIG)
    .default(0),
};

function checkGrades(value: { gradeMin?: number; gradeMax?: number }, ctx: z.RefinementCtx) {
  if (value.gradeMin !== undefined && value.gradeMax !== undefined) {
    if (value.gradeMax < value.gradeMin) {
      ctx.addIssue({ code: 'custom', path: ['gradeMax'], message: M.GRADE_RANGE_INVALID });
    }
  }
}

export const ZCourseAddBody = z.object(courseFields).superRefine(checkGrades);
export type TCourseAddBody = z.input<typeof ZCourseAddBody>;
export type TCourseValues = z.output<typeof ZCourseAddBody>;

export const ZCourseModifyBody = z.object({ id: ZId, ...courseFields }).superRefine(checkGrades);
export type TCourseModifyBody = z.input<typeof ZCourseModifyBody>;

export const ZCourseIdBody = z.object({ id: ZId });
export const ZCourseIdQuery = z.object({ id: ZId });

const ZGradeFilter = z.preprocess(empty, ZGrade.optional());
const ZToolFilter = z.preprocess(empty, ZLessonTool.optional());

/** Public list: published courses for a grade (within the range) and a tool. */
export const ZCoursePublicPageQuery = ZPageQuery.extend({
  grade: ZGradeFilter,
  tool: ZToolFilter,
  keyword: ZOptionalKeyword,
});
export type TCoursePublicPageQuery = z.input<typeof ZCoursePublicPageQuery>;

/** Back office list (and its export): title, status, grade, tool. */
export const ZCourseMngPageQuery = ZPageQuery.extend({
  title: ZOptionalKeyword,
  status: z.preprocess(
    empty,
    z.coerce
      .number({ error: Messages.FIELD_INVALID_VALUE })
      .refine((s) => (COURSE_STATUSES as number[]).includes(s), Messages.FIELD_INVALID_VALUE)
      .optional(),
  ),
  grade: ZGradeFilter,
  tool: ZToolFilter,
}).extend(ZSortFields(['sortOrder', 'createdAt', 'updatedAt']).shape);
export type TCourseMngPageQuery = z.input<typeof ZCourseMngPageQuery>;

/** A signed-in pupil's or teacher's classes that follow a course (optionally one class). */
export const ZMyClassCourseQuery = z.object({ classId: ZOptionalId });

// ---------- lessons ----------

const ZStep = z.object({
  title: ZText(M.STEP_TITLE_REQUIRED, L.STEP_TITLE_MAX),
  content: ZOptionalText(L.STEP_CONTENT_MAX),
  /** Minutes the step takes in class (0: not said). */
  minutes: z.coerce.number().int().min(0).max(L.LESSON_MINUTES_MAX).default(0),
});

/** A file of the lesson (worksheet, slides, sample): uploaded through the media upload. */
const ZMaterial = z.object({
  name: ZText(M.MATERIAL_NAME_REQUIRED, L.MATERIAL_NAME_MAX),
  url: ZCourseLink,
});

const lessonFields = {
  title: ZText(M.LESSON_TITLE_REQUIRED, L.LESSON_TITLE_MAX),
  minutes: z.coerce
    .number({ error: M.LESSON_MINUTES_INVALID })
    .int(M.LESSON_MINUTES_INVALID)
    .min(L.LESSON_MINUTES_MIN, M.LESSON_MINUTES_INVALID)
    .max(L.LESSON_MINUTES_MAX, M.LESSON_MINUTES_INVALID)
    .default(L.LESSON_MINUTES_DEFAULT),
  objectives: z
    .array(ZText(M.OBJECTIVE_REQUIRED, L.OBJECTIVE_MAX), { error: M.OBJECTIVE_REQUIRED })
    .max(L.OBJECTIVES_MAX, M.OBJECTIVES_TOO_MANY)
    .default([]),
  steps: z
    .array(ZStep, { error: Messages.FIELD_WRONG_TYPE })
    .max(L.STEPS_MAX, M.STEPS_TOO_MANY)
    .default([]),
  materials: z
    .array(ZMaterial, { error: Messages.FIELD_WRONG_TYPE })
    .max(L.MATERIALS_MAX, M.MATERIALS_TOO_MANY)
    .default([]),
  /** For teachers and staff only, never sent to pupils or visitors: plain text, or the editor's HTML (sanitised like the introduction). */
  teachingNotes: ZOptionalText(L.TEACHING_NOTES_MAX),
  toolLinks: ZLessonToolLinks,
};

export const ZLessonAddBody = z.object({ courseId: ZId, ...lessonFields });
export type TLessonAddBody = z.input<typeof ZLessonAddBody>;
export type TLessonValues = Omit<z.output<typeof ZLessonAddBody>, 'courseId'>;

export const ZLessonModifyBody = z.object({ id: ZId, ...lessonFields });
export type TLessonModifyBody = z.input<typeof ZLessonModifyBody>;

export const ZLessonIdBody = z.object({ id: ZId });
export const ZLessonIdQuery = z.object({ id: ZId });

/** Every lesson of the course, in the new order. */
export const ZLessonReorderBody = z.object({
  courseId: ZId,
  lessonIds: z
    .array(ZId, { error: M.LESSON_IDS_MISMATCH })
    .min(1, M.LESSON_IDS_MISMATCH)
    .max(L.LESSONS_MAX, M.LESSON_IDS_MISMATCH),
});
export type TLessonReorderBody = z.input<typeof ZLessonReorderBody>;

/** The preset of a lesson's tool link (`/ai/painting?lesson=12`): the tool, or the first link. */
export const ZLessonToolPresetQuery = z.object({
  lessonId: ZId,
  tool: ZToolFilter,
});
export type TLessonToolPresetQuery = z.input<typeof ZLessonToolPresetQuery>;
