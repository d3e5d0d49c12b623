import { WorksMessages } from '@haoduo/contract';
import { and, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { mediaFiles, worksMedia } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { TMediaRow } from './media.service';

/** The outer row in correlated subqueries (drizzle leaves single-table selects unqualified). */
const MEDIA_ID = sql.raw('"media_files"."id"');

/**
 * Which works use which files, and the clean-up that follows: a file of works is deleted
 * with the last work that uses it, so deleting or editing a work leaves no orphan files.
 */

export interface TResolveMediaInput {
  keys: readonly string[];
  /** The work being saved (its own files stay usable), or null for a new work. */
  worksId: number | null;
  /** The person saving: their own uploads are usable. */
  userId: number | null;
  /** Demo data and back-office tools may use any file. */
  trusted?: boolean;
  /** The works domain's subquery of public works' ids: their files are usable by anyone. */
  publicWorks: SQL;
}

/**
 * The files a work refers to, by key. Each must exist and be usable by the saver: their own
 * upload, a file the work already uses, a site file, or a file of a public work (a pupil may
 * reuse the pictures of a published work, as a copy does). Anything else is refused.
 */
export async function resolveWorkMedia(
  db: TDb,
  input: TResolveMediaInput,
): Promise<Map<string, TMediaRow>> {
  const found = new Map<string, TMediaRow>();
  if (input.keys.length === 0) return found;
  const rows = await db
    .select({
      media: mediaFiles,
      linkedHere:
        input.worksId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${worksMedia} wm where wm.media_id = ${MEDIA_ID} and wm.works_id = ${input.worksId})`,
      linkedPublic: sql<boolean>`exists (select 1 from ${worksMedia} wm where wm.media_id = ${MEDIA_ID} and wm.works_id in ${input.publicWorks})`,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.key, [...input.keys]));
  for (const row of rows) {
    const usable =
      input.trusted === true ||
      row.media.ownerUserId === input.userId ||
      row.media.isPublic ||
      row.linkedHere ||
      row.linkedPublic;
    if (usable) found.set(row.media.key, row.media);
  }
  if (found.size !== input.keys.length) throw badRequest(WorksMessages.MEDIA_NOT_USABLE);
  return found;
}

/** Keep one more file with a work (an AI result its author used), if the author may use it. */
export async function keepFileWithWork(
  db: TDb,
  input: { key: string; worksId: number; userId: number; publicWorks: SQL },
): Promise<void> {
  const media = await resolveWorkMedia(db, {
    keys: [input.key],
    worksId: input.worksId,
    userId: input.userId,
    publicWorks: input.publicWorks,
  });
  await db
    .insert(worksMedia)
    .values({ worksId: input.worksId, mediaId: media.get(input.key)!.id })
    .onConflictDoNothing();
}

/** Make the work use exactly these files; returns the ids of files it no longer uses. */
export async function syncWorkMedia(
  db: TDb,
  worksId: number,
  mediaIds: readonly number[],
): Promise<number[]> {
  const removed = await db
    .delete(worksMedia)
    .where(
      mediaIds.length > 0
        ? and(eq(worksMedia.worksId, worksId), notInArray(worksMedia.mediaId, [...mediaIds]))
        : eq(worksMedia.worksId, worksId),
    )
    .returning({ mediaId: worksMedia.mediaId });
  if (mediaIds.length > 0) {
    await db
      .insert(worksMedia)
      .values(mediaIds.map((mediaId) => ({ worksId, mediaId })))
      .onConflictDoNothing();
  }
  return removed.map((row) => row.mediaId);
}

/** Link the files of one work to another (a copy uses its original's files). */
export async function copyWorkMedia(db: TDb, fromWorksId: number, toWorksId: number) {
  await db.execute(
    sql`insert into ${worksMedia} (works_id, media_id)
        select ${toWorksId}, media_id from ${worksMedia} where works_id = ${fromWorksId}
        on conflict do nothing`,
  );
}

export async function mediaIdsOfWork(db: TDb, worksId: number): Promise<number[]> {
  const rows = await db
    .select({ mediaId: worksMedia.mediaId })
    .from(worksMedia)
    .where(eq(worksMedia.worksId, worksId));
  return rows.map((row) => row.mediaId);
}

/**
 * Forget the works files among these that no work uses any more; returns the stored keys
 * to delete once the transaction has committed.
 */
export async function releaseMedia(db: TDb, mediaIds: readonly number[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const gone = await db
    .delete(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.id, [...mediaIds]),
        eq(mediaFiles.purpose, 'works'),
        sql`not exists (select 1 from ${worksMedia} wm where wm.media_id = ${MEDIA_ID})`,
      ),
    )
    .returning({ key: mediaFiles.key, thumbKey: mediaFiles.thumbKey });
  return gone.flatMap((row) => (row.thumbKey ? [row.key, row.thumbKey] : [row.key]));
}

/** Works files uploaded but never used by any work for this long are swept. */
export const UNUSED_MEDIA_TTL_MS = 24 * 3600_000;

export async function sweepUnusedMedia(db: TDb, now = Date.now()): Promise<string[]> {
  const gone = await db
    .delete(mediaFiles)
    .where(
      and(
        eq(mediaFiles.purpose, 'works'),
        lt(mediaFiles.createdAt, new Date(now - UNUSED_MEDIA_TTL_MS)),
        sql`not exists (select 1 from ${worksMedia} wm where wm.media_id = ${MEDIA_ID})`,
      ),
    )
    .returning({ key: mediaFiles.key, thumbKey: mediaFiles.thumbKey });
  return gone.flatMap((row) => (row.thumbKey ? [row.key, row.thumbKey] : [row.key]));
}

/**
 * Keep a pupil's upload for another domain's record (a competition entry): a works upload of
 * `ownerUserId` gets that `purpose`, so it is neither swept as unused nor deleted with a work.
 * Answers whether there was such a file of theirs. It stays private (signed links).
 */
export async function keepUploadFor(
  db: TDb,
  input: { key: string; ownerUserId: number; purpose: 'competition' },
): Promise<boolean> {
  const kept = await db
    .update(mediaFiles)
    .set({ purpose: input.purpose })
    .where(
      and(
        eq(mediaFiles.key, input.key),
        eq(mediaFiles.ownerUserId, input.ownerUserId),
        inArray(mediaFiles.purpose, ['works', input.purpose]),
      ),
    )
    .returning({ id: mediaFiles.id });
  return kept.length > 0;
}
