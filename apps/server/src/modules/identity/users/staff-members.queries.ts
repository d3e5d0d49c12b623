import type { TStaffType, TUserStatus } from '@haoduo/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schools, staffMembers, users } from '../../../db/schema';
import { schoolScopeCondition, type TDataScope } from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';

/** Staff users (a user with a staff record) for the staff module's staff-user calls. */

export interface TStaffMemberRow {
  userId: number;
  name: string;
  username: string | null;
  mobile: string | null;
  staffType: number;
  schoolId: number | null;
  schoolName: string | null;
  regionId: number | null;
  status: number;
  createdAt: Date;
}

export interface TStaffMemberFilter {
  keyword?: string;
  staffType?: number;
  status?: number;
  schoolId?: number;
  /** Only these users (e.g. the holders of a role). */
  userIds?: number[];
}

const columns = {
  userId: users.id,
  name: users.name,
  username: users.username,
  mobile: users.mobile,
  staffType: staffMembers.staffType,
  schoolId: staffMembers.schoolId,
  schoolName: schools.name,
  regionId: staffMembers.districtId,
  status: users.status,
  createdAt: users.createdAt,
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff users in a data scope: with scope `all` every staff user; otherwise the school
 * managers of schools in the scope (area and platform staff are not a school's).
 */
function scopeCondition(scope: TDataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return schoolScopeCondition(scope, staffMembers.schoolId);
}

export async function pageStaffMembers(
  db: TDb,
  scope: TDataScope,
  filter: TStaffMemberFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TStaffMemberRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (filter.keyword) {
    const like = likeText(filter.keyword);
    conditions.push(or(ilike(users.name, like), ilike(users.mobile, like)));
  }
  if (filter.staffType !== undefined)
    conditions.push(eq(staffMembers.staffType, filter.staffType as TStaffType));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status as TUserStatus));
  if (filter.schoolId !== undefined) conditions.push(eq(staffMembers.schoolId, filter.schoolId));
  if (filter.userIds) {
    conditions.push(
      filter.userIds.length === 0 ? sql`false` : inArray(staffMembers.userId, filter.userIds),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .leftJoin(schools, eq(schools.id, staffMembers.schoolId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One staff user, or null (also when outside the scope). */
export async function findStaffMemberInScope(
  db: TDb,
  scope: TDataScope,
  userId: number,
): Promise<TStaffMemberRow | null> {
  const [row] = await db
    .select(columns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .leftJoin(schools, eq(schools.id, staffMembers.schoolId))
    .where(and(eq(staffMembers.userId, userId), scopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

export interface TStaffMemberInput {
  name: string;
  mobile: string;
  staffType: TStaffType;
  schoolId: number | null;
  regionId: number | null;
}

/** A new user with a staff record (no password: they sign in by mobile code until they set one). */
export async function insertStaffMember(db: TDb, input: TStaffMemberInput): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ name: input.name, mobile: input.mobile })
    .returning({ id: users.id });
  const userId = row!.id;
  await db.insert(staffMembers).values({
    userId,
    staffType: input.staffType,
    schoolId: input.schoolId,
    districtId: input.regionId,
  });
  return userId;
}

export async function updateStaffMember(
  db: TDb,
  userId: number,
  input: TStaffMemberInput,
): Promise<void> {
  await db
    .update(users)
    .set({ name: input.name, mobile: input.mobile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db
    .update(staffMembers)
    .set({ staffType: input.staffType, schoolId: input.schoolId, districtId: input.regionId })
    .where(eq(staffMembers.userId, userId));
}

export async function setUserStatus(db: TDb, userId: number, status: TUserStatus): Promise<void> {
  await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The id of the user with this mobile, if any. */
export async function userIdWithMobile(db: TDb, mobile: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1);
  return row?.id ?? null;
}

export async function schoolExists(db: TDb, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return row !== undefined;
}
