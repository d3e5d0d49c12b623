import { z } from 'zod';
import {
  ZOssGenUrlQuery,
  ZPresignedPost,
  ZStsAnswer,
  ZStsQuery,
  ZUploadCompleteBody,
  ZUploadTicketBody,
} from '../storage/storage.schema';
import { ZMediaFile } from '../works/works-responses.schema';
import { defineEndpoint } from './endpoint';

/**
 * Browser uploads straight to the object store (STORAGE=s3): a presigned POST limited to one
 * key, size and type; then upload-complete checks the file like any upload and records it.
 */
export const directUploadEndpoints = {
  ticket: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/media/custom/upload-ticket',
    tag: 'media',
    access: 'learner',
    summary:
      'A presigned POST for one file of the declared type and size (object storage only; local storage answers 400)',
    body: ZUploadTicketBody,
    response: ZPresignedPost,
    errors: [413, 429],
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/media/custom/upload-complete',
    tag: 'media',
    access: 'learner',
    summary:
      'Record a file uploaded with a ticket: checked by content like any upload, then served as a media file',
    body: ZUploadCompleteBody,
    response: ZMediaFile,
    errors: [404, 413, 429],
  }),
};

/** The base service's storage calls, answered from the storage port. */
export const ossEndpoints = {
  genUrl: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-service/oss/gen-url',
    tag: 'oss',
    access: 'signed-in',
    summary:
      "A signed download link of a file the caller may read (own or public): the object store's presigned URL, or with local storage the server's signed media link",
    query: ZOssGenUrlQuery,
    response: z.string(),
    errors: [404],
  }),
  assumeRoleForFe: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-service/sts/assume-role-for-fe',
    tag: 'oss',
    access: 'signed-in',
    summary:
      "Direct upload rights for the browser: a POST policy for the caller's own folder, limited in size and time (object storage only)",
    query: ZStsQuery,
    response: ZStsAnswer,
  }),
  assumeRoleForFeNew: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-service/sts/assume-role-for-fe-new',
    tag: 'oss',
    access: 'signed-in',
    summary: 'As assume-role-for-fe (timestamp only keeps caches from answering)',
    query: ZStsQuery,
    response: ZStsAnswer,
  }),
};
