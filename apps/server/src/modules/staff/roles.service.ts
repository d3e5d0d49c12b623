import {
  StaffMessages,
  type TRoleDataPermission,
  type TMaskedField,
  type TRoleScopeKind,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  staffRolePackages,
  staffRoles,
  staffUserRolePackages,
  staffUserRoles,
} from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { findStaffMember } from '../identity';
import { allPermissionCodes } from './permission-patterns';
import { auditedPackage, auditedRole } from './roles.presenter';
import {
  findPackage,
  findPackageByName,
  findRole,
  findRoleByName,
  roleOptions,
  type TRolePackageRow,
  type TRoleRow,
} from './roles.queries';
import { bumpAccessVersion } from './staff-access.resolver';

/**
 * Writes of roles, role packages and who holds them. Each runs in one transaction with its
 * audit entry and bumps the access version, so holders get the change on their next request.
 */

export interface TRoleInput {
  name: string;
  description?: string | null;
  permissionIdList: string[];
  desensitizationConfigIdList: TMaskedField[];
  dataPermission?: TRoleDataPermission;
}

function checkPermissions(codes: string[]): string[] {
  const known = new Set(allPermissionCodes());
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    throw badRequest(StaffMessages.UNKNOWN_PERMISSION, [
      { field: 'permissionIdList', message: `${StaffMessages.UNKNOWN_PERMISSION}：${unknown[0]}` },
    ]);
  }
  return [...new Set(codes)].sort();
}

function checkScope(scope: TRoleDataPermission): { scopeKind: TRoleScopeKind; scopeIds: number[] } {
  const needsIds = scope.kind === 'regions' || scope.kind === 'schools';
  if (needsIds && scope.ids.length === 0) {
    throw badRequest(StaffMessages.SCOPE_IDS_REQUIRED, [
      { field: 'ids', message: StaffMessages.SCOPE_IDS_REQUIRED },
    ]);
  }
  return { scopeKind: scope.kind, scopeIds: needsIds ? [...new Set(scope.ids)] : [] };
}

async function assertNameFree(db: TDb, tenant: string, name: string, exceptId?: number) {
  const taken = await findRoleByName(db, tenant, name);
  if (taken && taken.id !== exceptId) throw conflict(StaffMessages.ROLE_NAME_TAKEN);
}

async function loadRole(db: TDb, id: number, forChange: boolean): Promise<TRoleRow> {
  const role = await findRole(db, id);
  if (!role) throw notFound(StaffMessages.ROLE_NOT_FOUND);
  if (forChange && role.builtIn === 'super-admin') throw badRequest(StaffMessages.ROLE_BUILT_IN);
  return role;
}

async function saveRole(
  tx: TDb,
  request: FastifyRequest,
  before: TRoleRow | null,
  patch: Partial<typeof staffRoles.$inferInsert>,
): Promise<TRoleRow> {
  const [after] = before
    ? await tx
        .update(staffRoles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(staffRoles.id, before.id))
        .returning()
    : await tx
        .insert(staffRoles)
        .values(patch as typeof staffRoles.$inferInsert)
        .returning();
  await recordChange(tx, request, {
    targetType: 'staff_role',
    targetId: after!.id,
    before: before ? auditedRole(before) : null,
    after: auditedRole(after!),
  });
  await bumpAccessVersion(tx);
  return after!;
}

export async function addRole(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  input: TRoleInput,
): Promise<TRoleRow> {
  const permissions = checkPermissions(input.permissionIdList);
  const scope = checkScope(input.dataPermission ?? { kind: 'member', ids: [] });
  return db.transaction(async (tx) => {
    await assertNameFree(tx, tenant, input.name);
    return saveRole(tx, request, null, {
      name: input.name,
      tenantCode: tenant,
      remark: input.description ?? null,
      permissions,
      unmask: [...new Set(input.desensitizationConfigIdList)],
      ...scope,
      createdBy: request.auth?.userId ?? null,
    });
  });
}

export async function modifyRole(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  id: number,
  input: TRoleInput,
): Promise<TRoleRow> {
  const permissions = checkPermissions(input.permissionIdList);
  return db.transaction(async (tx) => {
    const before = await loadRole(tx, id, true);
    await assertNameFree(tx, tenant, input.name, id);
    return saveRole(tx, request, before, {
      name: input.name,
      remark: input.description ?? null,
      permissions,
      unmask: [...new Set(input.desensitizationConfigIdList)],
      ...(input.dataPermission ? checkScope(input.dataPermission) : {}),
    });
  });
}

export async function setRoleEnabled(
  db: TDb,
  request: FastifyRequest,
  id: number,
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadRole(tx, id, !enabled);
    if (before.enabled === enabled) return;
    await saveRole(tx, request, before, { enabled });
  });
}

export async function editDataPermission(
  db: TDb,
  request: FastifyRequest,
  roleId: number,
  scope: TRoleDataPermission,
): Promise<void> {
  const checked = checkScope(scope);
  await db.transaction(async (tx) => {
    const before = await loadRole(tx, roleId, true);
    await saveRole(tx, request, before, checked);
  });
}

export interface TPackageInput {
  name: string;
  description?: string | null;
  orgMemberType?: number | null;
  deptIdList: number[];
  roleIds: number[];
}

async function checkRoleIds(db: TDb, tenant: string, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await roleOptions(db, tenant, false, unique);
  if (found.length !== unique.length) throw notFound(StaffMessages.ROLE_NOT_FOUND);
  return unique;
}

async function savePackage(
  tx: TDb,
  request: FastifyRequest,
  before: TRolePackageRow | null,
  values: Partial<typeof staffRolePackages.$inferInsert>,
): Promise<TRolePackageRow> {
  const [after] = before
    ? await tx
        .update(staffRolePackages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(staffRolePackages.id, before.id))
        .returning()
    : await tx
        .insert(staffRolePackages)
        .values(values as typeof staffRolePackages.$inferInsert)
        .returning();
  await recordChange(tx, request, {
    targetType: 'staff_role_package',
    targetId: after!.id,
    before: before ? auditedPackage(before) : null,
    after: auditedPackage(after!),
  });
  await bumpAccessVersion(tx);
  return after!;
}

export async function addPackage(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  input: TPackageInput,
): Promise<TRolePackageRow> {
  return db.transaction(async (tx) => {
    if (await findPackageByName(tx, tenant, input.name)) {
      throw conflict(StaffMessages.ROLE_PACKAGE_NAME_TAKEN);
    }
    return savePackage(tx, request, null, {
      name: input.name,
      tenantCode: tenant,
      remark: input.description ?? null,
      orgMemberType: input.orgMemberType ?? null,
      deptIds: input.deptIdList,
      roleIds: await checkRoleIds(tx, tenant, input.roleIds),
      createdBy: request.auth?.userId ?? null,
    });
  });
}

export async function modifyPackage(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  id: number,
  input: TPackageInput,
): Promise<TRolePackageRow> {
  return db.transaction(async (tx) => {
    const before = await findPackage(tx, id);
    if (!before) throw notFound(StaffMessages.ROLE_PACKAGE_NOT_FOUND);
    const taken = await findPackageByName(tx, tenant, input.name);
    if (taken && taken.id !== id) throw conflict(StaffMessages.ROLE_PACKAGE_NAME_TAKEN);
    return savePackage(tx, request, before, {
      name: input.name,
      remark: input.description ?? null,
      orgMemberType: input.orgMemberType ?? null,
      deptIds: input.deptIdList,
      roleIds: await checkRoleIds(tx, tenant, input.roleIds),
    });
  });
}

/** Replace a staff user's roles and role packages (none: their staff type's built-in role). */
export async function assignRoles(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  input: { userId: number; roleIds: number[]; rolePackageIds: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findStaffMember(tx, input.userId))) throw notFound(StaffMessages.STAFF_NOT_FOUND);
    const roleIds = await checkRoleIds(tx, tenant, input.roleIds);
    const packageIds = [...new Set(input.rolePackageIds)];
    for (const id of packageIds) {
      if (!(await findPackage(tx, id))) throw notFound(StaffMessages.ROLE_PACKAGE_NOT_FOUND);
    }
    const before = await currentAssignments(tx, input.userId);
    await tx.delete(staffUserRoles).where(eq(staffUserRoles.userId, input.userId));
    await tx.delete(staffUserRolePackages).where(eq(staffUserRolePackages.userId, input.userId));
    if (roleIds.length > 0) {
      await tx
        .insert(staffUserRoles)
        .values(roleIds.map((roleId) => ({ userId: input.userId, roleId })));
    }
    if (packageIds.length > 0) {
      await tx
        .insert(staffUserRolePackages)
        .values(packageIds.map((packageId) => ({ userId: input.userId, packageId })));
    }
    await recordChange(tx, request, {
      targetType: 'staff_user_roles',
      targetId: input.userId,
      before,
      after: {
        roleIds: roleIds.sort((a, b) => a - b),
        rolePackageIds: packageIds.sort((a, b) => a - b),
      },
    });
    await bumpAccessVersion(tx);
  });
}

async function currentAssignments(db: TDb, userId: number) {
  const roles = await db
    .select({ id: staffUserRoles.roleId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId));
  const packages = await db
    .select({ id: staffUserRolePackages.packageId })
    .from(staffUserRolePackages)
    .where(eq(staffUserRolePackages.userId, userId));
  return {
    roleIds: roles.map((r) => r.id).sort((a, b) => a - b),
    rolePackageIds: packages.map((p) => p.id).sort((a, b) => a - b),
  };
}
