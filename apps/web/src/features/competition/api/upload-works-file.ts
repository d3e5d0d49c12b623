import type { TMediaFile } from '@haoduo/contract';
import { uploadFile } from '../../../shared/api/upload-file';

/**
 * A competition work's file: a picture, a video or a sound, whichever it is (`uploadFile`:
 * to the server, or with object storage straight to the bucket). Silent: the form says what
 * went wrong.
 */
export function uploadWorksFile(file: Blob): Promise<TMediaFile> {
  return uploadFile(file);
}
