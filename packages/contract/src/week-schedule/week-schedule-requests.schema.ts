import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZDate, ZOptionalId, ZOptionalKeyword } from '../schemas/query-fields';
import { ScheduleLimit } from './week-schedule-constants';
import { WeekScheduleMessages as M } from './week-schedule-messages';

/** Requests of the week schedule, hand-in, latest-lesson and fanbook works calls. */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A day `YYYY-MM-DD`; absent means today (Asia/Shanghai). Any day of the wanted week. */
const ZOptionalDay = z.preprocess(emptyToUndefined, ZDate(M.DATE_INVALID).optional());

/** A required class id (query text coerced); missing or empty asks to choose a class. */
const ZClassId = z.coerce
  .number({ error: M.CLASS_REQUIRED })
  .int(Messages.FIELD_WRONG_TYPE)
  .positive(M.CLASS_REQUIRED)
  .max(Number.MAX_SAFE_INTEGER, Messages.FIELD_TOO_BIG);

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** `HH:mm`, 00:00 to 23:59. */
const ZClock = z
  .string({ error: M.TIME_INVALID })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.TIME_INVALID);

/** One weekly lesson slot of a class: weekday, period, times and the teacher who teaches it. */
export const ZScheduleSlotInput = z
  .object({
    weekday: int(ScheduleLimit.WEEKDAY_MIN, ScheduleLimit.WEEKDAY_MAX, M.WEEKDAY_INVALID),
    period: int(ScheduleLimit.PERIOD_MIN, ScheduleLimit.PERIOD_MAX, M.PERIOD_INVALID),
    startTime: ZClock,
    endTime: ZClock,
    /** A teacher account of the class; null leaves the slot without a teacher (an error class). */
    teacherAccountId: z
      .number({ error: Messages.FIELD_WRONG_TYPE })
      .int(Messages.FIELD_WRONG_TYPE)
      .positive(Messages.FIELD_WRONG_TYPE)
      .nullable()
      .optional(),
  })
  .refine((slot) => slot.startTime < slot.endTime, { message: M.TIME_ORDER, path: ['endTime'] });
export type TScheduleSlotInput = z.infer<typeof ZScheduleSlotInput>;

/**
 * Staff: replace a class's weekly slots (an empty list clears the schedule). `startDate`: the
 * first day its lessons are taught (default: the semester's first day).
 */
export const ZScheduleSaveBody = z.object({
  startDate: z.preprocess(emptyToUndefined, ZDate(M.DATE_INVALID).nullable().optional()),
  classId: z
    .number({ error: M.CLASS_REQUIRED })
    .int(Messages.FIELD_WRONG_TYPE)
    .positive(Messages.FIELD_WRONG_TYPE),
  slots: z
    .array(ZScheduleSlotInput, { error: Messages.FIELD_WRONG_TYPE })
    .max(ScheduleLimit.SLOTS_PER_WEEK_MAX, M.SLOTS_TOO_MANY)
    .refine(
      (slots) => new Set(slots.map((s) => `${s.weekday}-${s.period}`)).size === slots.length,
      M.SLOT_DUPLICATE,
    ),
});
export type TScheduleSaveBody = z.infer<typeof ZScheduleSaveBody>;

export const ZScheduleClassQuery = z.object({ classId: ZClassId });

/** A week (the Monday-to-Sunday week holding `date`), of one class or of all the caller's. */
export const ZScheduleWeekQuery = z.object({
  date: ZOptionalDay,
  classId: ZOptionalId,
});
export type TScheduleWeekQuery = z.infer<typeof ZScheduleWeekQuery>;

/** The caller's classes with their schedules (a semester, default the current one). */
export const ZScheduleMyClassesQuery = z.object({
  platformSemesterId: ZOptionalId,
  schoolId: ZOptionalId,
});

/** Staff: classes with their schedules, in the data scope. */
export const ZScheduleMngClassesQuery = ZPageQuery.extend({
  schoolId: ZOptionalId,
  semesterId: ZOptionalId,
  keyword: ZOptionalKeyword,
  /** `1`: only classes with a schedule problem. */
  errorOnly: z.preprocess(
    emptyToUndefined,
    z.enum(['0', '1', 'true', 'false'], { error: Messages.FIELD_INVALID_VALUE }).optional(),
  ),
});
export type TScheduleMngClassesQuery = z.infer<typeof ZScheduleMngClassesQuery>;

export const ZScheduleErrorStatQuery = z.object({
  schoolId: ZOptionalId,
  semesterId: ZOptionalId,
});

/** A lesson opened in a tool: which of the caller's classes it belongs to. */
export const ZCheckWorksClassQuery = z.object({
  lessonId: ZId,
  classId: ZOptionalId,
});

/** Teachers: each pupil of the class, handed in or not, for one lesson. */
export const ZLessonHandInQuery = z.object({
  classId: ZClassId,
  lessonId: ZId,
});

/** base-service hy/get-latest-lesson: a class's current or next lesson (default: the caller's first class). */
export const ZLatestLessonQuery = z.object({ classId: ZOptionalId });

/** Fanbook works of a class, optionally of one lesson, newest first. */
export const ZFanbookLessonWorksQuery = ZPageQuery.extend({
  classId: ZClassId,
  lessonId: ZOptionalId,
});

/** One pupil's works in a class (pupils: their own; default the caller). */
export const ZFanbookUserWorksQuery = ZPageQuery.extend({
  classId: ZClassId,
  accountId: ZOptionalId,
});

/** A class's lessons of a week with the works handed in for each. */
export const ZFanbookWeekQuery = z.object({
  classId: ZClassId,
  date: ZOptionalDay,
});
