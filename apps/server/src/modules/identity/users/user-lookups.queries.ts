import { ilike } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/** Reads of people by name, for other modules' filters: plain ids. */

/** The people whose name matches a LIKE pattern (case-insensitive). */
export async function userIdsNamed(db: TDb, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(ilike(users.name, pattern));
  return rows.map((row) => row.id);
}
