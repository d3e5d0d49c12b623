import {
  ZMediaLinkQuery,
  ZMediaParams,
  ZStaffUploadQuery,
  ZUploadQuery,
} from '../works/works-requests.schema';
import { ZMediaFile } from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';

const tag = 'media';

/**
 * Uploads (multipart, one file in the part named `file`; the request signature covers the
 * empty payload, as for any POST without a JSON body) and the file server at /api/media/*.
 */
export const mediaEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/media/custom/upload',
    tag,
    access: 'learner',
    summary:
      'Upload a picture, audio or video for a work (multipart field "file"; ?kind= to insist on one kind). Checked by content; images get a card thumbnail.',
    upload: true,
    query: ZUploadQuery,
    response: ZMediaFile,
    errors: [413, 429],
  }),
  mngUpload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/media/mng/upload',
    tag,
    access: 'staff',
    permission: 'media:upload',
    summary:
      'Back office: upload a site file (banners, covers; public, kept until deleted) or, with purpose=works, a private works file',
    upload: true,
    query: ZStaffUploadQuery,
    response: ZMediaFile,
    errors: [413, 429],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/media/{key}',
    restParam: 'key',
    tag,
    access: 'public',
    summary:
      'A stored file. Files of public works and site files are public; others need ?exp=&sig= from a signed link.',
    params: ZMediaParams,
    query: ZMediaLinkQuery,
    answer: 'file',
    produces: '*/*',
    errors: [404],
  }),
};
