import { StaffMessages } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffRolePackages } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/errors';
import { auditedPackage } from './roles.presenter';
import { findPackage, findPackageByName, roleOptions, type TRolePackageRow } from './roles.queries';
import { bumpAccessVersion } from './staff-access.resolver';

/** Writes of role packages, audited, in one transaction each; holders see them next request. */

export interface TPackageInput {
  name: string;
  description?: string | null;
  orgMemberType?: number | null;
  deptIdList: number[];
  roleIds: number[];
}

export async function checkRoleIds(db: TDb, tenant: string, ids: number[]): Promise<number[]> {
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
