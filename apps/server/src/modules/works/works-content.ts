import {
  maskName,
  WorksMessages,
  type TCompressItem,
  type TContentItem,
  type TWorksPage,
} from '@haoduo/contract';
import type { TDb } from '../../platform/db/database';
import { forbidden } from '../../platform/http/errors';
import { findUserById, schoolNamesByIds } from '../identity';
import { collectMediaKeys, mapMediaUrls, mediaKeyOf, type TMediaRow } from '../media';
import { classRole } from './works.queries';
import { indexTokens } from './search-tokens';

/** Helpers of saving a work: links, names, tags, classes, thumbnails and search tokens. */

const canonical = (key: string) => `/api/media/${key}`;

/** Drop the signature of private links: works store plain /api/media/<key> URLs. */
export function canonicalUrls<T>(value: T): T {
  return mapMediaUrls(value, canonical);
}

export function canonicalUrl(url: string | null | undefined): string | null | undefined {
  if (url === null || url === undefined) return url;
  const key = mediaKeyOf(url);
  return key ? canonical(key) : url;
}

/** Public author name: the pen name, else the given name masked (张小明 → 张**). */
export function publicAuthorName(name: string | null, penName: string | null): string {
  const pen = penName?.trim();
  if (pen) return pen;
  return name ? maskName(name) : '匿名作者';
}

export async function authorNames(db: TDb, userId: number) {
  const user = await findUserById(db, userId);
  return user ? { name: user.name, penName: user.penName } : { name: null, penName: null };
}

export async function schoolName(db: TDb, schoolId: number): Promise<string | null> {
  return (await schoolNamesByIds(db, [schoolId])).get(schoolId) ?? null;
}

export function searchTokensOf(
  worksName: string,
  authorPublic: string,
  school: string | null,
): string[] {
  return indexTokens([worksName, authorPublic, school]);
}

/** A work may name a class its author belongs to (pupils) or teaches (teachers). */
export async function assertOwnClass(db: TDb, classId: number, accountId: number) {
  if (!(await classRole(db, classId, accountId))) {
    throw forbidden(WorksMessages.WORKS_CLASS_FORBIDDEN);
  }
}

export interface TWorkFiles {
  worksCoverPic: string | null;
  worksBackCoverPic: string | null;
  worksPageList: TWorksPage[];
  worksContentList: TContentItem[];
}

/** Every file of the work's content, in reading order (covers first). */
export function mediaKeysOf(files: TWorkFiles): string[] {
  return collectMediaKeys({
    worksCoverPic: files.worksCoverPic,
    worksBackCoverPic: files.worksBackCoverPic,
    pages: files.worksPageList,
    content: files.worksContentList,
  });
}

/**
 * Thumbnails of the pictures of the pages and content, in reading order, and the card
 * thumbnail: the cover's, else the first picture's.
 */
export function thumbnailsOf(
  files: TWorkFiles,
  media: Map<string, TMediaRow>,
): { compress: TCompressItem[]; coverThumbUrl: string | null } {
  const compress: TCompressItem[] = [];
  for (const key of collectMediaKeys({
    pages: files.worksPageList,
    content: files.worksContentList,
  })) {
    const row = media.get(key);
    if (row?.thumbKey)
      compress.push({ picUrl: canonical(row.thumbKey), originUrl: canonical(key) });
  }
  const coverKey = mediaKeyOf(files.worksCoverPic);
  const coverThumb = coverKey ? media.get(coverKey)?.thumbKey : null;
  return {
    compress,
    coverThumbUrl: coverThumb ? canonical(coverThumb) : (compress[0]?.picUrl ?? null),
  };
}
