import { WorksLimit, WorksMessages, WorksHistoryEvent } from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { copyWorkMedia, mediaIdsOfWork, releaseMedia } from '../media';
import { authorNames, publicAuthorName, schoolName, searchTokensOf } from './works-content';
import { recordEvent } from './works-history.service';
import { forgetPublicCounts, forgetPublicPages } from './works-gallery.queries';
import { isPublic } from './works.policy';
import { lockWork } from './works.queries';
import type { TAuthor } from './works.service';

/** Copying (with lineage) and deleting works. */

const COPY_SUFFIX = '（复制）';

export function copyName(name: string): string {
  const room = WorksLimit.NAME_MAX - COPY_SUFFIX.length;
  return `${Array.from(name).slice(0, room).join('')}${COPY_SUFFIX}`;
}

/**
 * A copy is a new, independent draft of the caller that names the work it came from and
 * uses the same files (kept while any work uses them). The original counts its copies.
 * The author may copy any of their works; anyone signed in may copy a public work.
 */
export async function copyWork(db: TDb, author: TAuthor, id: number): Promise<number> {
  const copied = await db.transaction(async (tx) => {
    const original = await lockWork(tx, id);
    if (!original) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    const mine = original.authorUserId === author.userId;
    if (!mine && !isPublic(original)) throw forbidden(WorksMessages.WORKS_COPY_FORBIDDEN);

    const names = await authorNames(tx, author.userId);
    const authorPublic = publicAuthorName(names.name, names.penName);
    const customizeSchoolName = mine ? original.customizeSchoolName : null;
    const school = customizeSchoolName ?? (await schoolName(tx, author.schoolId));
    const worksName = copyName(original.worksName);
    const [row] = await tx
      .insert(works)
      .values({
        worksName,
        worksAuthor: mine ? original.worksAuthor : null,
        authorPublicName: authorPublic,
        customizeSchoolName,
        schoolId: author.schoolId,
        worksClassId: mine && original.schoolId === author.schoolId ? original.worksClassId : null,
        worksCoverPic: original.worksCoverPic,
        worksBackCoverPic: original.worksBackCoverPic,
        coverThumbUrl: original.coverThumbUrl,
        worksIntro: original.worksIntro,
        worksPrompt: original.worksPrompt,
        tagIds: original.tagIds,
        type: original.type,
        kind: original.kind,
        version: original.version,
        backgroundColor: original.backgroundColor,
        coverCenter: original.coverCenter,
        worksPageList: original.worksPageList,
        worksContentList: original.worksContentList,
        worksCompressContentList: original.worksCompressContentList,
        jumpUrl: original.jumpUrl,
        agentProgramCode: original.agentProgramCode,
        coverPicRatioHigh: original.coverPicRatioHigh,
        coverPicRatioWide: original.coverPicRatioWide,
        copiedFromId: original.id,
        worksCreatorType: author.creatorType,
        worksCreatorId: author.creatorId,
        authorUserId: author.userId,
        authorAccountId: author.accountId,
        searchTokens: searchTokensOf(worksName, authorPublic, school),
      })
      .returning({ id: works.id });
    const copyId = row!.id;
    await copyWorkMedia(tx, original.id, copyId);
    await tx
      .update(works)
      .set({ copyCount: sql`${works.copyCount} + 1` })
      .where(eq(works.id, original.id));
    await recordEvent(tx, {
      worksId: copyId,
      eventType: WorksHistoryEvent.COPY,
      actorUserId: author.userId,
      actorRole: 'author',
      detail: { copiedFromId: original.id },
    });
    return copyId;
  });
  // The original's copy count is shown with it.
  forgetPublicPages(db);
  return copied;
}

/**
 * The author deletes a work: its likes, history and file links go with it, files no other
 * work uses are forgotten (returned keys are deleted from storage after the commit), and the
 * original it was copied from counts one copy fewer.
 */
export async function deleteWork(db: TDb, userId: number, id: number): Promise<string[]> {
  const released = await db.transaction(async (tx) => {
    const work = await lockWork(tx, id);
    if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    if (work.authorUserId !== userId) throw forbidden(WorksMessages.WORKS_ONLY_AUTHOR);
    const mediaIds = await mediaIdsOfWork(tx, id);
    await tx.delete(works).where(eq(works.id, id));
    if (work.copiedFromId !== null) {
      await tx
        .update(works)
        .set({ copyCount: sql`greatest(${works.copyCount} - 1, 0)` })
        .where(eq(works.id, work.copiedFromId));
    }
    return releaseMedia(tx, mediaIds);
  });
  forgetPublicCounts(db);
  return released;
}
