import { StaffMessages } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffUserRolePackages, staffUserRoles } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { findStaffMember } from '../identity';
import { checkRoleIds } from './role-packages.service';
import { findPackage } from './roles.queries';
import { bumpAccessVersion } from './staff-access.resolver';

/** Replace a staff user's roles and role packages (none: their staff type's built-in role). */
export async function assignRoles(
  db: TDb,
  request: FastifyRequest,
  tenant: string,
  input: { userId: number; roleIds: number[]; rolePackageIds: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findStaffMember(tx, input.userId))) throw notFound(StaffMessages.STAFF_NOT_FOUND);
    await replaceAssignments(tx, request, tenant, input);
  });
}

/**
 * Inside a transaction: replace a staff user's roles and role packages, audit the change and
 * bump the access version (their next request acts with the new roles).
 */
export async function replaceAssignments(
  tx: TDb,
  request: FastifyRequest,
  tenant: string,
  input: { userId: number; roleIds: number[]; rolePackageIds: number[] },
): Promise<void> {
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
}

/** The roles and packages given to a staff user directly (sorted ids). */
export async function currentAssignments(db: TDb, userId: number) {
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
