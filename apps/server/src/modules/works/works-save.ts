import { type TDb } from '../../platform/db/database';
import { collectMediaKeys, resolveWorkMedia } from '../media';
import { assertTagsExist } from '../tags';
import { WeekScheduleMessages, WorksCreatorType } from '@haoduo/contract';
import { badRequest } from '../../platform/http/errors';
import { lessonExists } from '../courses';
import {
  assertOwnClass,
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
import { historyMediaUrls } from './works-history.service';
import { publicWorkIds } from './public-works';
import { STAFF_AUTHOR_NAME, type TAuthor, type TWorksInput } from './works-variants';

/** Saving a work, the parts shared by create and edit. */

/** Everything derived from the content: links checked, thumbnails, names, search tokens. */
export async function derive(
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
    publicWorks: publicWorkIds(),
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

export function normalise(input: TWorksInput): TWorksInput {
  const out: TWorksInput = { ...input };
  if (input.worksCoverPic !== undefined) out.worksCoverPic = canonicalUrl(input.worksCoverPic);
  if (input.worksBackCoverPic !== undefined) {
    out.worksBackCoverPic = canonicalUrl(input.worksBackCoverPic);
  }
  if (input.worksPageList) out.worksPageList = canonicalUrls(input.worksPageList);
  if (input.worksContentList) out.worksContentList = canonicalUrls(input.worksContentList);
  return out;
}

export async function checkReferences(db: TDb, author: TAuthor, input: TWorksInput) {
  if (input.worksClassId && !author.trusted) {
    await assertOwnClass(db, input.worksClassId, author.accountId ?? -1);
  }
  if (input.tagIds) input.tagIds = await assertTagsExist(db, input.tagIds);
  // A work saved from a lesson is its hand-in: the lesson must exist.
  if (input.lessonId != null && !(await lessonExists(db, input.lessonId))) {
    throw badRequest(WeekScheduleMessages.LESSON_NOT_FOUND);
  }
}

/** Columns set from the input as given (undefined = unchanged). */
export function contentValues(input: TWorksInput) {
  return {
    worksName: input.worksName,
    worksAuthor: input.worksAuthor,
    customizeSchoolName: input.customizeSchoolName,
    worksClassId: input.worksClassId,
    lessonId: input.lessonId,
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

export function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}
