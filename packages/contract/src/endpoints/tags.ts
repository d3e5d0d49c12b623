import { z } from 'zod';
import {
  ZTagAddBody,
  ZTagListQuery,
  ZTagSaveBody,
  ZWorksIdBody,
} from '../works/works-requests.schema';
import { ZTag } from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'tags';

/** Tag mng (add, delete, list, save) and the public list the gallery filters by. */
export const tagEndpoints = {
  appList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/tag/app/list',
    tag,
    access: 'public',
    summary: 'Gallery tags, in order',
    query: ZTagListQuery,
    response: z.array(ZTag),
  }),
  mngList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/tag/mng/list',
    tag,
    access: 'staff',
    permission: 'tag:list',
    summary: 'All tags (optionally by part of the name)',
    query: ZTagListQuery,
    response: z.array(ZTag),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/tag/mng/add',
    tag,
    access: 'staff',
    permission: 'tag:add',
    summary: 'Add a tag (name unique)',
    body: ZTagAddBody,
    response: ZTag,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/tag/mng/delete',
    tag,
    access: 'staff',
    permission: 'tag:delete',
    summary: 'Delete a tag (and remove it from every work)',
    body: ZWorksIdBody,
    errors: [404],
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/tag/mng/save',
    tag,
    access: 'staff',
    permission: 'tag:save',
    summary:
      'Save the whole list in order: items with id are renamed, new names added, missing tags deleted',
    body: ZTagSaveBody,
    response: z.array(ZTag),
  }),
};
