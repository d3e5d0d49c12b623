import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The China (UTC+8) day of a timestamp column as `YYYY-MM-DD`, for counts per day; written
 * with a fixed offset so it needs no time zone data (PGlite has none).
 */
export function shanghaiDay(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}

/** Rows of `{ day, n }` as a map by day. */
export function byDay(rows: readonly { day: string; n: number | string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}
