import { z } from 'zod';
import { ZFileTask } from '../back-office/file-tasks.schema';
import {
  ZFormQuestion,
  ZFormQuestionAddBody,
  ZFormQuestionFilter,
  ZFormQuestionIdBody,
  ZFormQuestionIdQuery,
  ZFormQuestionModifyBody,
  ZFormQuestionPageQuery,
} from '../form-questions/form-question.schema';
import { ZPageOf } from '../schemas/envelope';
import { defineEndpoint } from './endpoint';

const tag = 'form-questions';
const P = '/api/v1/works-service/form-question/mng';
/** The spec's second prefix (without the service). */
const A = '/api/v1/form-question/mng';

/** The form question repository in the back office (questions of the lessons' quizzes). */
export const formQuestionEndpoints = {
  pageList: defineEndpoint({
    method: 'GET',
    path: `${P}/page-list`,
    aliases: [`${A}/page-list`],
    tag,
    access: 'staff',
    permission: 'form-question:page',
    summary: 'Questions by type, grade, knowledge point, keyword and status (paged)',
    query: ZFormQuestionPageQuery,
    response: ZPageOf(ZFormQuestion),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${P}/export`,
    aliases: [`${A}/export`],
    tag,
    access: 'signed-in',
    permission: 'form-question:export',
    summary:
      'Start an xlsx export of the questions (same filters as the list); answers the file task',
    query: ZFormQuestionFilter,
    response: ZFileTask,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: `${P}/add`,
    aliases: [`${A}/add`],
    tag,
    access: 'staff',
    permission: 'form-question:add',
    summary: 'Add a question (single or multiple choice, true or false, fill in, picture to judge)',
    body: ZFormQuestionAddBody,
    response: ZFormQuestion,
  }),
  modify: defineEndpoint({
    method: 'POST',
    path: `${P}/modify`,
    aliases: [`${A}/modify`],
    tag,
    access: 'staff',
    permission: 'form-question:modify',
    summary: 'Change a question (pupils’ earlier answers keep their grading)',
    body: ZFormQuestionModifyBody,
    response: ZFormQuestion,
    errors: [404],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${P}/detail`,
    aliases: [`${A}/detail`],
    tag,
    access: 'staff',
    permission: 'form-question:detail',
    summary: 'One question with its answer and explanation',
    query: ZFormQuestionIdQuery,
    response: ZFormQuestion,
    errors: [404],
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: `${P}/enable`,
    aliases: [`${A}/enable`],
    tag,
    access: 'staff',
    permission: 'form-question:enable',
    summary: 'Enable a question (pupils see it in the quizzes that use it)',
    body: ZFormQuestionIdBody,
    response: z.null(),
    errors: [404],
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: `${P}/disable`,
    aliases: [`${A}/disable`],
    tag,
    access: 'staff',
    permission: 'form-question:disable',
    summary: 'Disable a question (left out of the quizzes, answers kept)',
    body: ZFormQuestionIdBody,
    response: z.null(),
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${P}/delete`,
    aliases: [`${A}/delete`],
    tag,
    access: 'staff',
    permission: 'form-question:delete',
    summary: 'Delete a question that no lesson quiz uses (pupils’ answers are kept)',
    body: ZFormQuestionIdBody,
    response: z.null(),
    errors: [404, 409],
  }),
};
