import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';
import { ZAiDrawErrorStudent } from '../ai-workshop/ai-workshop-responses.schema';
import { WORKS_KINDS } from '../works/works-constants';
import { SCHEDULED_LESSON_STATES } from './week-schedule-constants';

/**
 * What the week schedule calls answer. Days are `YYYY-MM-DD` in Asia/Shanghai, clock times
 * `HH:mm`, other times ISO 8601. Weekdays 1-7 are Monday to Sunday.
 */

const int = z.number().int();

/** A lesson of the class's course: its id, title and place (1-based) in the course. */
export const ZScheduleLessonRef = z.object({
  id: int,
  title: z.string(),
  seq: int,
  courseId: int,
});
export type TScheduleLessonRef = z.infer<typeof ZScheduleLessonRef>;

/** A weekly slot of a class's schedule. */
export const ZScheduleSlot = z.object({
  id: int,
  weekday: int,
  period: int,
  startTime: z.string(),
  endTime: z.string(),
  teacherAccountId: int.nullable(),
  teacherName: z.string().nullable(),
});
export type TScheduleSlot = z.infer<typeof ZScheduleSlot>;

/**
 * Hand-in state of a scheduled lesson. Teachers get the counts (pupils of the class who saved a
 * work from the lesson); pupils get their own state and work. The other fields are null.
 */
export const ZHandInState = z.object({
  handedInCount: int.nullable(),
  pupilCount: int.nullable(),
  handedIn: z.boolean().nullable(),
  workId: int.nullable(),
});
export type THandInState = z.infer<typeof ZHandInState>;

/** One lesson on one day: a slot's occurrence, with the course lesson it teaches (if any). */
export const ZScheduledLesson = z.object({
  classId: int,
  courseClassName: z.string(),
  date: z.string(),
  /** The weekday of `date`. */
  weekday: int,
  /** The weekday whose slots are taught: differs from `weekday` on an adjust day. */
  taughtWeekday: int,
  period: int,
  startTime: z.string(),
  endTime: z.string(),
  teacherAccountId: int.nullable(),
  teacherName: z.string().nullable(),
  /** Null when the class follows no course, or the course has fewer lessons than slots. */
  lesson: ZScheduleLessonRef.nullable(),
  state: z.enum(SCHEDULED_LESSON_STATES),
  /** Held on an adjust day (a weekend day taught instead). */
  adjusted: z.boolean(),
  /** After the class's effectiveEndDate. */
  pastEndDate: z.boolean(),
  handIn: ZHandInState,
});
export type TScheduledLesson = z.infer<typeof ZScheduledLesson>;

/** A holiday touching a class or a week: its stop days and its adjust days. */
export const ZScheduleHoliday = z.object({
  id: int,
  name: z.string(),
  startTm: z.string(),
  endTm: z.string(),
  /** 1 classes stop, 2 reminder only. */
  stopType: int,
  /** Adjust days: a (weekend) date that teaches the lessons of `weekday`. */
  holidayAdjusts: z.array(z.object({ date: z.string(), weekday: int })),
});
export type TScheduleHoliday = z.infer<typeof ZScheduleHoliday>;

/** One day of a week view. */
export const ZScheduleWeekDay = z.object({
  date: z.string(),
  weekday: int,
  /** The holiday that stops lessons this day (for the classes shown), or null. */
  holiday: z.object({ id: int, name: z.string() }).nullable(),
  /** On an adjust day: the weekday taught and the holiday it makes up for. */
  adjust: z.object({ weekday: int, holidayName: z.string() }).nullable(),
  lessons: z.array(ZScheduledLesson),
});
export type TScheduleWeekDay = z.infer<typeof ZScheduleWeekDay>;

/** A Monday-to-Sunday week of lessons. */
export const ZScheduleWeek = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  today: z.string(),
  days: z.array(ZScheduleWeekDay),
});
export type TScheduleWeek = z.infer<typeof ZScheduleWeek>;

/** Schedule problems of a class: slots without a teacher, lessons after its end date. */
export const ZScheduleProblems = z.object({
  noTeacherSlots: int,
  pastEndLessons: int,
});

/** A class in the schedule lists (the caller's classes, the back office's page). */
export const ZScheduleClassItem = z.object({
  classId: int,
  courseClassName: z.string(),
  courseClassStatus: int,
  schoolId: int,
  schoolName: z.string().nullable(),
  semesterId: int,
  semesterName: z.string().nullable(),
  effectiveEndDate: z.string().nullable(),
  /** The first day the schedule teaches (null: the semester's first day). */
  startDate: z.string().nullable().optional(),
  mallCourseId: int.nullable(),
  courseTitle: z.string().nullable(),
  /** Lessons of the course placed in the semester. */
  lessonCount: int,
  /** Of them, held before today. */
  doneCount: int,
  lastLessonDate: z.string().nullable(),
  slots: z.array(ZScheduleSlot),
  nextLesson: ZScheduledLesson.nullable(),
  problems: ZScheduleProblems,
});
export type TScheduleClassItem = z.infer<typeof ZScheduleClassItem>;
export const ZScheduleClassPage = ZPageOf(ZScheduleClassItem);

/** A class's whole schedule for its semester. */
export const ZScheduleClassDetail = ZScheduleClassItem.extend({
  /** Every lesson of the semester in order (holidays skipped, adjust days included). */
  lessons: z.array(ZScheduledLesson),
  holidays: z.array(ZScheduleHoliday),
  /** Teachers of the class, to choose a slot's teacher from. */
  teachers: z.array(z.object({ accountId: int, name: z.string() })),
});
export type TScheduleClassDetail = z.infer<typeof ZScheduleClassDetail>;

/** Staff: classes with schedule problems, counted, in the data scope. */
export const ZScheduleErrorStat = z.object({
  scheduledClassCount: int,
  errorClassCount: int,
  noTeacherClassCount: int,
  pastEndClassCount: int,
  /** The error classes (at most 100). */
  classes: z.array(ZScheduleClassItem),
});
export type TScheduleErrorStat = z.infer<typeof ZScheduleErrorStat>;

export const ZPupilRef = z.object({ accountId: int, name: z.string() });

/** A teacher's to-do for the week: lessons held with pupils still to hand in; failed drawings. */
export const ZTodoWarn = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  lessons: z.array(ZScheduledLesson.extend({ missingPupils: z.array(ZPupilRef) })),
  drawErrors: z.array(
    z.object({ classId: int, courseClassName: z.string(), students: z.array(ZAiDrawErrorStudent) }),
  ),
});
export type TTodoWarn = z.infer<typeof ZTodoWarn>;

/** Each pupil of a class for one lesson: handed in (a work saved from the lesson) or not. */
export const ZLessonHandIn = z.object({
  classId: int,
  lesson: ZScheduleLessonRef,
  /** The lesson's day in the class's schedule, when placed. */
  date: z.string().nullable(),
  handedInCount: int,
  pupilCount: int,
  pupils: z.array(
    z.object({
      accountId: int,
      name: z.string(),
      username: z.string().nullable(),
      handedIn: z.boolean(),
      workId: int.nullable(),
      worksName: z.string().nullable(),
      handedInAt: z.string().nullable(),
    }),
  ),
});
export type TLessonHandIn = z.infer<typeof ZLessonHandIn>;

/** The caller's class a lesson belongs to (the class a work from the lesson is saved in). */
export const ZCheckWorksClass = z.object({
  lesson: ZScheduleLessonRef,
  classId: int.nullable(),
  courseClassName: z.string().nullable(),
  date: z.string().nullable(),
  handedIn: z.boolean(),
  workId: int.nullable(),
});
export type TCheckWorksClass = z.infer<typeof ZCheckWorksClass>;

/** hy/get-latest-lesson: the lesson being held now (`current`), or the next one. */
export const ZLatestLesson = ZScheduledLesson.extend({ current: z.boolean() }).nullable();
export type TLatestLesson = z.infer<typeof ZLatestLesson>;

/** A work in the fanbook lesson lists: who made it, and the lesson it was saved from. */
export const ZLessonWorkItem = z.object({
  id: int,
  worksName: z.string(),
  kind: z.enum(WORKS_KINDS),
  type: int,
  worksCoverPic: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  status: int,
  auditStatus: int,
  authorAccountId: int.nullable(),
  /** Teachers see the pupil's name; pupils see their own, and classmates' public names. */
  authorName: z.string(),
  worksClassId: int.nullable(),
  lessonId: int.nullable(),
  lessonTitle: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TLessonWorkItem = z.infer<typeof ZLessonWorkItem>;
export const ZLessonWorkPage = ZPageOf(ZLessonWorkItem);

/** fanbook-works week/schedule: a class's lessons of the week, each with its works. */
export const ZFanbookWeek = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  lessons: z.array(ZScheduledLesson.extend({ works: z.array(ZLessonWorkItem) })),
});
export type TFanbookWeek = z.infer<typeof ZFanbookWeek>;
