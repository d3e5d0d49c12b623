import { z } from 'zod';
import { ZId, ZMobile, ZPageQuery } from '../common/fields';
import { AI_TOOL_TILE_TYPES } from '../constants/class-constants';
import { Messages } from '../messages/messages';
import { ZOptionalId, ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import { BackOfficeMessages } from './back-office-messages';
import { ZSortFields } from './list-query';

const TOOL_TYPES: readonly number[] = AI_TOOL_TILE_TYPES;

/** Schools (tenants) in the back office: their region, address, contact and AI tools. */
export const ZSchoolMngRow = z.object({
  id: z.number().int(),
  name: z.string(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  /** 省 市 区, e.g. 浙江省杭州市西湖区. */
  regionName: z.string(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  /** Masked (138****0001) unless the caller may see it. */
  contactMobile: z.string().nullable(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  /** The AI tools (tile tool types) the school has opened. */
  aiToolTypes: z.array(z.number().int()),
  createdAt: z.string(),
});
export type TSchoolMngRow = z.infer<typeof ZSchoolMngRow>;

export const ZSchoolMngDetail = ZSchoolMngRow.extend({
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  districtName: z.string().nullable(),
  classCount: z.number().int(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
});
export type TSchoolMngDetail = z.infer<typeof ZSchoolMngDetail>;

export const ZSchoolMngFilter = z.object({
  /** Part of the school's name. */
  name: ZOptionalKeyword,
  provinceId: ZOptionalId,
  cityId: ZOptionalId,
  districtId: ZOptionalId,
  status: ZOptionalInt,
});
export const ZSchoolMngQuery = ZPageQuery.extend(ZSchoolMngFilter.shape).extend(
  ZSortFields(['id', 'name', 'createdAt']).shape,
);
export type TSchoolMngQuery = z.infer<typeof ZSchoolMngQuery>;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, message).nullable().optional(),
  );

const ZRegionId = z
  .number({ error: BackOfficeMessages.SCHOOL_REGION_REQUIRED })
  .int(BackOfficeMessages.SCHOOL_REGION_REQUIRED)
  .positive(BackOfficeMessages.SCHOOL_REGION_REQUIRED);

export const ZSchoolSaveFields = z.object({
  name: z
    .string({ error: BackOfficeMessages.SCHOOL_NAME_REQUIRED })
    .trim()
    .min(1, BackOfficeMessages.SCHOOL_NAME_REQUIRED)
    .max(64, Messages.FIELD_TOO_LONG),
  provinceId: ZRegionId,
  cityId: ZRegionId,
  districtId: ZRegionId,
  address: optionalText(200, Messages.FIELD_TOO_LONG),
  contactName: optionalText(32, BackOfficeMessages.CONTACT_NAME_TOO_LONG),
  contactMobile: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    ZMobile.nullable().optional(),
  ),
  /** The tools opened (the others are closed); absent: all open. */
  aiToolTypes: z
    .array(
      z
        .number()
        .int()
        .refine((t) => TOOL_TYPES.includes(t), Messages.FIELD_INVALID_VALUE),
    )
    .max(TOOL_TYPES.length)
    .optional(),
});
export const ZSchoolCreateBody = ZSchoolSaveFields;
export const ZSchoolUpdateBody = ZSchoolSaveFields.extend({ id: ZId });
export const ZSchoolIdBody = z.object({ id: ZId });
export const ZSchoolIdQuery = z.object({ id: ZId });
export const ZSchoolCreated = z.object({ id: z.number().int() });

/** The region tree of the school forms: provinces, their cities, their districts (GB/T 2260). */
export const ZRegionDistrictNode = z.object({ id: z.number().int(), name: z.string() });
export const ZRegionCityNode = z.object({
  id: z.number().int(),
  name: z.string(),
  children: z.array(ZRegionDistrictNode),
});
export const ZRegionTree = z.array(
  z.object({ id: z.number().int(), name: z.string(), children: z.array(ZRegionCityNode) }),
);
export type TRegionTree = z.infer<typeof ZRegionTree>;

export const SCHOOL_STATUS_LABELS: Record<number, string> = { 0: '已停用', 1: '启用中' };
