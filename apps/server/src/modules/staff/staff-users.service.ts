import {
  StaffMessages,
  StaffType,
  UserStatus,
  type TStaffType,
  type TStaffUser,
  type TUserStatus,
} from '@haoduo/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffUserRolePackages, staffUserRoles } from '../../db/schema';
import { recordChange } from '../../platform/audit/audit';
import { present } from '../../platform/auth/field-masks';
import {
  assertSchoolInScope,
  hasPermission,
  noPermission,
  type TStaffAccess,
} from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { conflict, notFound, unprocessable } from '../../platform/http/errors';
import {
  findStaffMemberInScope,
  insertStaffMember,
  revokeUserSessions,
  schoolExists,
  setUserStatus,
  updateStaffMember,
  userIdWithMobile,
  type TStaffMemberRow,
} from '../identity';
import { currentAssignments, replaceAssignments } from './role-assignments.service';
import { bumpAccessVersion } from './staff-access.resolver';

/** Creating, changing, enabling and disabling staff users, within the caller's data scope. */

export interface TStaffUserInput {
  name: string;
  mobile: string;
  staffType: number;
  schoolId?: number | null;
  regionId?: number | null;
  roleIds: number[];
  rolePackageIds: number[];
}

/**
 * Who may set a staff user up like this: only a super administrator makes super
 * administrators; staff with a narrower scope than `all` make only school managers of
 * their schools; giving roles needs the assign-roles permission too.
 */
async function checkAllowed(
  db: TDb,
  access: TStaffAccess,
  input: TStaffUserInput,
  givesRoles: boolean,
) {
  if (input.staffType === StaffType.SUPER_ADMIN && access.staffType !== StaffType.SUPER_ADMIN) {
    throw noPermission();
  }
  if (access.scope.kind !== 'all') {
    if (input.staffType !== StaffType.SCHOOL_MANAGER) throw noPermission();
    await assertSchoolInScope(db, access.scope, input.schoolId);
  }
  if (givesRoles && !hasPermission(access, 'staff-user:assign-roles')) throw noPermission();
  if (input.schoolId && !(await schoolExists(db, input.schoolId))) {
    throw unprocessable(StaffMessages.STAFF_SCHOOL_NOT_FOUND, [
      { field: 'schoolId', message: StaffMessages.STAFF_SCHOOL_NOT_FOUND },
    ]);
  }
}

function memberValues(input: TStaffUserInput) {
  const type = input.staffType as TStaffType;
  return {
    name: input.name,
    mobile: input.mobile,
    staffType: type,
    // A school belongs to school managers, a region to area staff.
    schoolId: type === StaffType.SCHOOL_MANAGER ? (input.schoolId ?? null) : null,
    regionId: type === StaffType.AREA_STAFF ? (input.regionId ?? null) : null,
  };
}

async function assertMobileFree(db: TDb, mobile: string, userId?: number) {
  const owner = await userIdWithMobile(db, mobile);
  if (owner !== null && owner !== userId) throw conflict(StaffMessages.STAFF_MOBILE_TAKEN);
}

const auditFields = (row: TStaffMemberRow | null) =>
  row && {
    name: row.name,
    mobile: row.mobile,
    staffType: row.staffType,
    schoolId: row.schoolId,
    regionId: row.regionId,
    status: row.status,
  };

export async function createStaffUser(
  db: TDb,
  request: FastifyRequest,
  access: TStaffAccess,
  tenant: string,
  input: TStaffUserInput,
): Promise<number> {
  const givesRoles = input.roleIds.length > 0 || input.rolePackageIds.length > 0;
  await checkAllowed(db, access, input, givesRoles);
  return db.transaction(async (tx) => {
    await assertMobileFree(tx, input.mobile);
    const userId = await insertStaffMember(tx, memberValues(input));
    const after = await findStaffMemberInScope(tx, { kind: 'all' }, userId);
    await recordChange(tx, request, {
      targetType: 'staff_user',
      targetId: userId,
      before: null,
      after: auditFields(after),
    });
    if (givesRoles) await replaceAssignments(tx, request, tenant, { ...input, userId });
    return userId;
  });
}

export async function modifyStaffUser(
  db: TDb,
  request: FastifyRequest,
  access: TStaffAccess,
  tenant: string,
  input: TStaffUserInput & { userId: number },
): Promise<void> {
  const before = await findStaffMemberInScope(db, access.scope, input.userId);
  if (!before) throw notFound(StaffMessages.STAFF_NOT_FOUND);
  if (before.staffType === StaffType.SUPER_ADMIN && access.staffType !== StaffType.SUPER_ADMIN) {
    throw noPermission();
  }
  const current = await currentAssignments(db, input.userId);
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join();
  const givesRoles =
    sorted(input.roleIds) !== sorted(current.roleIds) ||
    sorted(input.rolePackageIds) !== sorted(current.rolePackageIds);
  await checkAllowed(db, access, input, givesRoles);
  await db.transaction(async (tx) => {
    await assertMobileFree(tx, input.mobile, input.userId);
    await updateStaffMember(tx, input.userId, memberValues(input));
    const after = await findStaffMemberInScope(tx, { kind: 'all' }, input.userId);
    await recordChange(tx, request, {
      targetType: 'staff_user',
      targetId: input.userId,
      before: auditFields(before),
      after: auditFields(after),
    });
    if (givesRoles) await replaceAssignments(tx, request, tenant, input);
    else await bumpAccessVersion(tx);
  });
}

export async function setStaffUserEnabled(
  db: TDb,
  request: FastifyRequest,
  access: TStaffAccess,
  userId: number,
  enabled: boolean,
): Promise<void> {
  const before = await findStaffMemberInScope(db, access.scope, userId);
  if (!before) throw notFound(StaffMessages.STAFF_NOT_FOUND);
  if (before.staffType === StaffType.SUPER_ADMIN && access.staffType !== StaffType.SUPER_ADMIN) {
    throw noPermission();
  }
  if (!enabled && userId === access.userId) {
    throw unprocessable(StaffMessages.STAFF_SELF_DISABLE);
  }
  const status: TUserStatus = enabled ? UserStatus.ACTIVE : UserStatus.DISABLED;
  await db.transaction(async (tx) => {
    await setUserStatus(tx, userId, status);
    if (!enabled) await revokeUserSessions(tx, userId);
    await recordChange(tx, request, {
      targetType: 'staff_user',
      targetId: userId,
      before: { status: before.status },
      after: { status },
    });
    await bumpAccessVersion(tx);
  });
}

/** The rows as the console shows them: mobiles masked, the roles given directly. */
export async function presentStaffUsers(
  db: TDb,
  request: FastifyRequest,
  access: TStaffAccess,
  rows: TStaffMemberRow[],
): Promise<TStaffUser[]> {
  const ids = rows.map((r) => r.userId);
  const [roles, packages] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(staffUserRoles).where(inArray(staffUserRoles.userId, ids)),
          db.select().from(staffUserRolePackages).where(inArray(staffUserRolePackages.userId, ids)),
        ]);
  return rows.map((row) => ({
    ...row,
    mobile: present(access, 'mobile', row.mobile, {
      request,
      targetType: 'user',
      targetId: row.userId,
    }),
    roleIds: roles.filter((r) => r.userId === row.userId).map((r) => r.roleId),
    rolePackageIds: packages.filter((p) => p.userId === row.userId).map((p) => p.packageId),
    createdAt: row.createdAt.toISOString(),
  }));
}
