import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';

/** Put this in a query (e.g. `and(PLAN_EACH_CALL, ...)`) to have it planned for its values. */
export const PLAN_EACH_CALL = sql`/* plan each call */ true`;
const PLAN_EACH_CALL_MARK = '/* plan each call */';
const MAX_NAMED_PARAMS = 64;
const MAX_NAMES = 5000;
const names = new Map<string, string>();

/**
 * Every query of a PostgreSQL connection runs as a named (prepared) statement, named after
 * its text: the server parses and plans it once per connection instead of on every call,
 * which cost more than the typical primary-key read itself (about 1 ms of planning for a
 * join of three tables). Left as they are: statements that carry a name already, queries
 * marked PLAN_EACH_CALL (searches, whose best plan depends on the values), queries with many
 * parameters (lists of ids: their texts vary with the count), and anything but select,
 * insert, update, delete and with (transaction control, locks, settings).
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => query(withStatementName(config, rest[0]), ...rest);
}

export function withStatementName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const c = config as { text?: unknown; name?: unknown; values?: unknown[] };
  if (typeof c.text !== 'string' || c.name) return config;
  const count = Array.isArray(values) ? values.length : (c.values?.length ?? 0);
  if (count > MAX_NAMED_PARAMS || c.text.includes(PLAN_EACH_CALL_MARK)) return config;
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(c.text)) return config;
  let name = names.get(c.text);
  if (!name) {
    name = `s_${createHash('sha1').update(c.text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(c.text, name);
  }
  return { ...c, name };
}
