import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column ilike '%text%'` that a GIN index on `text_grams(column)` can serve (migration
 * text_grams): the grams test finds the candidate rows from the index, `ilike` keeps the exact
 * ones. Only columns with such an index gain from it: works.works_name, users.name.
 */
export function textContains(column: AnyPgColumn, text: string): SQL {
  return sql`(text_grams(${column}) @> text_query_grams(${text}) and ${column} ilike ${containsPattern(text)})`;
}
