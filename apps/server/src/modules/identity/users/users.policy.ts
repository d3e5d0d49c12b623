import { StaffType } from '@haoduo/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts, schools } from '../../../db/schema';
import type { TAuth } from '../../../platform/auth/auth-context';
import type { TDb } from '../../../platform/db/database';
import { findStaffMember } from './users.queries';

/**
 * Which people a back-office user may look after: a super administrator everyone, area
 * staff the people of the schools in their district, a school manager those of their school.
 */
export type TStaffScope = { all: true } | { all: false; schoolIds: number[] };

export async function staffScope(db: TDb, auth: TAuth): Promise<TStaffScope> {
  if (auth.staffType === StaffType.SUPER_ADMIN) return { all: true };
  if (auth.staffType === StaffType.SCHOOL_MANAGER) {
    return { all: false, schoolIds: auth.staffSchoolId === null ? [] : [auth.staffSchoolId] };
  }
  if (auth.staffType === StaffType.AREA_STAFF) {
    const staff = await findStaffMember(db, auth.userId);
    if (!staff?.districtId) return { all: false, schoolIds: [] };
    const rows = await db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.districtId, staff.districtId));
    return { all: false, schoolIds: rows.map((row) => row.id) };
  }
  return { all: false, schoolIds: [] };
}

/**
 * A condition on a user id column: the user has an account in one of the scope's schools.
 * Null for a scope that sees everyone.
 */
export function userInScope(db: TDb, scope: TStaffScope, userId: PgColumn): SQL | null {
  if (scope.all) return null;
  const ids = scope.schoolIds.length > 0 ? scope.schoolIds : [-1];
  return inArray(
    userId,
    db.select({ id: accounts.userId }).from(accounts).where(inArray(accounts.schoolId, ids)),
  );
}

/** Whether one user is within the scope. */
export async function scopeIncludesUser(
  db: TDb,
  scope: TStaffScope,
  userId: number | null,
): Promise<boolean> {
  if (scope.all) return true;
  if (userId === null || scope.schoolIds.length === 0) return false;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), inArray(accounts.schoolId, scope.schoolIds)))
    .limit(1);
  return Boolean(row);
}
