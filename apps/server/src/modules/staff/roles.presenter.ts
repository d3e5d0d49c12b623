import type { TRole, TRoleOption, TRolePackage } from '@haoduo/contract';
import { expandPermissions } from './permission-patterns';
import type { TRolePackageRow, TRoleRow } from './roles.queries';

export function presentRole(row: TRoleRow): TRole {
  return {
    id: row.id,
    name: row.name,
    description: row.remark,
    permissionIdList: [...expandPermissions(row.permissions)].sort(),
    permissions: row.permissions,
    desensitizationConfigIdList: row.unmask,
    dataPermission: { kind: row.scopeKind, ids: row.scopeIds },
    tenant: row.tenantCode,
    builtIn: row.builtIn,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A role as the audit log keeps it (the fields a change may touch). */
export function auditedRole(row: TRoleRow): Record<string, unknown> {
  return {
    name: row.name,
    remark: row.remark,
    permissions: row.permissions,
    scopeKind: row.scopeKind,
    scopeIds: row.scopeIds,
    unmask: row.unmask,
    enabled: row.enabled,
  };
}

export function presentPackage(row: TRolePackageRow, roles: TRoleOption[]): TRolePackage {
  const byId = new Map(roles.map((r) => [r.id, r]));
  return {
    id: row.id,
    name: row.name,
    description: row.remark,
    orgMemberType: row.orgMemberType,
    deptIdList: row.deptIds,
    roleIds: row.roleIds,
    roles: row.roleIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    tenant: row.tenantCode,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function auditedPackage(row: TRolePackageRow): Record<string, unknown> {
  return {
    name: row.name,
    remark: row.remark,
    orgMemberType: row.orgMemberType,
    deptIds: row.deptIds,
    roleIds: row.roleIds,
    enabled: row.enabled,
  };
}
