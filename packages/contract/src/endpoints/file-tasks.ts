import {
  ZCreateExportBody,
  ZFileTask,
  ZFileTaskIdQuery,
  ZFileTaskPageQuery,
} from '../back-office/file-tasks.schema';
import { ZPageOf } from '../schemas/envelope';
import { defineEndpoint } from './endpoint';

const tag = 'file-tasks';

/**
 * File tasks: exports and imports that run as jobs (progress, an xlsx result kept 7 days).
 * Anyone who may call a back-office export follows their own tasks here (staff, and school
 * managers who export from the learner site); super administrators see every task.
 * Paths under both prefixes of the spec.
 */
export const fileTaskEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/file-task/mng/page',
    aliases: ['/api/v1/file-task/mng/page'],
    tag,
    access: 'signed-in',
    permission: 'file-task:page',
    summary: "The caller's file tasks, newest first (paged; type, status and tag filters)",
    query: ZFileTaskPageQuery,
    response: ZPageOf(ZFileTask),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/file-task/mng/detail',
    aliases: ['/api/v1/file-task/mng/detail'],
    tag,
    access: 'signed-in',
    permission: 'file-task:detail',
    summary: 'One file task with its progress (poll it until done or failed)',
    query: ZFileTaskIdQuery,
    response: ZFileTask,
    errors: [404],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/file-task/mng/download',
    aliases: ['/api/v1/file-task/mng/download'],
    tag,
    access: 'signed-in',
    permission: 'file-task:download',
    summary: "A done task's result file (its creator or a super administrator)",
    description:
      '409 while the task is still running or when it failed; 410 once the file is older than 7 days.',
    query: ZFileTaskIdQuery,
    answer: 'file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    errors: [404, 409, 410],
  }),
  createExport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/file-task/mng/create-export',
    aliases: ['/api/v1/file-task/mng/create-export'],
    tag,
    access: 'signed-in',
    permission: 'file-task:create-export',
    summary:
      "Start an export by its taskTag with that export's filters in taskParam (the export call's own permission and scope apply)",
    body: ZCreateExportBody,
    response: ZFileTask,
  }),
};
