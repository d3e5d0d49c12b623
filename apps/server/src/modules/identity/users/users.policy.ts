import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../../db/schema';
import type { TAuth } from '../../../platform/auth/auth-context';
import {
  schoolScopeCondition,
  scopeOfAuth,
  type TDataScope,
} from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';

/**
 * Which people a back-office user may look after: those with an account in a school of their
 * data scope (a super administrator everyone, area staff the schools of their regions, a
 * school manager their school), as the staff access of the request says.
 */
export type TStaffScope = TDataScope;

export async function staffScope(_db: TDb, auth: TAuth): Promise<TStaffScope> {
  return scopeOfAuth(auth);
}

/**
 * A condition on a user id column: the user has an account in one of the scope's schools.
 * Null for a scope that sees everyone.
 */
export function userInScope(db: TDb, scope: TStaffScope, userId: PgColumn): SQL | null {
  if (scope.kind === 'all') return null;
  const schoolsInScope = schoolScopeCondition(scope, accounts.schoolId) ?? sql`true`;
  return inArray(userId, db.select({ id: accounts.userId }).from(accounts).where(schoolsInScope));
}

/** Whether one user is within the scope. */
export async function scopeIncludesUser(
  db: TDb,
  scope: TStaffScope,
  userId: number | null,
): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (userId === null) return false;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), schoolScopeCondition(scope, accounts.schoolId)))
    .limit(1);
  return Boolean(row);
}
