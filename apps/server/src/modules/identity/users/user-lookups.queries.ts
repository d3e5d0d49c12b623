import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { TDb } from '../../../platform/db/database';
import { textContains } from '../../../platform/db/text-search';

/** Reads of people by name, for other modules' filters: plain ids. */

/** The people whose name contains `text` (case-insensitive; users_name_grams_idx). */
export async function userIdsNamed(db: TDb, text: string): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(textContains(users.name, text));
  return rows.map((row) => row.id);
}

/**
 * The same people as a subquery (`select id from users where name ...`) for another module's
 * WHERE clause: the database reads them, no list of ids travels to the server and back.
 */
export function userIdsNamedSql(text: string): SQL {
  return sql`select ${users.id} from ${users} where ${textContains(users.name, text)}`;
}
