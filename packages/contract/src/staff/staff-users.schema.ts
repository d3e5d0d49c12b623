import { z } from 'zod';
import { ZId, ZMobile, ZPageQuery, ZRealName } from '../common/fields';
import { StaffType } from '../constants/enums';
import { ZPageOf } from '../schemas/envelope';
import { StaffMessages } from './staff-messages';

/** Staff users of the back office: create, modify, enable or disable, list. */

const ZStaffTypeField = z.coerce
  .number({ error: StaffMessages.STAFF_TYPE_REQUIRED })
  .int(StaffMessages.STAFF_TYPE_REQUIRED)
  .min(StaffType.SUPER_ADMIN, StaffMessages.STAFF_TYPE_REQUIRED)
  .max(StaffType.PLATFORM_OPERATOR, StaffMessages.STAFF_TYPE_REQUIRED);

const ZOptionalId = z.coerce.number().int().positive().nullish();

const ZStaffUserFields = z.object({
  name: ZRealName,
  mobile: ZMobile,
  /** 1 super administrator, 2 area staff, 3 school manager, 4 platform operator. */
  staffType: ZStaffTypeField,
  /** School managers: the school they manage. */
  schoolId: ZOptionalId,
  /** Area staff: the region (province, city or district id) they oversee. */
  regionId: ZOptionalId,
  roleIds: z.array(z.number().int().positive()).max(100).default([]),
  rolePackageIds: z.array(z.number().int().positive()).max(100).default([]),
});

/** A school manager needs a school, area staff a region. */
function requireScopeFields(
  value: { staffType: number; schoolId?: number | null; regionId?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (value.staffType === StaffType.SCHOOL_MANAGER && !value.schoolId) {
    ctx.addIssue({
      code: 'custom',
      path: ['schoolId'],
      message: StaffMessages.STAFF_SCHOOL_REQUIRED,
    });
  }
  if (value.staffType === StaffType.AREA_STAFF && !value.regionId) {
    ctx.addIssue({
      code: 'custom',
      path: ['regionId'],
      message: StaffMessages.STAFF_REGION_REQUIRED,
    });
  }
}

export const ZStaffUserCreateBody = ZStaffUserFields.superRefine(requireScopeFields);
export const ZStaffUserModifyBody = ZStaffUserFields.extend({ userId: ZId }).superRefine(
  requireScopeFields,
);
export type TStaffUserCreateBody = z.input<typeof ZStaffUserCreateBody>;
export const ZStaffUserIdBody = z.object({ userId: ZId });
export const ZStaffUserIdQuery = z.object({ userId: ZId });

export const ZStaffUserPageQuery = ZPageQuery.extend({
  /** Part of the name or mobile. */
  keyword: z.string().trim().max(40).optional(),
  staffType: z.coerce.number().int().min(1).max(4).optional(),
  /** 1 enabled, 0 disabled. */
  status: z.coerce.number().int().min(0).max(1).optional(),
  schoolId: z.coerce.number().int().positive().optional(),
  roleId: z.coerce.number().int().positive().optional(),
});

export const ZStaffUser = z.object({
  userId: z.number(),
  name: z.string(),
  username: z.string().nullable(),
  /** Masked unless the caller's roles lift the mobile mask. */
  mobile: z.string().nullable(),
  staffType: z.number(),
  schoolId: z.number().nullable(),
  schoolName: z.string().nullable(),
  regionId: z.number().nullable(),
  /** 1 enabled, 0 disabled. */
  status: z.number(),
  roleIds: z.array(z.number()),
  rolePackageIds: z.array(z.number()),
  createdAt: z.string(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;
export const ZStaffUserPage = ZPageOf(ZStaffUser);

/** Chinese names of the staff types. */
export const STAFF_TYPE_LABELS: Readonly<Record<number, string>> = {
  [StaffType.SUPER_ADMIN]: '超级管理员',
  [StaffType.AREA_STAFF]: '区域管理员',
  [StaffType.SCHOOL_MANAGER]: '学校管理员',
  [StaffType.PLATFORM_OPERATOR]: '平台运营',
};
