import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import {
  MEDIA_KINDS,
  PUPIL_MEDIA_KINDS,
  WORKS_KINDS,
  WORKS_SORTS,
  WorksLimit,
} from './works-constants';
import {
  ZContentItem,
  ZHexColor,
  ZImageItem,
  ZLinkUrl,
  ZMediaUrl,
  ZPageV1,
  ZPageV2,
  ZPageV3,
  ZVideoItem,
} from './works-content.schema';
import { WorksMessages } from './works-messages';

/** Request bodies and queries of the works, tags and history calls. */

/** An id in a JSON body: a real number, not text. */
export const ZBodyId = z
  .number({ error: Messages.FIELD_WRONG_TYPE })
  .int(Messages.FIELD_WRONG_TYPE)
  .positive(Messages.FIELD_WRONG_TYPE)
  .max(2_147_483_647, Messages.FIELD_TOO_BIG);

const optionalText = (max: number, message: string = Messages.FIELD_TOO_LONG) =>
  z.string({ error: Messages.FIELD_WRONG_TYPE }).trim().max(max, message).nullable().optional();

export const ZWorksName = z
  .string({ error: WorksMessages.WORKS_NAME_REQUIRED })
  .trim()
  .min(1, WorksMessages.WORKS_NAME_REQUIRED)
  .max(WorksLimit.NAME_MAX, WorksMessages.WORKS_NAME_TOO_LONG);

const ZRatio = z.number({ error: Messages.FIELD_WRONG_TYPE }).int().min(1).max(10_000);

/** Fields every kind of work has. Absent on edit = unchanged; null = cleared. */
const commonFields = {
  worksAuthor: optionalText(WorksLimit.AUTHOR_MAX),
  customizeSchoolName: optionalText(WorksLimit.SCHOOL_NAME_MAX),
  worksClassId: ZBodyId.nullable().optional(),
  /** The course lesson the work was made for (a tool opened with `?lesson=<id>`): its hand-in. */
  lessonId: ZBodyId.nullable().optional(),
  worksCoverPic: ZMediaUrl.nullable().optional(),
  worksBackCoverPic: ZMediaUrl.nullable().optional(),
  worksIntro: optionalText(WorksLimit.INTRO_MAX),
  worksPrompt: optionalText(WorksLimit.PROMPT_MAX),
  backgroundColor: ZHexColor.nullable().optional(),
  coverCenter: z.boolean({ error: Messages.FIELD_WRONG_TYPE }).optional(),
  coverPicRatioHigh: ZRatio.nullable().optional(),
  coverPicRatioWide: ZRatio.nullable().optional(),
  tagIds: z
    .array(ZBodyId)
    .max(WorksLimit.TAGS_PER_WORK_MAX, WorksMessages.TAGS_TOO_MANY)
    .optional(),
};

const ZPageType = z.literal([1, 2, 3], { error: WorksMessages.WORKS_TYPE_MISMATCH });
const pages = <T extends z.ZodType>(page: T) =>
  z.array(page).max(WorksLimit.PAGES_MAX, WorksMessages.PAGES_TOO_MANY);

/** Variants of add/edit, keyed by the path segment after /works/custom/. */
function addAndEdit<T extends z.ZodRawShape>(specific: T) {
  const add = z.object({ worksName: ZWorksName, ...commonFields, ...specific });
  const edit = z.object({
    id: ZBodyId,
    worksName: ZWorksName.optional(),
    ...commonFields,
    ...specific,
  });
  return { add, edit };
}

// Picture books, brand designs and free creations: pages of the version's shape.
export const ZWorksV1 = addAndEdit({
  type: ZPageType.optional(),
  worksPageList: pages(ZPageV1).optional(),
  worksContentList: z.array(ZContentItem).max(WorksLimit.CONTENT_ITEMS_MAX).optional(),
});
export const ZWorksV2 = addAndEdit({
  type: ZPageType.optional(),
  worksPageList: pages(ZPageV2).optional(),
  worksContentList: z.array(ZContentItem).max(WorksLimit.CONTENT_ITEMS_MAX).optional(),
});
export const ZWorksV3 = addAndEdit({
  type: ZPageType.optional(),
  worksPageList: pages(ZPageV3).optional(),
  worksContentList: z.array(ZContentItem).max(WorksLimit.CONTENT_ITEMS_MAX).optional(),
});
export const ZWorksVideo = addAndEdit({
  worksContentList: z
    .array(ZVideoItem, { error: WorksMessages.VIDEO_REQUIRED })
    .min(1, WorksMessages.VIDEO_REQUIRED)
    .max(1, WorksMessages.VIDEO_REQUIRED)
    .optional(),
});
export const ZWorksSinglePicture = addAndEdit({
  worksContentList: z
    .array(ZImageItem, { error: WorksMessages.PICTURE_REQUIRED })
    .min(1, WorksMessages.PICTURE_REQUIRED)
    .max(1, WorksMessages.PICTURE_REQUIRED)
    .optional(),
});
export const ZWorksAgent = addAndEdit({
  jumpUrl: ZLinkUrl.optional(),
});
export const ZWorksAgentProgram = addAndEdit({
  type: z.literal([4, 6], { error: WorksMessages.WORKS_TYPE_MISMATCH }).optional(),
  agentProgramCode: z
    .string({ error: WorksMessages.AGENT_CODE_REQUIRED })
    .min(1, WorksMessages.AGENT_CODE_REQUIRED)
    .max(WorksLimit.AGENT_CODE_MAX, WorksMessages.AGENT_CODE_TOO_LONG)
    .optional(),
});

export const ZWorksIdQuery = z.object({ id: ZId });
export const ZWorksIdBody = z.object({ id: ZBodyId });
export const ZWorksLikeBody = z.object({ worksId: ZBodyId });
export const ZWorksLikeQuery = z.object({ worksId: ZId });

const ZSmallQuery = (min: number, max: number) =>
  z.coerce
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(min, Messages.FIELD_TOO_SMALL)
    .max(max, Messages.FIELD_TOO_BIG);
const ZTypeQuery = ZSmallQuery(1, 7);
const ZStatusQuery = ZSmallQuery(0, 3);
const ZAuditQuery = ZSmallQuery(0, 2);
const ZKindQuery = z.enum(WORKS_KINDS, { error: Messages.FIELD_INVALID_VALUE });
const ZKeyword = z.string().trim().max(WorksLimit.KEYWORD_MAX, Messages.FIELD_TOO_LONG);
const ZBooleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: Messages.FIELD_INVALID_VALUE })
  .transform((v) => v === 'true' || v === '1');

/** My works (the caller's own). */
export const ZMyWorksQuery = ZPageQuery.extend({
  type: ZTypeQuery.optional(),
  /** What the work holds (music and 3D models are both free creations). */
  kind: ZKindQuery.optional(),
  status: ZStatusQuery.optional(),
  auditStatus: ZAuditQuery.optional(),
  keyword: ZKeyword.optional(),
});

/** The gallery and its search: public works only. */
export const ZWorksIndexQuery = ZPageQuery.extend({
  keyword: ZKeyword.optional(),
  type: ZTypeQuery.optional(),
  tagId: ZId.optional(),
  sort: z.enum(WORKS_SORTS).default('recommend'),
});

export const ZRecommendWorksQuery = z.object({
  currentId: ZId,
  recommendNum: ZSmallQuery(1, WorksLimit.RECOMMEND_NUM_MAX).default(
    WorksLimit.RECOMMEND_NUM_DEFAULT,
  ),
});

/** A teacher's review queue and list of their classes' works. */
export const ZStudentWorksQuery = ZPageQuery.extend({
  worksClassId: ZId.optional(),
  type: ZTypeQuery.optional(),
  kind: ZKindQuery.optional(),
  status: ZStatusQuery.optional(),
  auditStatus: ZAuditQuery.optional(),
  /** Work name or pupil name. */
  keyword: ZKeyword.optional(),
});

export const ZTimelineQuery = ZPageQuery.extend({ worksClassId: ZId });

export const ZUpdateStatusBody = z.object({
  id: ZBodyId,
  status: z.literal([0, 1, 2, 3], { error: Messages.FIELD_INVALID_VALUE }),
});

export const ZAuditBody = z
  .object({
    id: ZBodyId,
    auditStatus: z.literal([1, 2], { error: Messages.FIELD_INVALID_VALUE }),
    auditRemark: optionalText(WorksLimit.AUDIT_REMARK_MAX),
  })
  .refine((body) => body.auditStatus !== 2 || (body.auditRemark ?? '').length > 0, {
    path: ['auditRemark'],
    message: WorksMessages.AUDIT_REMARK_REQUIRED,
  });

/**
 * A teacher takes back the publication of their pupil's work: it leaves the gallery and
 * waits for review again; the optional remark tells the pupil why.
 */
export const ZAuditRevokeBody = z.object({
  id: ZBodyId,
  auditRemark: optionalText(WorksLimit.AUDIT_REMARK_MAX),
});

// ---- back office ------------------------------------------------------------------------

export const ZMngWorksQuery = ZPageQuery.extend({
  keyword: ZKeyword.optional(),
  authorName: ZKeyword.optional(),
  schoolId: ZId.optional(),
  worksClassId: ZId.optional(),
  type: ZTypeQuery.optional(),
  status: ZStatusQuery.optional(),
  auditStatus: ZAuditQuery.optional(),
  recommend: ZBooleanQuery.optional(),
  tagId: ZId.optional(),
  authorUserId: ZId.optional(),
});

export const ZModifyScoreBody = z.object({
  id: ZBodyId,
  sortScore: z
    .number({ error: Messages.FIELD_WRONG_TYPE })
    .int(Messages.FIELD_WRONG_TYPE)
    .min(0, Messages.FIELD_TOO_SMALL)
    .max(WorksLimit.SORT_SCORE_MAX, Messages.FIELD_TOO_BIG),
});
export const ZRecommendBody = z.object({
  id: ZBodyId,
  recommend: z.boolean({ error: Messages.FIELD_WRONG_TYPE }),
});
export const ZTagWorksBody = z.object({
  id: ZBodyId,
  tagIds: z.array(ZBodyId).max(WorksLimit.TAGS_PER_WORK_MAX, WorksMessages.TAGS_TOO_MANY),
});
export const ZMngUpdateStatusBody = z.object({
  id: ZBodyId,
  status: z.literal([2, 3], { error: Messages.FIELD_INVALID_VALUE }),
});

// ---- tags ---------------------------------------------------------------------------------

export const ZTagName = z
  .string({ error: WorksMessages.TAG_NAME_REQUIRED })
  .trim()
  .min(1, WorksMessages.TAG_NAME_REQUIRED)
  .max(WorksLimit.TAG_NAME_MAX, WorksMessages.TAG_NAME_TOO_LONG);
export const ZTagAddBody = z.object({ name: ZTagName });
export const ZTagListQuery = z.object({ keyword: ZKeyword.optional() });
export const ZTagSaveBody = z.object({
  tagList: z
    .array(z.object({ id: ZBodyId.optional(), name: ZTagName }))
    .max(200, Messages.FIELD_TOO_LONG),
});

// ---- making-of history ----------------------------------------------------------------------

export const ZHistoryAddBody = z.object({
  worksId: ZBodyId,
  eventType: z.enum(['prompt', 'ai-result'], { error: Messages.FIELD_INVALID_VALUE }),
  prompt: optionalText(WorksLimit.HISTORY_PROMPT_MAX),
  /** The AI tool (ToolType) the prompt went to or the result came from. */
  toolType: z.number().int().min(1).max(99).nullable().optional(),
  resultUrl: ZMediaUrl.nullable().optional(),
  note: optionalText(200),
});
export const ZHistoryQuery = z.object({ worksId: ZId });

/** The student-works export: the list's filters without paging. */
export const ZStudentWorksExportQuery = ZStudentWorksQuery.omit({
  currentPage: true,
  pageSize: true,
});
/** The back-office export: the list's filters without paging. */
export const ZMngWorksExportQuery = ZMngWorksQuery.omit({ currentPage: true, pageSize: true });
/** One person's works in the back office (fanbook). */
export const ZUserWorksQuery = ZPageQuery.extend({ userId: ZId });

/** An upload may insist on one kind of file. */
export const ZUploadQuery = z.object({ kind: z.enum(PUPIL_MEDIA_KINDS).optional() });
/** A back-office upload: a public site file (default; may be a PDF) or a private works file. */
export const ZStaffUploadQuery = ZUploadQuery.extend({
  kind: z.enum(MEDIA_KINDS).optional(),
  purpose: z.enum(['works', 'site']).default('site'),
});
/** A stored file: its key (with slashes), and the signature of a private file's link. */
export const ZMediaParams = z.object({ key: z.string() });
export const ZMediaLinkQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });
