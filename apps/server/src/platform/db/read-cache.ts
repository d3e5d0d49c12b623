import { announce, keepsReads, type TClusterMessage } from '../cluster/cluster-bus';
import type { TDb } from './database';

/**
 * Reads kept in memory briefly, per database handle: a value is kept `ttlMs` from when its
 * read began, and a key is read once at a time (callers asking while it is read wait for
 * that read instead of starting their own: when a page of the gallery expires under a
 * hundred visitors, one query runs, not a hundred). `forget` drops everything, reads under
 * way included: their callers get what was read, the next caller reads again, so nothing
 * read before a change is kept after it.
 *
 * Several server processes: every `forget` and `forgetKey` is announced to the others by
 * name (platform/cluster), which forget the same; while the processes cannot hear each
 * other (Redis down), nothing is kept.
 */
export interface TReadCache<T> {
  get(db: TDb, key: string, read: () => Promise<T>): Promise<T>;
  forget(db: TDb): void;
  /** Drop one key (a read of it under way included). */
  forgetKey(db: TDb, key: string): void;
}

type TEntry<T> = { at: number } & ({ value: T } | { pending: Promise<T> });

interface TForgettable {
  forgetHere(db: TDb): void;
  forgetKeyHere(db: TDb, key: string): void;
}

/** Every kept read by its name, as the processes tell each other what to forget. */
const named = new Map<string, TForgettable>();

/** `name` is the same in every process of a build (the other processes forget it by name). */
export function readCache<T>(name: string, ttlMs: number, max: number): TReadCache<T> {
  const byDb = new WeakMap<TDb, Map<string, TEntry<T>>>();
  const here: TForgettable = {
    forgetHere: (db) => byDb.delete(db),
    forgetKeyHere: (db, key) => byDb.get(db)?.delete(key),
  };
  named.set(name, here);
  return {
    async get(db, key, read) {
      if (!keepsReads(db)) return read();
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
      here.forgetHere(db);
      announce(db, { forget: [[name]] });
    },
    forgetKey(db, key) {
      here.forgetKeyHere(db, key);
      announce(db, { forget: [[name, key]] });
    },
  };
}

/** How long readCacheForgottenOnWrite keeps a user's read (as long as a session is kept). */
export const KEPT_USER_READ_MS = 5000;

const forgottenOnWrite = new Set<{ forget(db: TDb): void }>();
/** What else a database handle's writes forget (e.g. an app's kept sessions). */
const forgottenOnWriteOf = new WeakMap<TDb, Set<() => void>>();

/**
 * Reads of one user that many of the writes of several domains change (a pupil's classes,
 * their works), kept as briefly as a signed-in session is (KEPT_USER_READ_MS): every page a
 * pupil opens asks for them again. Every write request forgets all of them before its answer
 * leaves (forgetOnWrite, installed for every route in app.ts), in this process and, told
 * over the cluster bus, in every other, so whoever wrote sees the change in their next read,
 * and so does everyone else. Only for reads that no background job changes.
 */
export function readCacheForgottenOnWrite<T>(
  name: string,
  ttlMs: number,
  max: number,
): TReadCache<T> {
  const cache = readCache<T>(name, ttlMs, max);
  forgottenOnWrite.add({ forget: (db) => named.get(name)?.forgetHere(db) });
  return cache;
}

/** Another kind of kept read (e.g. kept-counts.ts) that every write request forgets too. */
export function forgetAlsoOnWrite(kept: { forget(db: TDb): void }): void {
  forgottenOnWrite.add(kept);
}

/** Something kept for one database handle only (an app's sessions) that writes forget too. */
export function forgetWithWrites(db: TDb, forget: () => void): void {
  let set = forgottenOnWriteOf.get(db);
  if (!set) forgottenOnWriteOf.set(db, (set = new Set()));
  set.add(forget);
}

function forgetWritesHere(db: TDb): void {
  for (const cache of forgottenOnWrite) cache.forget(db);
  for (const forget of forgottenOnWriteOf.get(db) ?? []) forget();
}

/** Forget every read kept until a write (a write request is answered), in every process. */
export function forgetOnWrite(db: TDb): void {
  forgetWritesHere(db);
  announce(db, { writes: true });
}

/** What another process told us to forget, forgotten here (and told to nobody). */
export function forgetAsTold(db: TDb, message: TClusterMessage): void {
  if (message.everything) {
    for (const cache of named.values()) cache.forgetHere(db);
    forgetWritesHere(db);
    return;
  }
  if (message.writes) forgetWritesHere(db);
  for (const [name, key] of message.forget ?? []) {
    const cache = named.get(name);
    if (key === undefined) cache?.forgetHere(db);
    else cache?.forgetKeyHere(db, key);
  }
}
