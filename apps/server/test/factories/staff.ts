import {
  StaffType,
  type TMaskedField,
  type TRoleScopeKind,
  type TStaffType,
} from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { schools, staffMembers, staffRoles, staffUserRoles } from '../../src/db/schema';
import { createSession, createUser } from '../../src/modules/identity';
import { bumpAccessVersion } from '../../src/modules/staff';
import type { TTestApp } from '../helpers/test-app';
import type { TMadePerson } from './school';

/**
 * Factories of the back office's roles and staff (tests on an empty database): a role as one
 * insert, a staff user of a type with a region or school, roles given directly. Every change
 * bumps the access version, as the role calls do.
 */

let sequence = 0;
const next = () => ++sequence;

export async function makeRole(
  t: TTestApp,
  input: {
    name?: string;
    permissions?: string[];
    scope?: { kind: TRoleScopeKind; ids?: number[] };
    unmask?: TMaskedField[];
  } = {},
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(staffRoles)
    .values({
      name: input.name ?? `测试角色${next()}`,
      permissions: input.permissions ?? [],
      scopeKind: input.scope?.kind ?? 'member',
      scopeIds: input.scope?.ids ?? [],
      unmask: input.unmask ?? [],
    })
    .returning({ id: staffRoles.id });
  await bumpAccessVersion(db);
  return row!.id;
}

/** A signed-in staff user of a type (default: school manager) with a school or region. */
export async function makeStaffUser(
  t: TTestApp,
  input: {
    staffType?: TStaffType;
    schoolId?: number;
    regionId?: number;
    roleIds?: number[];
    mobile?: string;
    username?: string;
    password?: string;
  } = {},
): Promise<TMadePerson> {
  const db = t.database.db;
  const n = next();
  const name = `测试员工${n}`;
  const userId = await createUser(db, {
    name,
    username: input.username,
    mobile: input.mobile ?? `1370100${String(n).padStart(4, '0')}`,
    password: input.password ?? null,
  });
  await db.insert(staffMembers).values({
    userId,
    staffType: input.staffType ?? StaffType.SCHOOL_MANAGER,
    schoolId: input.schoolId ?? null,
    districtId: input.regionId ?? null,
  });
  if (input.roleIds?.length) await giveRoles(t, userId, input.roleIds);
  const session = await createSession(db, { userId, audience: 'staff', accountType: null });
  return { name, userId, token: session.token, headers: {}, accountId: null };
}

export async function giveRoles(t: TTestApp, userId: number, roleIds: number[]): Promise<void> {
  const db = t.database.db;
  await db.insert(staffUserRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  await bumpAccessVersion(db);
}

/** Put a school in a region (province, city, district ids of the shipped region data). */
export async function placeSchool(
  t: TTestApp,
  schoolId: number,
  region: { provinceId: number; cityId: number; districtId: number },
): Promise<void> {
  await t.database.db.update(schools).set(region).where(eq(schools.id, schoolId));
}
