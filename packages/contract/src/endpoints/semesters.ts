import { z } from 'zod';
import {
  ZSemesterCreateBody,
  ZSemesterCreated,
  ZSemesterIdBody,
  ZSemesterMngQuery,
  ZSemesterMngRow,
  ZSemesterUpdateBody,
} from '../back-office/semesters.schema';
import { ZPageOf } from '../schemas/envelope';
import { ZSemesterItem } from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

export const semesterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/platform-semester/query-list',
    aliases: ['/api/v1/platform-semester/query-list'],
    tag: 'semesters',
    access: 'signed-in',
    summary: 'Platform semesters, newest first, with the currentSemester flag',
    response: z.array(ZSemesterItem),
  }),
  mngPage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/platform-semester/mng/page',
    aliases: ['/api/v1/platform-semester/mng/page'],
    tag: 'semesters',
    access: 'staff',
    permission: 'semester:page',
    summary: 'Platform semesters (paged, name filter, sorted; newest first by default)',
    query: ZSemesterMngQuery,
    response: ZPageOf(ZSemesterMngRow),
  }),
  mngCreate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/platform-semester/mng/create',
    aliases: ['/api/v1/platform-semester/mng/create'],
    tag: 'semesters',
    access: 'staff',
    permission: 'semester:create',
    summary: 'Create a platform semester (optionally the current one)',
    body: ZSemesterCreateBody,
    response: ZSemesterCreated,
    errors: [409],
  }),
  mngUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/platform-semester/mng/update',
    aliases: ['/api/v1/platform-semester/mng/update'],
    tag: 'semesters',
    access: 'staff',
    permission: 'semester:update',
    summary: "Edit a semester's name and dates",
    body: ZSemesterUpdateBody,
    errors: [404, 409],
  }),
  mngSetCurrent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/platform-semester/mng/set-current',
    aliases: ['/api/v1/platform-semester/mng/set-current'],
    tag: 'semesters',
    access: 'staff',
    permission: 'semester:set-current',
    summary: 'Make a semester the current one (the previous current one no longer is)',
    body: ZSemesterIdBody,
    errors: [404],
  }),
};
