import { z } from 'zod';
import { ZPageOf } from '../schemas/envelope';
import { MEDIA_KINDS, WORKS_HISTORY_EVENT_LABELS, WORKS_KINDS } from './works-constants';
import { ZCompressItem, ZContentItemOut, ZWorksPage } from './works-content.schema';

/**
 * What the works calls answer. Public shapes never carry a pupil's real name: `worksAuthor`
 * there is the pen name, or the given name masked (张**). Times are ISO 8601 strings.
 */

/** A work on a card (gallery, home, recommendations). */
export const ZWorksCard = z.object({
  id: z.number().int(),
  worksName: z.string(),
  /** Public author name: pen name, or masked name (张**). */
  worksAuthor: z.string(),
  schoolName: z.string().nullable(),
  type: z.number().int(),
  /** What the work holds: book, picture, music, video, model3d, app or agent. */
  kind: z.enum(WORKS_KINDS),
  version: z.number().int(),
  worksCoverPic: z.string().nullable(),
  /** A small WebP of the cover for cards (null when the cover is not one of our images). */
  coverThumbUrl: z.string().nullable(),
  coverPicRatioHigh: z.number().int().nullable(),
  coverPicRatioWide: z.number().int().nullable(),
  worksIntro: z.string().nullable(),
  likeCount: z.number().int(),
  copyCount: z.number().int(),
  recommend: z.boolean(),
  tagIds: z.array(z.number().int()),
  publishedAt: z.string().nullable(),
});
export type TWorksCard = z.infer<typeof ZWorksCard>;

/** What the caller may do with a work (pages hide buttons from these). */
export const ZWorksAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canSubmit: z.boolean(),
  canWithdraw: z.boolean(),
  canTakeOffline: z.boolean(),
  canAudit: z.boolean(),
  canCopy: z.boolean(),
  canLike: z.boolean(),
  canSeeHistory: z.boolean(),
});
export type TWorksAbilities = z.infer<typeof ZWorksAbilities>;

/**
 * A whole work. `access` says how the caller sees it: `public` (anyone, for a public work;
 * the fields marked private are null), or `author`, `teacher`, `staff` (everything).
 */
export const ZWorksDetail = ZWorksCard.extend({
  access: z.enum(['public', 'author', 'teacher', 'staff']),
  worksBackCoverPic: z.string().nullable(),
  worksPrompt: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  coverCenter: z.boolean(),
  worksPageList: z.array(ZWorksPage),
  worksContentList: z.array(ZContentItemOut),
  worksCompressContentList: z.array(ZCompressItem),
  jumpUrl: z.string().nullable(),
  agentProgramCode: z.string().nullable(),
  copiedFromId: z.number().int().nullable(),
  /** The work this one was copied from, when the caller may see it. */
  copiedFrom: z.object({ id: z.number().int(), worksName: z.string() }).nullable(),
  status: z.number().int(),
  auditStatus: z.number().int(),
  createdAt: z.string(),
  hasLike: z.boolean(),
  /** The caller's user id when the caller has liked the work, else null. */
  likesUniqUserId: z.number().int().nullable(),
  abilities: ZWorksAbilities,
  // Private: null on public access.
  auditRemark: z.string().nullable(),
  sortScore: z.number().int().nullable(),
  worksClassId: z.number().int().nullable(),
  className: z.string().nullable(),
  customizeSchoolName: z.string().nullable(),
  /** The author's real name (author, their teachers and staff only). */
  authorName: z.string().nullable(),
  /** As typed by the author on the cover. */
  worksAuthorInput: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  worksCreatorType: z.number().int().nullable(),
  worksCreatorId: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TWorksDetail = z.infer<typeof ZWorksDetail>;

/** A row of my works. */
export const ZMyWorksItem = ZWorksCard.extend({
  status: z.number().int(),
  auditStatus: z.number().int(),
  auditRemark: z.string().nullable(),
  worksClassId: z.number().int().nullable(),
  /** The course lesson the work was saved from (its hand-in), or null. */
  lessonId: z.number().int().nullable().optional(),
  pageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMyWorksItem = z.infer<typeof ZMyWorksItem>;

/** A row of a teacher's list of their classes' works, and of the back office's lists. */
export const ZStudentWorksItem = ZMyWorksItem.extend({
  authorName: z.string().nullable(),
  authorUserId: z.number().int().nullable(),
  studentAccountId: z.number().int().nullable(),
  className: z.string().nullable(),
  schoolId: z.number().int(),
  sortScore: z.number().int(),
  worksCreatorType: z.number().int(),
  worksCreatorId: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type TStudentWorksItem = z.infer<typeof ZStudentWorksItem>;

export const ZWorksCardPage = ZPageOf(ZWorksCard);
export const ZMyWorksPage = ZPageOf(ZMyWorksItem);
export const ZStudentWorksPage = ZPageOf(ZStudentWorksItem);

export const ZLikeResult = z.object({
  worksId: z.number().int(),
  hasLike: z.boolean(),
  likeCount: z.number().int(),
});
export type TLikeResult = z.infer<typeof ZLikeResult>;

export const ZPopularityStat = z.object({
  totalWorks: z.number().int(),
  draftWorks: z.number().int(),
  pendingWorks: z.number().int(),
  publishedWorks: z.number().int(),
  rejectedWorks: z.number().int(),
  totalLikes: z.number().int(),
  totalCopies: z.number().int(),
  topWorks: z.array(ZWorksCard),
});
export type TPopularityStat = z.infer<typeof ZPopularityStat>;

export const ZPrintableWorksItem = z.object({
  id: z.number().int(),
  worksName: z.string(),
  worksCoverPic: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  pageCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export const ZPrintableWorks = z.array(ZPrintableWorksItem);

/** A day of a class's timeline (Asia/Shanghai dates). */
export const ZTimelineDay = z.object({
  date: z.string(),
  works: z.array(ZMyWorksItem),
});
export const ZTimelinePage = ZPageOf(ZMyWorksItem).extend({ days: z.array(ZTimelineDay) });

export const ZTag = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZHistoryItem = z.object({
  id: z.number().int(),
  eventType: z.enum(
    Object.keys(WORKS_HISTORY_EVENT_LABELS) as [
      keyof typeof WORKS_HISTORY_EVENT_LABELS,
      ...(keyof typeof WORKS_HISTORY_EVENT_LABELS)[],
    ],
  ),
  eventLabel: z.string(),
  actorRole: z.enum(['author', 'teacher', 'staff', 'system']),
  actorName: z.string().nullable(),
  prompt: z.string().nullable(),
  toolType: z.number().int().nullable(),
  resultUrl: z.string().nullable(),
  note: z.string().nullable(),
  /** Edit events: the fields changed, and how many saves were merged into this event. */
  fields: z.array(z.string()),
  count: z.number().int(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  auditStatus: z.number().int().nullable(),
  auditRemark: z.string().nullable(),
  copiedFromId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZMediaFile = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Show this URL; save it in the work as it is (a private link's signature is dropped). */
  url: z.string(),
  /** A small WebP for cards and page strips (images only). */
  thumbUrl: z.string().nullable(),
});
export type TMediaFile = z.infer<typeof ZMediaFile>;

/** What an add, copy or edit answers: the work's id. */
export const ZWorksCreated = z.object({ id: z.number().int() });

/** A smart application with its program code (to run in a sandboxed frame). */
export const ZAgentProgramDetail = z.object({
  id: z.number().int(),
  worksName: z.string(),
  worksAuthor: z.string(),
  type: z.number().int(),
  agentProgramCode: z.string().nullable(),
  jumpUrl: z.string().nullable(),
  access: z.enum(['public', 'author', 'teacher', 'staff']),
});
