import { and, eq, inArray } from 'drizzle-orm';
import { mediaFiles } from '../../db/schema';
import type { TDb } from '../../platform/db/database';

/** Stored files as other modules need them (training pictures): one query for many ids. */

/** The stored keys of these files, by id. */
export async function mediaKeysByIds(
  db: TDb,
  mediaIds: readonly number[],
): Promise<Map<number, string>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .select({ id: mediaFiles.id, key: mediaFiles.key })
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, [...new Set(mediaIds)]));
  return new Map(rows.map((row) => [row.id, row.key]));
}

/**
 * Forget these files if they were stored for this purpose; returns their stored keys and
 * thumbnail keys (to delete from storage once the transaction is done).
 */
export async function deleteMediaRows(
  db: TDb,
  mediaIds: readonly number[],
  purpose: string,
): Promise<{ key: string; thumbKey: string | null }[]> {
  if (mediaIds.length === 0) return [];
  return db
    .delete(mediaFiles)
    .where(and(inArray(mediaFiles.id, [...mediaIds]), eq(mediaFiles.purpose, purpose)))
    .returning({ key: mediaFiles.key, thumbKey: mediaFiles.thumbKey });
}
