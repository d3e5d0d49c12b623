import type { TMediaFile } from '@haoduo/contract';
import { uploadFile } from '../../../shared/api/upload-file';

/**
 * A picture or video of a work: to the server, or with object storage straight to the bucket
 * (`uploadFile`). Silent: the caller says what went wrong next to the picture it was adding.
 */
export function uploadMedia(file: Blob, kind: 'image' | 'video' = 'image'): Promise<TMediaFile> {
  return uploadFile(file, kind);
}
