import { z } from 'zod';
import {
  ZHistoryAddBody,
  ZHistoryQuery,
  ZMngWorksQuery,
  ZTimelineQuery,
  ZUserWorksQuery,
} from '../works/works-requests.schema';
import { ZHistoryItem, ZStudentWorksPage, ZTimelinePage } from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'works';

/** The making-of history: the author records prompts and AI results; reviewers read it. */
export const workHistoryEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/history/add',
    tag,
    access: 'learner',
    summary: 'Author: record a prompt, or an AI result used (its file is kept with the work)',
    body: ZHistoryAddBody,
    errors: [404],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/history/list',
    tag,
    access: 'learner',
    summary: "A work's making-of, in order (its author and the author's teachers)",
    query: ZHistoryQuery,
    response: z.array(ZHistoryItem),
    errors: [404],
  }),
  mngList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/mng/history/list',
    tag,
    access: 'staff',
    permission: 'works:history',
    summary: "A work's making-of, in order (back office)",
    query: ZHistoryQuery,
    response: z.array(ZHistoryItem),
    errors: [404],
  }),
};

/**
 * Fanbook works: the works made in fanbook (AI community) classes. The back office lists
 * them and one person's works; a class sees its own timeline.
 */
export const fanbookWorkEndpoints = {
  mngList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/fanbook-works/mng/pageList',
    tag,
    access: 'staff',
    permission: 'fanbook-works:list',
    summary: 'Works of fanbook classes, with the works filters',
    query: ZMngWorksQuery,
    response: ZStudentWorksPage,
  }),
  mngUserWorks: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/fanbook-works/mng/user-works',
    tag,
    access: 'staff',
    permission: 'fanbook-works:user-works',
    summary: "One person's works (by user id), newest first",
    query: ZUserWorksQuery,
    response: ZStudentWorksPage,
  }),
  timeline: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/fanbook-works/custom/timeline',
    tag,
    access: 'learner',
    summary:
      "A class's works, newest first and grouped by day (teachers: all; pupils: their own and classmates' public works)",
    query: ZTimelineQuery,
    response: ZTimelinePage,
  }),
};
