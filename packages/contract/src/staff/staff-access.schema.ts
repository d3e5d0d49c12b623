import { z } from 'zod';

/**
 * What a back-office user may do and see: the permission codes of their roles, the rows they
 * see (data scope) and the personal fields they may read unmasked.
 */

/** The data scope of a staff user: every row, the schools of some regions, some schools, or rows they created. */
export const DataScopeKind = {
  ALL: 'all',
  REGIONS: 'regions',
  SCHOOLS: 'schools',
  OWN: 'own',
} as const;

/**
 * A role's data permission: one of the scopes above, or `member`: the staff user's own region
 * (area staff) or school (school managers), as their staff record says.
 */
export const RoleScopeKind = { ...DataScopeKind, MEMBER: 'member' } as const;
export type TRoleScopeKind = (typeof RoleScopeKind)[keyof typeof RoleScopeKind];

export const ZDataScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('regions'), regionIds: z.array(z.number().int()) }),
  z.object({ kind: z.literal('schools'), schoolIds: z.array(z.number().int()) }),
  z.object({ kind: z.literal('own'), userId: z.number().int() }),
]);
export type TDataScope = z.infer<typeof ZDataScope>;

/** Personal fields that are masked unless a role lets its users read them (desensitization configs). */
export const MaskedField = { MOBILE: 'mobile', ID_CARD: 'idCard', REAL_NAME: 'realName' } as const;
export type TMaskedField = (typeof MaskedField)[keyof typeof MaskedField];
export const MASKED_FIELDS = Object.values(MaskedField) as [TMaskedField, ...TMaskedField[]];

/** The masks a role may lift, as the console lists them (the spec's desensitization configs). */
export const MASKED_FIELD_LABELS: Readonly<Record<TMaskedField, string>> = {
  mobile: '手机号',
  idCard: '身份证号',
  realName: '学生姓名',
};

/** What sign-in and check-alive tell the console about a staff user. */
export const ZStaffAccessInfo = z.object({
  staffType: z.number(),
  /** Permission codes (`<resource>:<action>`); a super administrator has every one. */
  permissions: z.array(z.string()),
  dataScope: ZDataScope,
  /** The fields the user reads unmasked. */
  unmask: z.array(z.enum(MASKED_FIELDS)),
});
export type TStaffAccessInfo = z.infer<typeof ZStaffAccessInfo>;
