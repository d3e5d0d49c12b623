import type { TDb } from '../../platform/db/database';

/**
 * Public gallery data kept in memory briefly, per database handle: a value is kept `ttlMs`
 * from when its read began, and a key is read once at a time (callers asking while it is
 * read wait for that read instead of starting their own: when a page of the gallery expires
 * under a hundred visitors, one query runs, not a hundred). `forget` drops everything,
 * reads under way included: their callers get what was read, the next caller reads again,
 * so nothing read before a change is kept after it.
 */
export interface TPublicCache<T> {
  get(db: TDb, key: string, read: () => Promise<T>): Promise<T>;
  forget(db: TDb): void;
}

type TEntry<T> = { at: number } & ({ value: T } | { pending: Promise<T> });

export function publicCache<T>(ttlMs: number, max: number): TPublicCache<T> {
  const byDb = new WeakMap<TDb, Map<string, TEntry<T>>>();
  return {
    async get(db, key, read) {
      let kept = byDb.get(db);
      if (!kept) byDb.set(db, (kept = new Map()));
      const hit = kept.get(key);
      const now = Date.now();
      if (hit && 'pending' in hit) return hit.pending;
      if (hit && now - hit.at < ttlMs) return hit.value;
      const pending = read();
      const entry: TEntry<T> = { at: now, pending };
      if (kept.size >= max) kept.clear();
      kept.set(key, entry);
      try {
        const value = await pending;
        if (kept.get(key) === entry) kept.set(key, { at: now, value });
        return value;
      } catch (error) {
        if (kept.get(key) === entry) kept.delete(key);
        throw error;
      }
    },
    forget(db) {
      byDb.delete(db);
    },
  };
}
