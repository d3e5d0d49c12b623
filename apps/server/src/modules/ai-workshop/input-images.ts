import { AiWorkshopMessages } from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { findMediaByKey } from '../media';
import { storagePath } from '../media';
import { mediaKeyOf } from '../media';
import { aiFileKeyOf, aiStoragePath, findAiFile } from './ai-files';
import { InputNotUsableError } from './generation-result';

/**
 * Pictures a pupil gives a tool (a video of their drawings): their own generated results
 * (/api/ai-files/...) or their own uploads (/api/media/...), and nothing else.
 */

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp']);

async function locate(db: TDb, userId: number, url: string): Promise<string | null> {
  const aiKey = aiFileKeyOf(url);
  if (aiKey) {
    const file = await findAiFile(db, aiKey);
    return file && file.ownerUserId === userId && IMAGE_MIMES.has(file.mime)
      ? aiStoragePath(aiKey)
      : null;
  }
  const mediaKey = mediaKeyOf(url);
  if (mediaKey) {
    const media = await findMediaByKey(db, mediaKey);
    return media && media.ownerUserId === userId && IMAGE_MIMES.has(media.mime)
      ? storagePath(mediaKey)
      : null;
  }
  return null;
}

/** Refuse (400) before anything is charged when a picture is not the person's own. */
export async function assertInputImages(
  db: TDb,
  userId: number,
  urls: readonly string[],
  fieldOf: (index: number) => string = (index) => `imageUrls.${index}`,
) {
  for (const [index, url] of urls.entries()) {
    if (!(await locate(db, userId, url))) {
      throw badRequest(AiWorkshopMessages.INPUT_IMAGE_NOT_USABLE, [
        { field: fieldOf(index), message: AiWorkshopMessages.INPUT_IMAGE_NOT_USABLE },
      ]);
    }
  }
}

export async function loadInputImage(
  db: TDb,
  storage: TStoragePort,
  userId: number,
  url: string,
): Promise<Buffer> {
  const path = await locate(db, userId, url);
  const body = path ? await storage.get(path) : null;
  if (!body) throw new InputNotUsableError(url);
  return body;
}
