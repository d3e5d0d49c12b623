import type {
  THandInState,
  TScheduleClassItem,
  TScheduledLesson,
  TScheduledLessonState,
  TScheduleSlot,
} from '@haoduo/contract';
import { shanghaiDateTime } from '../../platform/china-time';
import type { TOccurrence, TSlot } from './calendar';
import type { THandInLookup } from './hand-ins';
import type { TPlacedLesson } from './lesson-source';
import { problemsOf, taughtLessons, type TClassSchedule } from './schedule.service';

/** The schedule as the calls answer it. */

/** Today and the time of day in Asia/Shanghai. */
export interface TClock {
  today: string;
  /** `HH:mm`. */
  time: string;
}

export function clockNow(now: Date = new Date()): TClock {
  const text = shanghaiDateTime(now);
  return { today: text.slice(0, 10), time: text.slice(11, 16) };
}

export function stateOf(occ: { date: string }, clock: TClock): TScheduledLessonState {
  if (occ.date < clock.today) return 'done';
  return occ.date === clock.today ? 'today' : 'upcoming';
}

/** Not yet over: later today, or a later day. */
export function notOver(occ: TOccurrence<unknown>, clock: TClock): boolean {
  return occ.date > clock.today || (occ.date === clock.today && occ.slot.endTime > clock.time);
}

/** Started already: an earlier day, or today after its start. */
export function started(occ: TOccurrence<unknown>, clock: TClock): boolean {
  return occ.date < clock.today || (occ.date === clock.today && occ.slot.startTime <= clock.time);
}

export function presentSlot(slot: TSlot, names: Map<number, string>): TScheduleSlot {
  return {
    id: slot.id,
    weekday: slot.weekday,
    period: slot.period,
    startTime: slot.startTime,
    endTime: slot.endTime,
    teacherAccountId: slot.teacherAccountId,
    teacherName: slot.teacherAccountId === null ? null : (names.get(slot.teacherAccountId) ?? null),
  };
}

const NO_HAND_IN: THandInState = {
  handedInCount: null,
  pupilCount: null,
  handedIn: null,
  workId: null,
};

export function presentOccurrence(
  schedule: TClassSchedule,
  occ: TOccurrence<TPlacedLesson>,
  clock: TClock,
  handIns: THandInLookup | null,
): TScheduledLesson {
  const end = schedule.cls.effectiveEndDate;
  const teacher = occ.slot.teacherAccountId;
  return {
    classId: schedule.cls.id,
    courseClassName: schedule.cls.courseClassName,
    date: occ.date,
    weekday: occ.weekday,
    taughtWeekday: occ.taughtWeekday,
    period: occ.slot.period,
    startTime: occ.slot.startTime,
    endTime: occ.slot.endTime,
    teacherAccountId: teacher,
    teacherName: teacher === null ? null : (schedule.teacherNames.get(teacher) ?? null),
    lesson: occ.lesson,
    state: stateOf(occ, clock),
    adjusted: occ.adjusted,
    pastEndDate: end !== null && occ.date > end,
    handIn: handIns ? handIns.stateOf(schedule.cls.id, occ.lesson?.id ?? null) : NO_HAND_IN,
  };
}

/** The class's next lesson not yet over (a lesson of the course when it has one). */
export function nextOccurrence(
  schedule: TClassSchedule,
  clock: TClock,
): TOccurrence<TPlacedLesson> | null {
  return taughtLessons(schedule).find((occ) => notOver(occ, clock)) ?? null;
}

export function presentClassItem(
  schedule: TClassSchedule,
  clock: TClock,
  handIns: THandInLookup | null,
): TScheduleClassItem {
  const { cls } = schedule;
  const placed = schedule.occurrences.filter((occ) => occ.lesson !== null);
  const next = nextOccurrence(schedule, clock);
  return {
    classId: cls.id,
    courseClassName: cls.courseClassName,
    courseClassStatus: cls.courseClassStatus,
    schoolId: cls.schoolId,
    schoolName: cls.schoolName || null,
    semesterId: cls.semesterId,
    semesterName: cls.semesterName || null,
    effectiveEndDate: cls.effectiveEndDate,
    startDate: schedule.slots[0]?.startDate ?? null,
    mallCourseId: cls.mallCourseId,
    courseTitle: schedule.courseTitle,
    lessonCount: placed.length,
    doneCount: placed.filter((occ) => occ.date < clock.today).length,
    lastLessonDate: placed.at(-1)?.date ?? null,
    slots: schedule.slots.map((slot) => presentSlot(slot, schedule.teacherNames)),
    nextLesson: next ? presentOccurrence(schedule, next, clock, handIns) : null,
    problems: problemsOf(schedule),
  };
}
