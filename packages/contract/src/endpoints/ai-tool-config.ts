import { ZAiToolConfigToolBody } from '../back-office/fanbook-mng.schema';
import {
  ZAiToolConfig,
  ZAiToolConfigEditBody,
  ZAiToolSchoolQuery,
} from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

const tag = 'ai-tool-config';

/**
 * The AI tools a school has opened (the tiles of /aiTools show 暂未开通 for the others).
 * Learners read their own schools; staff and school managers read and edit.
 */
export const aiToolConfigEndpoints = {
  bySchool: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-tool-config/custom/get-by-school',
    tag,
    access: 'signed-in',
    summary: 'The AI tools a school has opened',
    query: ZAiToolSchoolQuery,
    response: ZAiToolConfig,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/ai-tool-config/mng/list',
    tag,
    access: 'signed-in',
    summary: 'The AI tools of a school (back office, school managers)',
    query: ZAiToolSchoolQuery,
    response: ZAiToolConfig,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-tool-config/mng/edit',
    tag,
    access: 'signed-in',
    summary: 'Open or close AI tools for a school',
    body: ZAiToolConfigEditBody,
    response: ZAiToolConfig,
    errors: [404],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-tool-config/mng/add',
    tag,
    access: 'staff',
    permission: 'ai-tool-config:add',
    summary: "Open one AI tool for a school (answers the school's tools)",
    body: ZAiToolConfigToolBody,
    response: ZAiToolConfig,
    errors: [404],
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/ai-tool-config/mng/delete',
    tag,
    access: 'staff',
    permission: 'ai-tool-config:delete',
    summary: 'Close one AI tool for a school (its tile shows 暂未开通)',
    body: ZAiToolConfigToolBody,
    response: ZAiToolConfig,
    errors: [404],
  }),
};
