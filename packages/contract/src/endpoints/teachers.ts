import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';
import {
  ZTeacherAddBody,
  ZTeacherAddResult,
  ZTeacherFilter,
  ZTeacherIdBody,
  ZTeacherQuery,
  ZTeacherRow,
  ZTeacherSearchItem,
  ZTeacherSearchQuery,
  ZTeacherUpdateBody,
} from '../schemas/teachers';
import { ZFileTask } from '../back-office/file-tasks.schema';
import { defineEndpoint } from './endpoint';

const tag = 'teachers';

/**
 * Teachers of a school, managed by back-office staff and the school's managers. The calls are
 * open to every signed-in caller and decide by the caller's role; their permission codes name
 * them for the back office.
 */
export const teacherEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/teacher/mng/add',
    tag,
    access: 'signed-in',
    permission: 'teacher:add',
    summary: 'Add a teacher to a school by mobile (role 1 teacher, 2 school manager)',
    body: ZTeacherAddBody,
    response: ZTeacherAddResult,
    errors: [404, 409],
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/teacher/mng/update',
    tag,
    access: 'signed-in',
    permission: 'teacher:update',
    summary: "Change a teacher's name, mobile or role",
    body: ZTeacherUpdateBody,
    errors: [404, 409],
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/teacher/mng/disable',
    tag,
    access: 'signed-in',
    permission: 'teacher:disable',
    summary: 'Disable a teacher in the school',
    body: ZTeacherIdBody,
    errors: [404],
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/teacher/mng/enable',
    tag,
    access: 'signed-in',
    permission: 'teacher:enable',
    summary: 'Enable a teacher in the school',
    body: ZTeacherIdBody,
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/teacher/mng/delete',
    tag,
    access: 'signed-in',
    permission: 'teacher:delete',
    summary: 'Remove a teacher from the school (not while they teach classes)',
    body: ZTeacherIdBody,
    errors: [404, 409],
  }),
  query: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/teacher/mng/query',
    tag,
    access: 'signed-in',
    permission: 'teacher:query',
    summary: 'Teachers (paged) of the schools the caller manages',
    query: ZTeacherQuery,
    response: ZPageOf(ZTeacherRow),
  }),
  searchList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/teacher/mng/search-list',
    tag,
    access: 'signed-in',
    permission: 'teacher:search-list',
    summary: 'Active teachers of a school for pickers (at most 100)',
    query: ZTeacherSearchQuery,
    response: z.array(ZTeacherSearchItem),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/teacher/mng/export',
    tag,
    access: 'signed-in',
    permission: 'teacher:export',
    summary: 'Start an xlsx export of the teachers (same filters as query); answers the file task',
    query: ZTeacherFilter,
    response: ZFileTask,
  }),
};
