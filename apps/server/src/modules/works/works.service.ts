import {
  AuditStatus,
  WorksMessages,
  WorksStatus,
  type TWorksKind,
  WorksHistoryEvent,
} from '@haoduo/contract';
import { eq, sql } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { releaseMedia, syncWorkMedia } from '../media';
import type { TWorkFiles } from './works-content';
import { recordEvent } from './works-history.service';
import { forgetPublicCounts } from './works-lists.queries';
import { checkReferences, contentValues, derive, normalise, stripUndefined } from './works-save';
import {
  assertRequired,
  kindOf,
  type TAuthor,
  type TWorksInput,
  type TWorksVariant,
} from './works-variants';
import { lockWork, type TWorkRow } from './works.queries';

export {
  kindOf,
  WORKS_VARIANTS,
  type TAuthor,
  type TWorksInput,
  type TWorksVariant,
} from './works-variants';

/** Creating and editing works of every kind (one transaction each). */

export async function createWork(
  db: TDb,
  author: TAuthor,
  variant: TWorksVariant,
  raw: TWorksInput & { worksName: string },
  origin: { kind?: TWorksKind; generationId?: number } = {},
): Promise<number> {
  const input = normalise(raw);
  const type = input.type ?? variant.defaultType;
  if (!variant.types.includes(type)) throw badRequest(WorksMessages.WORKS_TYPE_MISMATCH);
  // The class and tags first: a class that is not the author's is refused whatever the content.
  await checkReferences(db, author, input);
  assertRequired(variant, input);
  return db.transaction(async (tx) => {
    const files: TWorkFiles = {
      worksCoverPic: input.worksCoverPic ?? null,
      worksBackCoverPic: input.worksBackCoverPic ?? null,
      worksPageList: input.worksPageList ?? [],
      worksContentList: input.worksContentList ?? [],
    };
    const derived = await derive(
      tx,
      author,
      null,
      {
        ...files,
        worksName: input.worksName!,
        worksAuthor: input.worksAuthor,
        customizeSchoolName: input.customizeSchoolName,
      },
      author.userId,
      author.schoolId,
    );
    const [row] = await tx
      .insert(works)
      .values({
        ...contentValues(input),
        ...files,
        worksName: input.worksName!,
        type,
        kind: origin.kind ?? kindOf(variant, type),
        generationId: origin.generationId ?? null,
        version: variant.version,
        schoolId: author.schoolId,
        authorUserId: author.userId,
        authorAccountId: author.accountId,
        worksCreatorType: author.creatorType,
        worksCreatorId: author.creatorId,
        authorPublicName: derived.authorPublicName,
        searchTokens: derived.searchTokens,
        coverThumbUrl: derived.coverThumbUrl,
        worksCompressContentList: derived.worksCompressContentList,
      })
      .returning({ id: works.id });
    const worksId = row!.id;
    await syncWorkMedia(tx, worksId, derived.mediaIds);
    await recordEvent(tx, {
      worksId,
      eventType: WorksHistoryEvent.CREATE,
      actorUserId: author.userId,
      actorRole: 'author',
    });
    return worksId;
  });
}

/**
 * The author edits their work. Editing a submitted or published work takes it back to a
 * draft: changed content is reviewed again before anyone else sees it. Returns the stored
 * keys of files the work no longer uses, to delete after the commit.
 */
export async function updateWork(
  db: TDb,
  author: TAuthor,
  variant: TWorksVariant,
  id: number,
  raw: TWorksInput,
): Promise<string[]> {
  const input = normalise(raw);
  const released = await db.transaction(async (tx) => {
    const work = await lockWork(tx, id);
    if (!work) throw notFound(WorksMessages.WORKS_NOT_FOUND);
    if (work.authorUserId !== author.userId) throw forbidden(WorksMessages.WORKS_ONLY_AUTHOR);
    if (!variant.types.includes(work.type)) throw badRequest(WorksMessages.WORKS_TYPE_MISMATCH);
    if (input.type !== undefined && !variant.types.includes(input.type)) {
      throw badRequest(WorksMessages.WORKS_TYPE_MISMATCH);
    }
    await checkReferences(tx, author, input);
    const values = stripUndefined(contentValues(input));
    const merged = { ...work, ...values } as TWorkRow;
    assertRequired(variant, {
      worksContentList: merged.worksContentList,
      jumpUrl: merged.jumpUrl ?? undefined,
      agentProgramCode: merged.agentProgramCode ?? undefined,
    });
    const derived = await derive(tx, author, id, merged, work.authorUserId, work.schoolId);
    const changed = Object.keys(values).filter(
      (name) =>
        JSON.stringify(values[name as keyof typeof values]) !==
        JSON.stringify(work[name as keyof TWorkRow]),
    );
    const backToDraft = work.status !== WorksStatus.DRAFT;
    await tx
      .update(works)
      .set({
        ...values,
        version: input.worksPageList ? variant.version : work.version,
        ...(input.type !== undefined && variant.family === 'agent-program'
          ? { kind: kindOf(variant, input.type) }
          : {}),
        authorPublicName: derived.authorPublicName,
        searchTokens: derived.searchTokens,
        coverThumbUrl: derived.coverThumbUrl,
        worksCompressContentList: derived.worksCompressContentList,
        updatedAt: new Date(),
        ...(backToDraft
          ? { status: WorksStatus.DRAFT, auditStatus: AuditStatus.PENDING, auditRemark: null }
          : {}),
      })
      .where(eq(works.id, id));
    const removed = await syncWorkMedia(tx, id, derived.mediaIds);
    if (changed.length > 0) {
      await recordEvent(tx, {
        worksId: id,
        eventType: WorksHistoryEvent.EDIT,
        actorUserId: author.userId,
        actorRole: 'author',
        detail: { fields: changed },
      });
    }
    if (backToDraft) {
      await recordEvent(tx, {
        worksId: id,
        eventType: WorksHistoryEvent.STATUS,
        actorUserId: author.userId,
        actorRole: 'author',
        detail: { fromStatus: work.status, toStatus: WorksStatus.DRAFT },
      });
    }
    return releaseMedia(tx, removed);
  });
  forgetPublicCounts(db);
  return released;
}

/** Take deleted tags off every work that has them (in the tag's own transaction). */
export async function removeTagsFromWorks(db: TDb, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    await db
      .update(works)
      .set({ tagIds: sql`array_remove(${works.tagIds}, ${id}::integer)` })
      .where(sql`${works.tagIds} @> array[${id}]::integer[]`);
  }
}
