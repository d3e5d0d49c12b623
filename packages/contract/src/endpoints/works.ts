import { z } from 'zod';
import {
  ZAuditBody,
  ZAuditRevokeBody,
  ZMyWorksQuery,
  ZRecommendWorksQuery,
  ZStudentWorksExportQuery,
  ZStudentWorksQuery,
  ZUpdateStatusBody,
  ZWorksAgent,
  ZWorksAgentProgram,
  ZWorksIdBody,
  ZWorksIdQuery,
  ZWorksIndexQuery,
  ZWorksLikeBody,
  ZWorksLikeQuery,
  ZWorksSinglePicture,
  ZWorksV1,
  ZWorksV2,
  ZWorksV3,
  ZWorksVideo,
} from '../works/works-requests.schema';
import {
  ZAgentProgramDetail,
  ZLikeResult,
  ZMyWorksPage,
  ZPopularityStat,
  ZPrintableWorks,
  ZStudentWorksPage,
  ZWorksCard,
  ZWorksCardPage,
  ZWorksCreated,
  ZWorksDetail,
} from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';
import { workMngEndpoints } from './works-mng';

const tag = 'works';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Create and edit of one kind of work: the two calls share their schemas and summaries. */
function editorPair<
  TAdd extends z.ZodType,
  TEdit extends z.ZodType,
  TAddPath extends string,
  TEditPath extends string,
>(paths: { add: TAddPath; edit: TEditPath }, schemas: { add: TAdd; edit: TEdit }, what: string) {
  return {
    add: defineEndpoint({
      method: 'POST',
      path: paths.add,
      tag,
      access: 'learner',
      summary: `Create a draft ${what}`,
      body: schemas.add,
      response: ZWorksCreated,
      errors: [404],
    }),
    edit: defineEndpoint({
      method: 'POST',
      path: paths.edit,
      tag,
      access: 'learner',
      summary: `Edit a ${what} (author only; fields left out stay as they are; a submitted or published work goes back to draft)`,
      body: schemas.edit,
      response: ZWorksCreated,
      errors: [404],
    }),
  };
}

const v1 = editorPair(
  {
    add: '/api/v1/works-service/works/custom/add',
    edit: '/api/v1/works-service/works/custom/edit',
  },
  ZWorksV1,
  'v1 picture book (pages of { picUrl, text })',
);
const v2 = editorPair(
  {
    add: '/api/v1/works-service/works/custom/v2/add',
    edit: '/api/v1/works-service/works/custom/v2/edit',
  },
  ZWorksV2,
  'v2 picture book (laid-out pages with text boxes)',
);
const v3 = editorPair(
  {
    add: '/api/v1/works-service/works/custom/v3/add',
    edit: '/api/v1/works-service/works/custom/v3/edit',
  },
  ZWorksV3,
  'v3 picture book (free pages of blocks)',
);
const video = editorPair(
  {
    add: '/api/v1/works-service/works/custom/video/add',
    edit: '/api/v1/works-service/works/custom/video/edit',
  },
  ZWorksVideo,
  'video work (type 5, one video in worksContentList)',
);
const singlePicture = editorPair(
  {
    add: '/api/v1/works-service/works/custom/single-picture/add',
    edit: '/api/v1/works-service/works/custom/single-picture/edit',
  },
  ZWorksSinglePicture,
  'single picture (type 7, one image in worksContentList)',
);
const agent = editorPair(
  {
    add: '/api/v1/works-service/works/custom/agent/add',
    edit: '/api/v1/works-service/works/custom/agent/edit',
  },
  ZWorksAgent,
  'agent (type 4, opened at jumpUrl)',
);
const agentProgram = editorPair(
  {
    add: '/api/v1/works-service/works/custom/agent-program-code/add',
    edit: '/api/v1/works-service/works/custom/agent-program-code/edit',
  },
  ZWorksAgentProgram,
  'smart application (type 6, or 4) with its program code',
);

/**
 * Works: the editors of every kind of work, reading, lists, the gallery, likes,
 * status and review of pupils and teachers (custom), the public reader (app) and the back
 * office (mng).
 */
export const workEndpoints = {
  addV1: v1.add,
  editV1: v1.edit,
  addV2: v2.add,
  editV2: v2.edit,
  addV3: v3.add,
  editV3: v3.edit,
  addVideo: video.add,
  editVideo: video.edit,
  addSinglePicture: singlePicture.add,
  editSinglePicture: singlePicture.edit,
  addAgent: agent.add,
  editAgent: agent.edit,
  addAgentProgram: agentProgram.add,
  editAgentProgram: agentProgram.edit,
  agentProgramDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/agent-program-code/detail',
    tag,
    access: 'learner',
    summary: 'A smart application with its program code (to run in a sandboxed frame)',
    query: ZWorksIdQuery,
    response: ZAgentProgramDetail,
    errors: [404],
  }),

  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/detail',
    tag,
    access: 'learner',
    summary:
      'A work: everything for its author, their teachers and staff; the public shape for others, public works only',
    query: ZWorksIdQuery,
    response: ZWorksDetail,
    errors: [404],
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/preview',
    tag,
    access: 'learner',
    summary: 'How the work will look in public (author name protected), before it is',
    query: ZWorksIdQuery,
    response: ZWorksDetail,
    errors: [404],
  }),
  myList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/list',
    tag,
    access: 'learner',
    summary: "My works (the caller's own, in the active school), newest first",
    query: ZMyWorksQuery,
    response: ZMyWorksPage,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/copy',
    tag,
    access: 'learner',
    summary:
      "Copy a work into a new draft of the caller's (own works, or any public work); the copy names its original",
    body: ZWorksIdBody,
    response: ZWorksCreated,
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/delete',
    tag,
    access: 'learner',
    summary: 'Delete a work (author only), with its files no other work uses',
    body: ZWorksIdBody,
    errors: [404],
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/update-status',
    tag,
    access: 'learner',
    summary:
      'Author: submit (1), withdraw (0), take offline (3). Their teacher: offline (3) or back online (2, if approved)',
    body: ZUpdateStatusBody,
    errors: [404, 409],
  }),
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/audit',
    tag,
    access: 'teacher',
    summary:
      "A teacher reviews a submitted work of their class's pupil: approve (1, published) or reject (2, remark required)",
    body: ZAuditBody,
    errors: [404, 409],
  }),
  auditRevoke: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/audit-revoke',
    tag,
    access: 'teacher',
    summary:
      "A teacher takes back the publication of their class's pupil's work: out of the gallery, waiting for review again (optional remark for the pupil)",
    body: ZAuditRevokeBody,
    errors: [404, 409],
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/like',
    tag,
    access: 'learner',
    summary: 'Like a public work (once per person)',
    body: ZWorksLikeBody,
    response: ZLikeResult,
    errors: [404],
  }),
  cancelLike: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/cancel-like',
    tag,
    access: 'learner',
    summary: 'Take back a like',
    body: ZWorksLikeBody,
    response: ZLikeResult,
    errors: [404],
  }),

  worksIndex: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/works-index',
    tag,
    access: 'public',
    summary:
      'The gallery: public works by type and tag, in recommended, newest or most-liked order; keyword searches work names, public author names and schools',
    query: ZWorksIndexQuery,
    response: ZWorksCardPage,
  }),
  recommendWorks: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/recommend-works',
    tag,
    access: 'public',
    summary: 'Public works related to a work (same type and tags first)',
    query: ZRecommendWorksQuery,
    response: z.array(ZWorksCard),
  }),
  popularityStat: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/popularity-stat',
    tag,
    access: 'learner',
    summary:
      "Counts, likes and copies of the caller's works (teachers: of their classes' pupils) and the most liked",
    response: ZPopularityStat,
  }),
  studentWorksList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/student-works-list',
    tag,
    access: 'teacher',
    summary:
      "A teacher's list of their classes' pupils' works (the review queue with status=1), with real names",
    query: ZStudentWorksQuery,
    response: ZStudentWorksPage,
  }),
  studentWorksExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/student-works-export',
    tag,
    access: 'teacher',
    summary: 'The same list as an xlsx file (at most 10,000 rows)',
    query: ZStudentWorksExportQuery,
    answer: 'file',
    produces: XLSX,
  }),
  printableWorks: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/custom/printable-works-list',
    tag,
    access: 'learner',
    summary: "The caller's published picture books that can be printed",
    response: ZPrintableWorks,
  }),

  appDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/app/detail',
    tag,
    access: 'public',
    summary:
      'A public work for the reader and detail pages (or, signed in, one the caller may see)',
    query: ZWorksIdQuery,
    response: ZWorksDetail,
    errors: [404],
  }),
  appDetailV2: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/app/v2/detail',
    tag,
    access: 'public',
    summary:
      'The same, with v1 picture-book pages given in the v2 page shape (layout and text boxes)',
    query: ZWorksIdQuery,
    response: ZWorksDetail,
    errors: [404],
  }),
  appLike: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/app/like',
    tag,
    access: 'signed-in',
    summary: 'Like a public work (once per person)',
    body: ZWorksLikeBody,
    response: ZLikeResult,
    errors: [404],
  }),
  appCancelLike: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/app/cancel-like',
    tag,
    access: 'signed-in',
    summary: 'Take back a like',
    body: ZWorksLikeBody,
    response: ZLikeResult,
    errors: [404],
  }),
  appHasLike: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/works/app/has-like',
    tag,
    access: 'public',
    summary: 'Whether the caller likes the work, and its like count (anonymous: false)',
    query: ZWorksLikeQuery,
    response: ZLikeResult,
    errors: [404],
  }),
  ...workMngEndpoints,
};
