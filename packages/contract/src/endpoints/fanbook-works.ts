import {
  ZFanbookLessonWorksQuery,
  ZFanbookUserWorksQuery,
  ZFanbookWeekQuery,
} from '../week-schedule/week-schedule-requests.schema';
import { ZFanbookWeek, ZLessonWorkPage } from '../week-schedule/week-schedule-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'fanbook-works';
const custom = '/api/v1/works-service/fanbook-works/custom';

/**
 * Fanbook works by lesson for pupils and teachers: a class's works with the lesson each was
 * saved from (teachers: every pupil's; pupils: their own and classmates' public works).
 */
export const fanbookLessonWorkEndpoints = {
  weekSchedule: defineEndpoint({
    method: 'GET',
    path: `${custom}/week/schedule`,
    tag,
    access: 'learner',
    summary: "A class's lessons of a week, each with the works handed in for it",
    query: ZFanbookWeekQuery,
    response: ZFanbookWeek,
    errors: [404],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${custom}/list`,
    tag,
    access: 'learner',
    summary: "A class's works, newest first, optionally of one lesson, with their lessons",
    query: ZFanbookLessonWorksQuery,
    response: ZLessonWorkPage,
    errors: [404],
  }),
  userWorks: defineEndpoint({
    method: 'GET',
    path: `${custom}/user-works`,
    tag,
    access: 'learner',
    summary:
      "One pupil's works in a class in time order with their lessons (pupils: their own; teachers: a pupil of their class)",
    query: ZFanbookUserWorksQuery,
    response: ZLessonWorkPage,
    errors: [404],
  }),
};
