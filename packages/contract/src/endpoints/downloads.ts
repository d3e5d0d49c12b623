import {
  ZDownloadFileParams,
  ZDownloadLinkQuery,
  ZDownloadList,
} from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

const tag = 'downloads';

/** The download centre (/download): the list behind sign-in, files by signed link. */
export const downloadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/download/custom/list',
    tag,
    access: 'signed-in',
    summary:
      'Recommended browser installers by operating system and the teaching materials of my classes',
    response: ZDownloadList,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/downloads/{id}',
    tag,
    access: 'public',
    summary: 'A file of the download centre, by the signed link the list handed out',
    params: ZDownloadFileParams,
    query: ZDownloadLinkQuery,
    answer: 'file',
    produces: 'application/octet-stream',
    errors: [404],
  }),
};
