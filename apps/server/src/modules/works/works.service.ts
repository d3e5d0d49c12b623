import {
  AuditStatus,
  WorksCreatorType,
  WorksMessages,
  WorksStatus,
  type TContentItem,
  type TWorksPage,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { releaseMedia, resolveWorkMedia, syncWorkMedia } from '../media/media-links';
import {
  assertOwnClass,
  assertTagsExist,
  authorNames,
  canonicalUrl,
  canonicalUrls,
  mediaKeysOf,
  publicAuthorName,
  schoolName,
  searchTokensOf,
  thumbnailsOf,
  type TWorkFiles,
} from './works-content';
import { historyMediaUrls, recordEvent } from './works-history.service';
import { forgetPublicCounts } from './works-lists.queries';
import { lockWork, type TWorkRow } from './works.queries';
import { collectMediaKeys } from '../media/media-url';

/** Creating and editing works of every kind (one transaction each). */

export type TWorksFamily = 'book' | 'video' | 'single-picture' | 'agent' | 'agent-program';

export interface TWorksVariant {
  family: TWorksFamily;
  version: 1 | 2 | 3;
  types: readonly number[];
  defaultType: number;
}

export const WORKS_VARIANTS = {
  v1: { family: 'book', version: 1, types: [1, 2, 3], defaultType: 1 },
  v2: { family: 'book', version: 2, types: [1, 2, 3], defaultType: 1 },
  v3: { family: 'book', version: 3, types: [1, 2, 3], defaultType: 1 },
  video: { family: 'video', version: 1, types: [5], defaultType: 5 },
  singlePicture: { family: 'single-picture', version: 1, types: [7], defaultType: 7 },
  agent: { family: 'agent', version: 1, types: [4], defaultType: 4 },
  agentProgram: { family: 'agent-program', version: 1, types: [4, 6], defaultType: 6 },
} as const satisfies Record<string, TWorksVariant>;

export interface TWorksInput {
  worksName?: string;
  worksAuthor?: string | null;
  customizeSchoolName?: string | null;
  worksClassId?: number | null;
  worksCoverPic?: string | null;
  worksBackCoverPic?: string | null;
  worksIntro?: string | null;
  worksPrompt?: string | null;
  backgroundColor?: string | null;
  coverCenter?: boolean;
  coverPicRatioHigh?: number | null;
  coverPicRatioWide?: number | null;
  tagIds?: number[];
  type?: number;
  worksPageList?: TWorksPage[];
  worksContentList?: TContentItem[];
  jumpUrl?: string;
  agentProgramCode?: string;
}

/** Who is saving: the author (a learner account), or demo data and staff tools (trusted). */
export interface TAuthor {
  userId: number;
  accountId: number | null;
  schoolId: number;
  creatorType: number;
  creatorId: number;
  trusted?: boolean;
}

/** The public author of works made by the back office. */
export const STAFF_AUTHOR_NAME = '好多AI编辑部';

const required = (field: string, message: string) => badRequest(message, [{ field, message }]);

function assertRequired(variant: TWorksVariant, merged: TWorksInput): void {
  if (variant.family === 'video' && !merged.worksContentList?.length) {
    throw required('worksContentList', WorksMessages.VIDEO_REQUIRED);
  }
  if (variant.family === 'single-picture' && !merged.worksContentList?.length) {
    throw required('worksContentList', WorksMessages.PICTURE_REQUIRED);
  }
  if (variant.family === 'agent' && !merged.jumpUrl) {
    throw required('jumpUrl', WorksMessages.AGENT_URL_REQUIRED);
  }
  if (variant.family === 'agent-program' && !merged.agentProgramCode) {
    throw required('agentProgramCode', WorksMessages.AGENT_CODE_REQUIRED);
  }
}

/** Everything derived from the content: links checked, thumbnails, names, search tokens. */
async function derive(
  db: TDb,
  author: TAuthor,
  worksId: number | null,
  merged: TWorkFiles & {
    worksName: string;
    worksAuthor?: string | null;
    customizeSchoolName?: string | null;
  },
  authorUserId: number | null,
  schoolId: number,
) {
  const keys = mediaKeysOf(merged);
  if (worksId !== null) collectMediaKeys(await historyUrls(db, worksId), keys);
  const media = await resolveWorkMedia(db, {
    keys,
    worksId,
    userId: author.userId,
    trusted: author.trusted,
  });
  const { compress, coverThumbUrl } = thumbnailsOf(merged, media);
  const names = authorUserId ? await authorNames(db, authorUserId) : { name: null, penName: null };
  const authorPublic =
    author.creatorType === WorksCreatorType.STAFF
      ? merged.worksAuthor || STAFF_AUTHOR_NAME
      : publicAuthorName(names.name, names.penName);
  const school = merged.customizeSchoolName ?? (await schoolName(db, schoolId));
  return {
    mediaIds: [...media.values()].map((row) => row.id),
    worksCompressContentList: compress,
    coverThumbUrl,
    authorPublicName: authorPublic,
    searchTokens: searchTokensOf(merged.worksName, authorPublic, school),
  };
}

async function historyUrls(db: TDb, worksId: number) {
  return (await historyMediaUrls(db, worksId)).map((url) => ({ resultUrl: url }));
}

function normalise(input: TWorksInput): TWorksInput {
  const out: TWorksInput = { ...input };
  if (input.worksCoverPic !== undefined) out.worksCoverPic = canonicalUrl(input.worksCoverPic);
  if (input.worksBackCoverPic !== undefined) {
    out.worksBackCoverPic = canonicalUrl(input.worksBackCoverPic);
  }
  if (input.worksPageList) out.worksPageList = canonicalUrls(input.worksPageList);
  if (input.worksContentList) out.worksContentList = canonicalUrls(input.worksContentList);
  return out;
}

async function checkReferences(db: TDb, author: TAuthor, input: TWorksInput) {
  if (input.worksClassId && !author.trusted) {
    await assertOwnClass(db, input.worksClassId, author.accountId ?? -1);
  }
  if (input.tagIds) input.tagIds = await assertTagsExist(db, input.tagIds);
}

export async function createWork(
  db: TDb,
  author: TAuthor,
  variant: TWorksVariant,
  raw: TWorksInput & { worksName: string },
): Promise<number> {
  const input = normalise(raw);
  const type = input.type ?? variant.defaultType;
  if (!variant.types.includes(type)) throw badRequest(WorksMessages.WORKS_TYPE_MISMATCH);
  assertRequired(variant, input);
  return db.transaction(async (tx) => {
    await checkReferences(tx, author, input);
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
      eventType: 'create',
      actorUserId: author.userId,
      actorRole: 'author',
    });
    return worksId;
  });
}

/** Columns set from the input as given (undefined = unchanged). */
function contentValues(input: TWorksInput) {
  return {
    worksName: input.worksName,
    worksAuthor: input.worksAuthor,
    customizeSchoolName: input.customizeSchoolName,
    worksClassId: input.worksClassId,
    worksIntro: input.worksIntro,
    worksPrompt: input.worksPrompt,
    backgroundColor: input.backgroundColor,
    coverCenter: input.coverCenter,
    coverPicRatioHigh: input.coverPicRatioHigh,
    coverPicRatioWide: input.coverPicRatioWide,
    tagIds: input.tagIds,
    type: input.type,
    jumpUrl: input.jumpUrl,
    agentProgramCode: input.agentProgramCode,
    worksCoverPic: input.worksCoverPic,
    worksBackCoverPic: input.worksBackCoverPic,
    worksPageList: input.worksPageList,
    worksContentList: input.worksContentList,
  };
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
        eventType: 'edit',
        actorUserId: author.userId,
        actorRole: 'author',
        detail: { fields: changed },
      });
    }
    if (backToDraft) {
      await recordEvent(tx, {
        worksId: id,
        eventType: 'status',
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

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}
