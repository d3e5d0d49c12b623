import { ilike, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';

/** Reads of people by name, for other modules' filters: plain ids. */

/** The people whose name matches a LIKE pattern (case-insensitive). */
export async function userIdsNamed(db: TDb, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(ilike(users.name, pattern));
  return rows.map((row) => row.id);
}

/**
 * The same people as a subquery (`select id from users where name ilike ...`) for another
 * module's WHERE clause: the database reads them, no list of ids travels to the server and back.
 */
export function userIdsNamedSql(pattern: string): SQL {
  return sql`select ${users.id} from ${users} where ${users.name} ilike ${pattern}`;
}
