import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { ZPageOf } from '../schemas/envelope';
import { MASKED_FIELDS, RoleScopeKind, type TRoleScopeKind } from './staff-access.schema';

/** Roles, role packages, the permission tree and role holders: requests and answers. */

const scopeKinds = Object.values(RoleScopeKind) as [TRoleScopeKind, ...TRoleScopeKind[]];

const ZName = z.string().trim().min(1).max(40);
const ZDescription = z.string().trim().max(200).nullish();
const ZPermissionCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+:[a-z0-9-]+$/);

/** A role's data permission: a scope kind and, for regions and schools, their ids. */
export const ZRoleDataPermission = z.object({
  kind: z.enum(scopeKinds),
  /** Region ids (kind regions) or school ids (kind schools). */
  ids: z.array(z.number().int().positive()).max(1000).default([]),
});
export type TRoleDataPermission = z.output<typeof ZRoleDataPermission>;

export const ZRoleBody = z.object({
  name: ZName,
  description: ZDescription,
  /** Permission codes (`works:audit`), from the permission tree. */
  permissionIdList: z.array(ZPermissionCode).max(1000).default([]),
  /** The masks the role lifts: mobile, idCard, realName. */
  desensitizationConfigIdList: z.array(z.enum(MASKED_FIELDS)).default([]),
  dataPermission: ZRoleDataPermission.optional(),
});
export const ZRoleModifyBody = ZRoleBody.extend({ id: ZId });
export const ZIdBody = z.object({ id: ZId });
export const ZIdQuery = z.object({ id: ZId });

export const ZRole = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** The permission codes the role grants (patterns of built-in roles expanded). */
  permissionIdList: z.array(z.string()),
  /** The entries as stored: codes, or patterns for built-in roles (`works:*`). */
  permissions: z.array(z.string()),
  desensitizationConfigIdList: z.array(z.enum(MASKED_FIELDS)),
  dataPermission: z.object({ kind: z.enum(scopeKinds), ids: z.array(z.number()) }),
  tenant: z.string(),
  /** super-admin, area-admin, school-admin, operator; null for roles made here. */
  builtIn: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleSearchQuery = ZPageQuery.extend({
  name: z.string().trim().max(40).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const ZRolePage = ZPageOf(ZRole);

/** A short role, for pickers. */
export const ZRoleOption = z.object({ id: z.number(), name: z.string(), enabled: z.boolean() });
export type TRoleOption = z.infer<typeof ZRoleOption>;

export const ZRoleDataPermissionBody = ZRoleDataPermission.extend({ roleId: ZId });

export const ZRolePackageBody = z.object({
  name: ZName,
  description: ZDescription,
  /** The staff type the package is for (1 super administrator ... 4 platform operator). */
  orgMemberType: z.number().int().min(1).max(4).nullish(),
  deptIdList: z.array(z.number().int()).max(100).default([]),
  roleIds: z.array(z.number().int().positive()).max(100).default([]),
});
export const ZRolePackageModifyBody = ZRolePackageBody.extend({ id: ZId });

export const ZRolePackage = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  orgMemberType: z.number().nullable(),
  deptIdList: z.array(z.number()),
  roleIds: z.array(z.number()),
  roles: z.array(ZRoleOption),
  tenant: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TRolePackage = z.infer<typeof ZRolePackage>;
export const ZRolePackageSearchQuery = ZPageQuery.extend({
  name: z.string().trim().max(40).optional(),
});
export const ZRolePackagePage = ZPageOf(ZRolePackage);
export const ZNameQuery = z.object({ name: z.string().trim().min(1).max(40) });

/** One permission of the tree: its code, Chinese name and the call it opens. */
export const ZPermissionNode = z.object({
  id: z.string(),
  name: z.string(),
  method: z.string(),
  path: z.string(),
});
/** One domain of the tree with its permissions. */
export const ZPermissionGroup = z.object({
  id: z.string(),
  name: z.string(),
  children: z.array(ZPermissionNode),
});
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;
export const ZPermissionTree = z.array(ZPermissionGroup);

/** v2: the tree, the masks a role may lift and the data scopes it may have. */
export const ZPermissionTreeV2 = z.object({
  tree: ZPermissionTree,
  desensitizationConfigs: z.array(z.object({ id: z.enum(MASKED_FIELDS), name: z.string() })),
  dataScopes: z.array(z.object({ id: z.enum(scopeKinds), name: z.string() })),
});

/** A staff user holding a role (or a role package). */
export const ZRoleHolder = z.object({
  userId: z.number(),
  name: z.string(),
  username: z.string().nullable(),
  /** Masked unless the caller's roles lift the mobile mask. */
  mobile: z.string().nullable(),
  staffType: z.number(),
  enabled: z.boolean(),
});
export const ZRoleHolderQuery = ZPageQuery.extend({ roleId: ZId });
export const ZPackageHolderQuery = ZPageQuery.extend({ rolePackageId: ZId });
export const ZRoleHolderPage = ZPageOf(ZRoleHolder);

/** Give a staff user roles and role packages (replacing what they had). */
export const ZAssignRolesBody = z.object({
  userId: ZId,
  roleIds: z.array(z.number().int().positive()).max(100).default([]),
  rolePackageIds: z.array(z.number().int().positive()).max(100).default([]),
});

/** A tenant's roles: the tenant code (permission-tenant-en) beside the usual fields. */
const ZTenant = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,20}$/);
export const ZRoleTenantBody = ZRoleBody.extend({ tenant: ZTenant });
export const ZRoleModifyTenantBody = ZRoleModifyBody.extend({ tenant: ZTenant });
export const ZRoleSearchTenantQuery = ZRoleSearchQuery.extend({ tenant: ZTenant });

/** The roles of every enabled role package. */
export const ZPackageRoles = z.array(
  z.object({ rolePackageId: z.number(), rolePackageName: z.string(), roles: z.array(ZRoleOption) }),
);

export const ZUserIdQuery = z.object({ userId: ZId });
/** Whether a staff user holds roles of their own, and the roles they act with. */
export const ZEmployeeRoleCheck = z.object({
  userId: z.number(),
  hasOwnRoles: z.boolean(),
  roles: z.array(ZRoleOption),
});

export const DATA_SCOPE_LABELS: Readonly<Record<TRoleScopeKind, string>> = {
  all: '全部数据',
  regions: '指定区域的学校',
  schools: '指定学校',
  own: '本人创建的数据',
  member: '本人所属区域或学校',
};
