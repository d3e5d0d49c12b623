import { eq, or, sql, type SQL } from 'drizzle-orm';
import { mediaFiles, worksMedia } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

export interface TServableMedia {
  key: string;
  mime: string;
  /** Anyone may fetch it without a signed link. */
  isPublic: boolean;
}

/**
 * A stored file (or its thumbnail) by key, and whether it is public: a site file, or a file
 * of a public work (`publicWorks`: the works domain's subquery of their ids).
 */
export async function findServableMedia(
  db: TDb,
  key: string,
  publicWorks: SQL,
): Promise<TServableMedia | null> {
  const [row] = await db
    .select({
      key: mediaFiles.key,
      thumbKey: mediaFiles.thumbKey,
      mime: mediaFiles.mime,
      isPublic: sql<boolean>`(${mediaFiles.isPublic} or exists (
        select 1 from ${worksMedia} wm
        where wm.media_id = "media_files"."id" and wm.works_id in ${publicWorks}))`,
    })
    .from(mediaFiles)
    .where(or(eq(mediaFiles.key, key), eq(mediaFiles.thumbKey, key)))
    .limit(1);
  if (!row) return null;
  const isThumb = row.thumbKey === key;
  return { key, mime: isThumb ? 'image/webp' : row.mime, isPublic: row.isPublic };
}

/** Media rows by key (to present uploads and thumbnails). */
export async function findMediaByKey(db: TDb, key: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  return row ?? null;
}

/** Who uploaded a stored file (or the file of a thumbnail), or null. */
export async function findMediaOwner(db: TDb, key: string): Promise<number | null> {
  const [row] = await db
    .select({ ownerUserId: mediaFiles.ownerUserId })
    .from(mediaFiles)
    .where(or(eq(mediaFiles.key, key), eq(mediaFiles.thumbKey, key)))
    .limit(1);
  return row?.ownerUserId ?? null;
}
