import { z } from 'zod';
import {
  ZRegionTree,
  ZSchoolCreateBody,
  ZSchoolCreated,
  ZSchoolIdBody,
  ZSchoolIdQuery,
  ZSchoolMngDetail,
  ZSchoolMngQuery,
  ZSchoolMngRow,
  ZSchoolUpdateBody,
} from '../back-office/schools.schema';
import { ZFileTask } from '../back-office/file-tasks.schema';
import { ZSchoolMngFilter } from '../back-office/schools.schema';
import { ZPageOf } from '../schemas/envelope';
import { defineEndpoint } from './endpoint';

const tag = 'schools';

/**
 * Schools (the platform's tenants) in the back office. The spec names no path for these:
 * they follow the path rule, `school/mng/<action>` under the works service.
 */
export const schoolEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/school/mng/page',
    tag,
    access: 'staff',
    permission: 'school:page',
    summary: "Schools in the caller's scope (paged; name, region and status filters; sorted)",
    query: ZSchoolMngQuery,
    response: ZPageOf(ZSchoolMngRow),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/school/mng/detail',
    tag,
    access: 'staff',
    permission: 'school:detail',
    summary: 'A school: region names, address, contact, AI tools opened and its counts',
    query: ZSchoolIdQuery,
    response: ZSchoolMngDetail,
    errors: [404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/school/mng/create',
    tag,
    access: 'staff',
    permission: 'school:create',
    summary: 'Create a school (enabled) with its region, address, contact and AI tools',
    body: ZSchoolCreateBody,
    response: ZSchoolCreated,
    errors: [409],
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/school/mng/update',
    tag,
    access: 'staff',
    permission: 'school:update',
    summary: "Edit a school's name, region, address, contact and AI tools",
    body: ZSchoolUpdateBody,
    errors: [404, 409],
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/school/mng/enable',
    tag,
    access: 'staff',
    permission: 'school:enable',
    summary: 'Enable a school',
    body: ZSchoolIdBody,
    errors: [404],
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/school/mng/disable',
    tag,
    access: 'staff',
    permission: 'school:disable',
    summary: 'Disable a school (its people can no longer choose it)',
    body: ZSchoolIdBody,
    errors: [404],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/school/mng/export',
    tag,
    access: 'staff',
    permission: 'school:export',
    summary: 'Start an xlsx export of the schools (same filters as page); answers the file task',
    query: ZSchoolMngFilter,
    response: ZFileTask,
  }),
};

/** The region tree behind the school forms (shipped GB/T 2260 data), under both prefixes. */
export const regionMngEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/region/mng/tree',
    aliases: ['/api/v1/region/mng/tree'],
    tag: 'regions',
    access: 'staff',
    permission: 'region:tree',
    summary: 'Provinces, their cities and their districts, in one tree',
    response: ZRegionTree,
  }),
  /** Kept small for pickers: the children of one region (provinces when no parentId). */
  children: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/region/mng/children',
    aliases: ['/api/v1/region/mng/children'],
    tag: 'regions',
    access: 'staff',
    permission: 'region:children',
    summary: 'The provinces, or the cities of a province, or the districts of a city',
    query: z.object({
      parentId: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce.number().int().positive().optional(),
      ),
    }),
    response: z.array(z.object({ id: z.number().int(), name: z.string(), leaf: z.boolean() })),
  }),
};
