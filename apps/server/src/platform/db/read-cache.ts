import type { TDb } from './database';

/**
 * Reads kept in memory briefly, per database handle: a value is kept `ttlMs` from when its
 * read began, and a key is read once at a time (callers asking while it is read wait for
 * that read instead of starting their own: when a page of the gallery expires under a
 * hundred visitors, one query runs, not a hundred). `forget` drops everything, reads under
 * way included: their callers get what was read, the next caller reads again, so nothing
 * read before a change is kept after it.
 */
export interface TReadCache<T> {
  get(db: TDb, key: string, read: () => Promise<T>): Promise<T>;
  forget(db: TDb): void;
  /** Drop one key (a read of it under way included). */
  forgetKey(db: TDb, key: string): void;
}

type TEntry<T> = { at: number } & ({ value: T } | { pending: Promise<T> });

export function readCache<T>(ttlMs: number, max: number): TReadCache<T> {
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
    forgetKey(db, key) {
      byDb.get(db)?.delete(key);
    },
  };
}

/** How long readCacheForgottenOnWrite keeps a user's read (as long as a session is kept). */
export const KEPT_USER_READ_MS = 5000;

const forgottenOnWrite = new Set<{ forget(db: TDb): void }>();

/**
 * Reads of one user that many of the writes of several domains change (a pupil's classes,
 * their works), kept as briefly as a signed-in session is (KEPT_USER_READ_MS): every page a
 * pupil opens asks for them again. Every write request through this process forgets all of
 * them before its answer leaves (forgetOnWrite, installed for every route in app.ts), so
 * whoever wrote sees the change in their next read, and so does everyone else; other server
 * processes' writes are seen within `ttlMs`. Only for reads that no background job changes.
 */
export function readCacheForgottenOnWrite<T>(ttlMs: number, max: number): TReadCache<T> {
  const cache = readCache<T>(ttlMs, max);
  forgottenOnWrite.add(cache as TReadCache<unknown>);
  return cache;
}

/** Another kind of kept read (e.g. kept-counts.ts) that every write request forgets too. */
export function forgetAlsoOnWrite(kept: { forget(db: TDb): void }): void {
  forgottenOnWrite.add(kept);
}

/** Forget every read kept by readCacheForgottenOnWrite (a write request is answered). */
export function forgetOnWrite(db: TDb): void {
  for (const cache of forgottenOnWrite) cache.forget(db);
}
