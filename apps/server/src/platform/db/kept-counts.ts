import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb } from './database';
import { keepsReads } from '../cluster/cluster-bus';
import { forgetAlsoOnWrite } from './read-cache';

const dialect = new PgDialect();

/**
 * The totals of the back office's paged lists, kept per query (its WHERE clause and values).
 * A count(*) over hundreds of thousands of rows costs more than the page it belongs to, and
 * people page through the same filter: a total younger than `freshMs` is answered from
 * memory, an older one (up to `staleMs`) is answered too while a single recount runs behind
 * it, so only the first caller of a query waits for its count. Every write request through
 * this process forgets them all (as readCacheForgottenOnWrite does), so whoever changed a row
 * sees the new total at once, and so does every other process (told over the cluster bus);
 * changes by a background job show within `freshMs` (plus one recount).
 */
export interface TKeptCounts {
  get(
    db: TDb,
    scope: string,
    where: SQL | undefined,
    count: () => Promise<number>,
  ): Promise<number>;
  forget(db: TDb): void;
}

type TEntry = { at: number; value?: number; pending?: Promise<number> };

export function keptCounts(freshMs: number, staleMs: number, max: number): TKeptCounts {
  const byDb = new WeakMap<TDb, Map<string, TEntry>>();
  const recount = (kept: Map<string, TEntry>, key: string, count: () => Promise<number>) => {
    const entry: TEntry = { ...kept.get(key), at: Date.now() };
    const pending = count();
    entry.pending = pending;
    if (kept.size >= max && !kept.has(key)) kept.clear();
    kept.set(key, entry);
    pending.then(
      (value) => kept.get(key) === entry && kept.set(key, { at: entry.at, value }),
      () => kept.get(key) === entry && kept.delete(key),
    );
    return pending;
  };
  return {
    async get(db, scope, where, count) {
      if (!keepsReads(db)) return count();
      let kept = byDb.get(db);
      if (!kept) byDb.set(db, (kept = new Map()));
      const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
      const key = `${scope}\n${query.sql}\n${JSON.stringify(query.params)}`;
      const hit = kept.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit?.value !== undefined && age < staleMs) {
        if (age >= freshMs && !hit.pending) void recount(kept, key, count).catch(() => undefined);
        return hit.value;
      }
      if (hit?.pending) return hit.pending;
      return recount(kept, key, count);
    },
    forget(db) {
      byDb.delete(db);
    },
  };
}

/** A kept-counts store forgotten by every write request through this process. */
export function keptCountsForgottenOnWrite(freshMs: number, staleMs: number, max: number) {
  const counts = keptCounts(freshMs, staleMs, max);
  forgetAlsoOnWrite(counts);
  return counts;
}
