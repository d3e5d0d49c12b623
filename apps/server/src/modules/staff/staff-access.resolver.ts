import {
  MASKED_FIELDS,
  StaffType,
  type TDataScope,
  type TMaskedField,
  type TStaffType,
} from '@haoduo/contract';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  staffAccessVersion,
  staffRolePackages,
  staffRoles,
  staffUserRolePackages,
  staffUserRoles,
} from '../../db/schema';
import type { TStaffAccess, TStaffAccessResolver } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { findStaffMember } from '../identity';
import { allPermissionCodes, expandPermissions } from './permission-patterns';

type TRoleRow = typeof staffRoles.$inferSelect;
type TSessionFacts = Parameters<TStaffAccessResolver>[0];

/** The built-in role a staff user without roles of their own acts with, by staff type. */
export const BUILT_IN_ROLE_OF_TYPE: Record<number, string> = {
  [StaffType.SUPER_ADMIN]: 'super-admin',
  [StaffType.AREA_STAFF]: 'area-admin',
  [StaffType.SCHOOL_MANAGER]: 'school-admin',
  [StaffType.PLATFORM_OPERATOR]: 'operator',
};

/** The roles of a staff user: given directly or through role packages (disabled ones included). */
export async function rolesOfUser(db: TDb, userId: number): Promise<TRoleRow[]> {
  const direct = db
    .select({ id: staffUserRoles.roleId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId));
  const packaged = sql`(select unnest(${staffRolePackages.roleIds}) from ${staffRolePackages}
    inner join ${staffUserRolePackages} on ${staffUserRolePackages.packageId} = ${staffRolePackages.id}
    where ${staffUserRolePackages.userId} = ${userId} and ${staffRolePackages.enabled})`;
  return db
    .select()
    .from(staffRoles)
    .where(or(inArray(staffRoles.id, direct), sql`${staffRoles.id} in ${packaged}`));
}

/** Whether the user has any role or package of their own (else the built-in role of their type applies). */
export async function hasAssignments(db: TDb, userId: number): Promise<boolean> {
  const [roles] = await db
    .select({ n: count() })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId));
  if ((roles?.n ?? 0) > 0) return true;
  const [packages] = await db
    .select({ n: count() })
    .from(staffUserRolePackages)
    .where(eq(staffUserRolePackages.userId, userId));
  return (packages?.n ?? 0) > 0;
}

async function builtInRole(db: TDb, key: string): Promise<TRoleRow[]> {
  return db
    .select()
    .from(staffRoles)
    .where(and(eq(staffRoles.builtIn, key), eq(staffRoles.enabled, true)));
}

/**
 * The enabled roles a staff user acts with: theirs (directly or through packages), or, when
 * they have none of their own, the built-in role of their staff type.
 */
export async function effectiveRoles(
  db: TDb,
  userId: number,
  staffType: number,
): Promise<TRoleRow[]> {
  const roles = (await rolesOfUser(db, userId)).filter((r) => r.enabled);
  if (roles.length > 0 || (await hasAssignments(db, userId))) return roles;
  const key = BUILT_IN_ROLE_OF_TYPE[staffType];
  return key ? builtInRole(db, key) : [];
}

/** The staff record's own region (area staff) or school (school managers), for `member` scopes. */
async function memberScope(
  db: TDb,
  session: TSessionFacts,
  staffType: number,
): Promise<TDataScope> {
  if (staffType === StaffType.SCHOOL_MANAGER) {
    const schoolId = session.staffSchoolId;
    return { kind: 'schools', schoolIds: schoolId === null ? [] : [schoolId] };
  }
  if (staffType === StaffType.AREA_STAFF) {
    const regionId =
      session.staffRegionId !== undefined
        ? session.staffRegionId
        : ((await findStaffMember(db, session.userId))?.districtId ?? null);
    return { kind: 'regions', regionIds: regionId === null ? [] : [regionId] };
  }
  if (staffType === StaffType.SUPER_ADMIN || staffType === StaffType.PLATFORM_OPERATOR) {
    return { kind: 'all' };
  }
  return { kind: 'own', userId: session.userId };
}

const SCOPE_RANK = { all: 0, regions: 1, schools: 2, own: 3 } as const;

/**
 * The scopes of several roles as one: `all` if any is; otherwise the ids of the roles of the
 * broadest kind together (regions before schools before own).
 */
export function mergeScopes(scopes: TDataScope[], userId: number): TDataScope {
  if (scopes.length === 0) return { kind: 'own', userId };
  const kind = scopes.map((s) => s.kind).sort((a, b) => SCOPE_RANK[a] - SCOPE_RANK[b])[0]!;
  if (kind === 'all') return { kind: 'all' };
  if (kind === 'own') return { kind: 'own', userId };
  if (kind === 'regions') {
    const ids = scopes.flatMap((s) => (s.kind === 'regions' ? s.regionIds : []));
    return { kind: 'regions', regionIds: [...new Set(ids)] };
  }
  const ids = scopes.flatMap((s) => (s.kind === 'schools' ? s.schoolIds : []));
  return { kind: 'schools', schoolIds: [...new Set(ids)] };
}

/** A staff user's access, computed from their roles (no cache). */
export async function computeStaffAccess(db: TDb, session: TSessionFacts): Promise<TStaffAccess> {
  const staffType = (session.staffType ?? 0) as TStaffType;
  if (staffType === StaffType.SUPER_ADMIN) {
    return {
      userId: session.userId,
      staffType,
      permissions: new Set(allPermissionCodes()),
      scope: { kind: 'all' },
      unmask: new Set(MASKED_FIELDS),
    };
  }
  const roles = await effectiveRoles(db, session.userId, staffType);
  const permissions = new Set<string>();
  const unmask = new Set<TMaskedField>();
  const scopes: TDataScope[] = [];
  for (const role of roles) {
    for (const code of expandPermissions(role.permissions)) permissions.add(code);
    for (const field of role.unmask) unmask.add(field);
    scopes.push(await roleScope(db, role, session, staffType));
  }
  const merged = mergeScopes(scopes, session.userId);
  return {
    userId: session.userId,
    staffType,
    permissions,
    // Area staff are bound to their one region: no role widens it (own stays narrower).
    scope:
      staffType === StaffType.AREA_STAFF && merged.kind !== 'own'
        ? await memberScope(db, session, staffType)
        : merged,
    unmask,
  };
}

async function roleScope(
  db: TDb,
  role: TRoleRow,
  session: TSessionFacts,
  staffType: number,
): Promise<TDataScope> {
  switch (role.scopeKind) {
    case 'all':
      return { kind: 'all' };
    case 'regions':
      return { kind: 'regions', regionIds: role.scopeIds };
    case 'schools':
      return { kind: 'schools', schoolIds: role.scopeIds };
    case 'own':
      return { kind: 'own', userId: session.userId };
    default:
      return memberScope(db, session, staffType);
  }
}

/** The version of roles and assignments: bumped by every change to them (see bumpAccessVersion). */
export async function accessVersion(db: TDb): Promise<number> {
  const [row] = await db
    .select({ version: staffAccessVersion.version })
    .from(staffAccessVersion)
    .where(eq(staffAccessVersion.id, 1))
    .limit(1);
  return row?.version ?? 0;
}

/** Call inside every write that changes roles, packages or who holds them. */
export async function bumpAccessVersion(db: TDb): Promise<void> {
  await db
    .insert(staffAccessVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: staffAccessVersion.id,
      set: { version: sql`${staffAccessVersion.version} + 1` },
    });
}

const KEPT_MAX = 5_000;

/**
 * The auth hook's resolver: a staff user's access is kept in memory per user and reused while
 * the roles' version in the database (one primary-key read per staff request, shared by every
 * server process) and the user's staff type and school are unchanged.
 */
export function createStaffAccessResolver(db: TDb): TStaffAccessResolver {
  const kept = new Map<number, { version: number; key: string; access: TStaffAccess }>();
  return async (session) => {
    const version = await accessVersion(db);
    const key = `${session.staffType}:${session.staffSchoolId}:${session.staffRegionId}`;
    const hit = kept.get(session.userId);
    if (hit && hit.version === version && hit.key === key) return hit.access;
    const access = await computeStaffAccess(db, session);
    if (kept.size >= KEPT_MAX) kept.clear();
    kept.set(session.userId, { version, key, access });
    return access;
  };
}
