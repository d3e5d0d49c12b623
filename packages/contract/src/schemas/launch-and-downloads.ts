import { z } from 'zod';
import { AI_TOOL_TILE_TYPES, DownloadOs } from '../constants/class-constants';
import { FANBOOK_SUB_TYPES } from '../constants/enums';
import { ZId } from '../common/fields';
import { ClassMessages } from '../messages/class-messages';
import { Messages } from '../messages/messages';

/** Launches of the AI tools (signed tickets for our own AI studio) and the download centre. */

export const ZLaunchBody = z.object({ worksClassId: ZId });

/**
 * POST /works/custom/community-login. `subType` is the large-model tile clicked (11 language,
 * 12 draw, 13 music, 14 video, 15 3D): the ticket's address carries it and the studio opens
 * that tool's page. Without it the studio opens on painting.
 */
export const ZCommunityLaunchBody = ZLaunchBody.extend({
  subType: z
    .number({ error: ClassMessages.LAUNCH_SUB_TYPE_INVALID })
    .int(ClassMessages.LAUNCH_SUB_TYPE_INVALID)
    .refine((v) => (FANBOOK_SUB_TYPES as readonly number[]).includes(v), {
      message: ClassMessages.LAUNCH_SUB_TYPE_INVALID,
    })
    .optional(),
});
export type TCommunityLaunchBody = z.infer<typeof ZCommunityLaunchBody>;

/** POST /works/custom/community-login. `auth` is the address to open in a new window. */
export const ZCommunityLaunch = z.object({
  inviteCode: z.string(),
  appId: z.string(),
  code: z.string(),
  nonce: z.string(),
  timestamp: z.number().int(),
  sign: z.string(),
  auth: z.string(),
});
export type TCommunityLaunch = z.infer<typeof ZCommunityLaunch>;

/** POST /works/custom/agent-login. `url` is the address to open in a new window. */
export const ZAgentLaunch = z.object({ code: z.string(), url: z.string() });
export type TAgentLaunch = z.infer<typeof ZAgentLaunch>;
/** POST /works/custom/hardware-login */
export const ZHardwareLaunch = z.object({ url: z.string() });
export type THardwareLaunch = z.infer<typeof ZHardwareLaunch>;

/** POST /works/custom/launch-ticket/verify: public, single use. */
export const ZLaunchVerifyBody = z.object({
  code: z
    .string({ error: Messages.FIELD_REQUIRED })
    .trim()
    .min(1, Messages.FIELD_REQUIRED)
    .max(200, Messages.FIELD_TOO_LONG),
});
export const ZLaunchVerifyResult = z.object({
  kind: z.enum(['community', 'agent', 'hardware']),
  userId: z.number().int(),
  userName: z.string(),
  accountType: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  worksClassId: z.number().int(),
  courseClassName: z.string(),
  aiToolSubTypes: z.array(z.number().int()),
  inviteCode: z.string().nullable(),
});
export type TLaunchVerifyResult = z.infer<typeof ZLaunchVerifyResult>;

/** GET /ai-tool-config/custom/get-by-school: which of the eight tools the school has opened. */
export const ZAiToolConfig = z.object({
  schoolId: z.number().int(),
  toolList: z.array(z.object({ toolType: z.number().int(), enabled: z.boolean() })),
  enabledToolTypes: z.array(z.number().int()),
});
export type TAiToolConfig = z.infer<typeof ZAiToolConfig>;

export const ZAiToolSchoolQuery = z.object({ schoolId: ZId });

const AI_TOOL_TILE_TYPE_LIST: readonly number[] = AI_TOOL_TILE_TYPES;

/** POST /ai-tool-config/mng/edit: open or close tools (tile types) of a school. */
export const ZAiToolConfigEditBody = z.object({
  schoolId: ZId,
  toolList: z
    .array(
      z.object({
        toolType: z
          .number()
          .int()
          .refine((t) => AI_TOOL_TILE_TYPE_LIST.includes(t), Messages.FIELD_INVALID_VALUE),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(AI_TOOL_TILE_TYPE_LIST.length),
});

/** GET /download/custom/list */
export const ZDownloadItem = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  /** Where to download: a signed address of ours (valid one hour) or the vendor's page. */
  url: z.string(),
  external: z.boolean(),
});
export const ZBrowserDownload = ZDownloadItem.extend({ os: z.enum(DownloadOs) });
export type TBrowserDownload = z.infer<typeof ZBrowserDownload>;
export const ZMaterialDownload = ZDownloadItem.extend({
  worksClassId: z.number().int().nullable(),
  courseClassName: z.string().nullable(),
  createdAt: z.string(),
});
export type TMaterialDownload = z.infer<typeof ZMaterialDownload>;
export const ZDownloadList = z.object({
  browserList: z.array(ZBrowserDownload),
  materialList: z.array(ZMaterialDownload),
});
export type TDownloadList = z.infer<typeof ZDownloadList>;
/** A file of the download centre: its id, and the signed link's expiry and signature. */
export const ZDownloadFileParams = z.object({ id: ZId });
export const ZDownloadLinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  sig: z.string().max(128),
});

/** GET /platform-semester/query-list */
export const ZSemesterItem = z.object({
  id: z.number().int(),
  platformSemesterName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  currentSemester: z.boolean(),
});
export type TSemesterItem = z.infer<typeof ZSemesterItem>;

/** GET /city/get-all-cities: provinces with their cities. */
export const ZRegionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().optional(),
});
export const ZProvinceWithCities = ZRegionItem.extend({ children: z.array(ZRegionItem) });
