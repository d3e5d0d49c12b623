import {
  WorksCreatorType,
  type TAuditStatus,
  type TMyWorksItem,
  type TStudentWorksItem,
  type TWorksAbilities,
  type TWorksCard,
  type TWorksDetail,
  type TWorksPage,
  type TWorksStatus,
} from '@haoduo/contract';
import { mapMediaUrls, mediaKeyOf, type TMediaUrls } from '../media';
import { isPublic, type TWorksAccess } from './works.policy';
import type { TCardRow, TListRow, TMyItemRow, TWorkRecord } from './works.queries';

/**
 * Rows to API shapes, field by field, per audience. Public shapes carry only the public
 * author name; files of works that are not public get signed links.
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function linker(urls: TMediaUrls, work: { status: TWorksStatus; auditStatus: TAuditStatus }) {
  const link = isPublic(work) ? urls.publicUrl : urls.signedUrl;
  return <T>(value: T): T => mapMediaUrls(value, link);
}

/** One link field (a cover, a thumbnail) as linker maps it inside a value. */
function fileLinker(urls: TMediaUrls, work: { status: TWorksStatus; auditStatus: TAuditStatus }) {
  const link = isPublic(work) ? urls.publicUrl : urls.signedUrl;
  return (url: string | null): string | null => {
    const key = mediaKeyOf(url);
    return key ? link(key) : url;
  };
}

export function presentCard(row: TCardRow, urls: TMediaUrls): TWorksCard {
  const link = fileLinker(urls, row);
  return {
    id: row.id,
    worksName: row.worksName,
    worksAuthor: row.authorPublicName,
    schoolName: row.schoolName,
    type: row.type,
    kind: row.kind,
    version: row.version,
    worksCoverPic: link(row.worksCoverPic),
    coverThumbUrl: link(row.coverThumbUrl),
    coverPicRatioHigh: row.coverPicRatioHigh,
    coverPicRatioWide: row.coverPicRatioWide,
    worksIntro: row.worksIntro,
    likeCount: row.likeCount,
    copyCount: row.copyCount,
    recommend: row.recommend,
    tagIds: row.tagIds,
    publishedAt: iso(row.publishedAt),
  };
}

export function presentMyItem(row: TMyItemRow, urls: TMediaUrls): TMyWorksItem {
  return {
    ...presentCard(row, urls),
    status: row.status,
    auditStatus: row.auditStatus,
    auditRemark: row.auditRemark,
    worksClassId: row.worksClassId,
    lessonId: row.lessonId,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** For the author's teachers and staff: with the pupil's real name. */
export function presentStudentItem(row: TListRow, urls: TMediaUrls): TStudentWorksItem {
  return {
    ...presentMyItem(row, urls),
    authorName: row.authorName,
    authorUserId: row.authorUserId,
    studentAccountId:
      row.worksCreatorType === WorksCreatorType.STUDENT ? row.authorAccountId : null,
    className: row.className,
    schoolId: row.schoolId,
    sortScore: row.sortScore,
    worksCreatorType: row.worksCreatorType,
    worksCreatorId: row.worksCreatorId,
    submittedAt: iso(row.submittedAt),
  };
}

export interface TDetailExtras {
  hasLike: boolean;
  likesUniqUserId: number | null;
  copiedFrom: { id: number; worksName: string } | null;
  abilities: TWorksAbilities;
}

export function presentDetail(
  record: TWorkRecord,
  access: TWorksAccess,
  extras: TDetailExtras,
  urls: TMediaUrls,
): TWorksDetail {
  const { work } = record;
  const link = linker(urls, work);
  const files = link({
    worksCoverPic: work.worksCoverPic,
    worksBackCoverPic: work.worksBackCoverPic,
    coverThumbUrl: work.coverThumbUrl,
    worksPageList: work.worksPageList,
    worksContentList: work.worksContentList,
    worksCompressContentList: work.worksCompressContentList,
  });
  const full = access !== 'public';
  return {
    id: work.id,
    access,
    worksName: work.worksName,
    worksAuthor: work.authorPublicName,
    schoolName: work.customizeSchoolName ?? record.schoolName,
    type: work.type,
    kind: work.kind,
    version: work.version,
    worksCoverPic: files.worksCoverPic,
    worksBackCoverPic: files.worksBackCoverPic,
    coverThumbUrl: files.coverThumbUrl,
    coverPicRatioHigh: work.coverPicRatioHigh,
    coverPicRatioWide: work.coverPicRatioWide,
    worksIntro: work.worksIntro,
    worksPrompt: work.worksPrompt,
    backgroundColor: work.backgroundColor,
    coverCenter: work.coverCenter,
    worksPageList: files.worksPageList,
    worksContentList: files.worksContentList,
    worksCompressContentList: files.worksCompressContentList,
    jumpUrl: work.jumpUrl,
    agentProgramCode: work.agentProgramCode,
    likeCount: work.likeCount,
    copyCount: work.copyCount,
    recommend: work.recommend,
    tagIds: work.tagIds,
    publishedAt: iso(work.publishedAt),
    copiedFromId: work.copiedFromId,
    copiedFrom: extras.copiedFrom,
    status: work.status,
    auditStatus: work.auditStatus,
    createdAt: work.createdAt.toISOString(),
    hasLike: extras.hasLike,
    likesUniqUserId: extras.likesUniqUserId,
    abilities: extras.abilities,
    auditRemark: full ? work.auditRemark : null,
    sortScore: full ? work.sortScore : null,
    worksClassId: full ? work.worksClassId : null,
    className: full ? record.className : null,
    customizeSchoolName: full ? work.customizeSchoolName : null,
    authorName: full ? record.authorName : null,
    worksAuthorInput: full ? work.worksAuthor : null,
    schoolId: full ? work.schoolId : null,
    worksCreatorType: full ? work.worksCreatorType : null,
    worksCreatorId: full ? work.worksCreatorId : null,
    submittedAt: full ? iso(work.submittedAt) : null,
    updatedAt: full ? work.updatedAt.toISOString() : null,
  };
}

/** v1 pages read as v2 pages (the v2 reader and editor open every picture book). */
export function pagesAsV2(version: number, pages: TWorksPage[]): TWorksPage[] {
  if (version !== 1) return pages;
  return pages.map((page) => {
    const { picUrl, text } = page as { picUrl: string | null; text: string };
    return {
      picUrl,
      text,
      layout: picUrl ? ('picture-top' as const) : ('text-only' as const),
      backgroundColor: null,
      textBoxes: text
        ? [
            {
              text,
              x: 5,
              y: picUrl ? 70 : 10,
              width: 90,
              height: picUrl ? 25 : 80,
              fontSize: 24,
              color: '#333333',
              align: 'left' as const,
              bold: false,
            },
          ]
        : [],
    };
  });
}
