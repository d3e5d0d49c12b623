import {
  StaffMessages,
  type TRoleDataPermission,
  type TMaskedField,
  type TRoleScopeKind,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffRoles } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { allPermissionCodes } from './permission-patterns';
import { auditedRole } from './roles.presenter';
import { findRole, findRoleByName, type TRoleRow } from './roles.queries';
import { bumpAccessVersion } from './staff-access.resolver';

/**
 * Writes of roles. Each runs in one transaction with its
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

async function loadRole(
  db: TDb,
  id: number,
  forChange: boolean,
  tenant?: string,
): Promise<TRoleRow> {
  const role = await findRole(db, id);
  if (!role || (tenant !== undefined && role.tenantCode !== tenant)) {
    throw notFound(StaffMessages.ROLE_NOT_FOUND);
  }
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
    const before = await loadRole(tx, id, true, tenant);
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
