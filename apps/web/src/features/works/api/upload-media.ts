import { mediaEndpoints, type TMediaFile } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * POST media/custom/upload (multipart, field `file`). Silent: the caller says what went
 * wrong next to the picture it was adding.
 */
export function uploadMedia(file: Blob, kind: 'image' | 'video' = 'image'): Promise<TMediaFile> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(mediaEndpoints.upload, form, { query: { kind }, silent: true });
}
