import { asc, count, eq, inArray } from 'drizzle-orm';
import { staffMembers, users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

export interface TStaffUserRow {
  userId: number;
  name: string;
  username: string | null;
  mobile: string | null;
  staffType: number;
  status: number;
}

/** A page of the staff users among some user ids (by id), for the staff module's role holders. */
export async function pageStaffUsersByIds(
  db: TDb,
  userIds: number[],
  window: { limit: number; offset: number },
): Promise<{ rows: TStaffUserRow[]; total: number }> {
  if (userIds.length === 0) return { rows: [], total: 0 };
  const where = inArray(staffMembers.userId, userIds);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        username: users.username,
        mobile: users.mobile,
        staffType: staffMembers.staffType,
        status: users.status,
      })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(staffMembers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
