import type { TDb } from './database';

/**
 * A hot read built once per database handle (or transaction) and kept: Drizzle builds the SQL
 * text and its column mapping when the statement is prepared, not on each call (building a
 * select of a few dozen columns and joins cost more node time than the database took to
 * answer it). Give values with `sql.placeholder(...)`. On PostgreSQL the statement is also
 * prepared on the server under its name, once per connection.
 *
 * Names are global: one name, one query text.
 */
const byDb = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: TDb, name: string, make: (db: TDb) => T): T {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  let found = kept.get(name) as T | undefined;
  if (found === undefined) kept.set(name, (found = make(db)));
  return found;
}
