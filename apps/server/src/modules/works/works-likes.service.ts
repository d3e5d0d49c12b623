import { WorksMessages, type TLikeResult } from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { works, worksLikes } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { prepared } from '../../platform/db/prepared';
import { readCache } from '../../platform/db/read-cache';
import { forgetPublicPages, PUBLIC_PAGE_TTL_MS } from './works-gallery.queries';
import { isPublic } from './works.policy';

/**
 * Likes: one per user per work (the primary key), with works.like_count changed in the same
 * transaction only when a like row was really added or removed. Concurrent likes of one user
 * meet at the key (one wins, the rest change nothing); likes of many users queue on the
 * work's row, so the count always equals the rows.
 */

async function likeCountOf(db: TDb, worksId: number): Promise<number> {
  const [row] = await db
    .select({ likeCount: works.likeCount })
    .from(works)
    .where(eq(works.id, worksId))
    .limit(1);
  return row?.likeCount ?? 0;
}

export async function likeWork(db: TDb, userId: number, worksId: number): Promise<TLikeResult> {
  const result = await db.transaction(async (tx) => {
    const [work] = await tx
      .select({ status: works.status, auditStatus: works.auditStatus })
      .from(works)
      .where(eq(works.id, worksId))
      .limit(1);
    if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    if (!isPublic(work)) throw forbidden(WorksMessages.LIKE_ONLY_PUBLIC);
    const added = await tx
      .insert(worksLikes)
      .values({ worksId, userId })
      .onConflictDoNothing()
      .returning({ worksId: worksLikes.worksId });
    if (added.length === 0)
      return { worksId, hasLike: true, likeCount: await likeCountOf(tx, worksId) };
    const [row] = await tx
      .update(works)
      .set({ likeCount: sql`${works.likeCount} + 1` })
      .where(eq(works.id, worksId))
      .returning({ likeCount: works.likeCount });
    return { worksId, hasLike: true, likeCount: row!.likeCount };
  });
  forgetPublicPages(db);
  likedIds.forgetKey(db, String(userId));
  return result;
}

export async function cancelLike(db: TDb, userId: number, worksId: number): Promise<TLikeResult> {
  const result = await db.transaction(async (tx) => {
    const [work] = await tx
      .select({ status: works.status, auditStatus: works.auditStatus })
      .from(works)
      .where(eq(works.id, worksId))
      .limit(1);
    if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    const removed = await tx
      .delete(worksLikes)
      .where(and(eq(worksLikes.worksId, worksId), eq(worksLikes.userId, userId)))
      .returning({ worksId: worksLikes.worksId });
    if (removed.length === 0) {
      // Nothing to take back: the count of a work that is not public is nobody's business.
      if (!isPublic(work)) throw forbidden(WorksMessages.LIKE_ONLY_PUBLIC);
      return { worksId, hasLike: false, likeCount: await likeCountOf(tx, worksId) };
    }
    const [row] = await tx
      .update(works)
      .set({ likeCount: sql`greatest(${works.likeCount} - 1, 0)` })
      .where(eq(works.id, worksId))
      .returning({ likeCount: works.likeCount });
    return { worksId, hasLike: false, likeCount: row!.likeCount };
  });
  forgetPublicPages(db);
  likedIds.forgetKey(db, String(userId));
  return result;
}

/**
 * The works a user has liked, kept as briefly as the gallery's pages: a public work's detail
 * is answered from memory (works-detail.service.ts) and only whether this reader liked it is
 * theirs. Their own likes and unlikes through this process forget it at once. Someone with
 * more likes than are worth keeping is asked about each work instead (null).
 */
const MAX_KEPT_LIKES = 1000;
const likedIds = readCache<ReadonlySet<number> | null>(
  'works.liked-ids',
  PUBLIC_PAGE_TTL_MS,
  10_000,
);

export async function hasLiked(db: TDb, userId: number, worksId: number): Promise<boolean> {
  const ids = await likedIds.get(db, String(userId), async () => {
    const rows = await prepared(db, 'liked_ids', prepareLikedIds).execute({
      userId,
      limit: MAX_KEPT_LIKES + 1,
    });
    return rows.length > MAX_KEPT_LIKES ? null : new Set(rows.map((r) => r.worksId));
  });
  if (ids) return ids.has(worksId);
  const [row] = await prepared(db, 'has_liked', prepareHasLiked).execute({ userId, worksId });
  return row !== undefined;
}

function prepareLikedIds(db: TDb) {
  return db
    .select({ worksId: worksLikes.worksId })
    .from(worksLikes)
    .where(eq(worksLikes.userId, sql.placeholder('userId')))
    .limit(sql.placeholder('limit'))
    .prepare('liked_ids');
}

function prepareHasLiked(db: TDb) {
  return db
    .select({ worksId: worksLikes.worksId })
    .from(worksLikes)
    .where(
      and(
        eq(worksLikes.worksId, sql.placeholder('worksId')),
        eq(worksLikes.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('has_liked');
}
