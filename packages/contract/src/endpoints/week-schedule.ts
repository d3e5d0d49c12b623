import { z } from 'zod';
import {
  ZCheckWorksClassQuery,
  ZLatestLessonQuery,
  ZLessonHandInQuery,
  ZScheduleClassQuery,
  ZScheduleErrorStatQuery,
  ZScheduleMngClassesQuery,
  ZScheduleMyClassesQuery,
  ZScheduleSaveBody,
  ZScheduleWeekQuery,
} from '../week-schedule/week-schedule-requests.schema';
import {
  ZCheckWorksClass,
  ZLatestLesson,
  ZLessonHandIn,
  ZScheduleClassDetail,
  ZScheduleClassItem,
  ZScheduleClassPage,
  ZScheduleErrorStat,
  ZScheduleWeek,
  ZTodoWarn,
} from '../week-schedule/week-schedule-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'week-schedule';
const custom = '/api/v1/works-service/school-class-week-schedule/custom';
const mng = '/api/v1/works-service/school-class-week-schedule/mng';

/**
 * The school class week schedule for pupils and teachers: a class's weekly slots teach its
 * course's lessons in order through the semester (holidays skipped, adjust days taught).
 */
export const weekScheduleEndpoints = {
  classList: defineEndpoint({
    method: 'GET',
    path: `${custom}/class-list`,
    tag,
    access: 'learner',
    summary:
      "The caller's classes of a semester (default current) with their slots and next lesson (pupils: their classes; teachers: those they teach)",
    query: ZScheduleMyClassesQuery,
    response: z.array(ZScheduleClassItem),
  }),
  classDetail: defineEndpoint({
    method: 'GET',
    path: `${custom}/class-detail`,
    tag,
    access: 'learner',
    summary: "A class's schedule for its semester: slots, every lesson's day, holidays",
    query: ZScheduleClassQuery,
    response: ZScheduleClassDetail,
    errors: [404],
  }),
  worksWeekSchedule: defineEndpoint({
    method: 'GET',
    path: `${custom}/works-week-schedule`,
    tag,
    access: 'learner',
    summary:
      "A week (Monday to Sunday, holding `date`) of the caller's classes' lessons with hand-in state, holidays and adjust days",
    query: ZScheduleWeekQuery,
    response: ZScheduleWeek,
    errors: [404],
  }),
  todoWarn: defineEndpoint({
    method: 'GET',
    path: `${custom}/todo-warn`,
    tag,
    access: 'teacher',
    summary:
      "A teacher's to-do of the week: lessons up to today whose pupils have not handed in a work, pupils whose drawings failed",
    query: ZScheduleWeekQuery,
    response: ZTodoWarn,
  }),
  checkWorksClass: defineEndpoint({
    method: 'GET',
    path: `${custom}/check-works-class`,
    tag,
    access: 'learner',
    summary:
      "For a lesson opened in a tool: the caller's class whose schedule holds it (a work saved from it goes there) and the caller's hand-in",
    query: ZCheckWorksClassQuery,
    response: ZCheckWorksClass,
    errors: [404],
  }),
  lessonHandIn: defineEndpoint({
    method: 'GET',
    path: `${custom}/lesson-hand-in`,
    tag,
    access: 'teacher',
    summary: 'Teachers: each pupil of the class for one lesson, handed in or not (with the work)',
    query: ZLessonHandInQuery,
    response: ZLessonHandIn,
    errors: [404],
  }),
};

/** The week schedules in the back office: classes in the data scope, their slots, problems. */
export const weekScheduleMngEndpoints = {
  classList: defineEndpoint({
    method: 'GET',
    path: `${mng}/class-list`,
    tag,
    access: 'staff',
    permission: 'week-schedule:class-list',
    summary: 'Classes with their schedules (slots, lessons placed, problems), in the data scope',
    query: ZScheduleMngClassesQuery,
    response: ZScheduleClassPage,
  }),
  classDetail: defineEndpoint({
    method: 'GET',
    path: `${mng}/class-detail`,
    tag,
    access: 'staff',
    permission: 'week-schedule:class-detail',
    summary: "A class's schedule for its semester, with its teachers to choose from",
    query: ZScheduleClassQuery,
    response: ZScheduleClassDetail,
    errors: [404],
  }),
  errorClassStat: defineEndpoint({
    method: 'GET',
    path: `${mng}/error-class-stat`,
    tag,
    access: 'staff',
    permission: 'week-schedule:error-class-stat',
    summary:
      "Classes whose schedule has slots without a teacher or lessons after the class's effectiveEndDate",
    query: ZScheduleErrorStatQuery,
    response: ZScheduleErrorStat,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${mng}/save`,
    tag,
    access: 'staff',
    permission: 'week-schedule:save',
    summary:
      "Replace a class's weekly slots (weekday, period, times, teacher); answers the schedule",
    body: ZScheduleSaveBody,
    response: ZScheduleClassDetail,
    errors: [404],
  }),
};

/** base-service hy: a class's current or next lesson. */
export const latestLessonEndpoints = {
  getLatestLesson: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-service/hy/get-latest-lesson',
    tag,
    access: 'learner',
    summary:
      "A class's lesson being held now, or its next one (default: the caller's first class with a schedule); null when none",
    query: ZLatestLessonQuery,
    response: ZLatestLesson,
    errors: [404],
  }),
};
