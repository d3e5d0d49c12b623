import { mediaEndpoints, type TMediaFile } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * POST media/custom/upload (multipart, field `file`) of a competition work: a picture, a
 * video or a sound, whichever it is. Silent: the form says what went wrong.
 */
export function uploadWorksFile(file: Blob): Promise<TMediaFile> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(mediaEndpoints.upload, form, { silent: true });
}
