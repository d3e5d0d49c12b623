import { describe, expect, it } from 'vitest';
import type { TDb } from './database';
import { forgetOnWrite, readCache, readCacheForgottenOnWrite } from './read-cache';

const db = {} as TDb;
const later = <T>(value: T) => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, finish: () => resolve(value) };
};

describe('readCache', () => {
  it('reads a key once for callers who ask while it is read, then keeps it', async () => {
    const cache = readCache<string>('test-1', 10_000, 10);
    let reads = 0;
    const pending = later('page');
    const read = () => (reads++, pending.promise);
    const asked = Array.from({ length: 100 }, () => cache.get(db, 'k', read));
    pending.finish();
    expect(await Promise.all(asked)).toEqual(Array(100).fill('page'));
    expect(await cache.get(db, 'k', read)).toBe('page');
    expect(reads).toBe(1);
  });

  it('reads again after the time to live, and after forget (even one under way)', async () => {
    const cache = readCache<number>('test-2', 0, 10);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get(db, 'k', read)).toBe(1);
    expect(await cache.get(db, 'k', read)).toBe(2);

    const kept = readCache<number>('test-3', 10_000, 10);
    const slow = later(7);
    const first = kept.get(db, 'k', () => slow.promise);
    kept.forget(db);
    // Asked after the change: not given the read that began before it.
    expect(await kept.get(db, 'k', async () => 8)).toBe(8);
    slow.finish();
    expect(await first).toBe(7);
    expect(await kept.get(db, 'k', async () => 9)).toBe(8);
  });

  it('drops a failed read, so the next caller tries again', async () => {
    const cache = readCache<string>('test-4', 10_000, 10);
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get(db, 'k', async () => 'up')).toBe('up');
  });

  it('forgets one key alone', async () => {
    const cache = readCache<string>('test-5', 10_000, 10);
    await cache.get(db, 'a', async () => 'a1');
    await cache.get(db, 'b', async () => 'b1');
    cache.forgetKey(db, 'a');
    expect(await cache.get(db, 'a', async () => 'a2')).toBe('a2');
    expect(await cache.get(db, 'b', async () => 'b2')).toBe('b1');
  });

  it('keeps reads apart per database handle', async () => {
    const cache = readCache<string>('test-6', 10_000, 10);
    const other = {} as TDb;
    await cache.get(db, 'k', async () => 'one');
    expect(await cache.get(other, 'k', async () => 'two')).toBe('two');
  });
});

describe('readCacheForgottenOnWrite', () => {
  it('is forgotten by forgetOnWrite, for that database handle only', async () => {
    const cache = readCacheForgottenOnWrite<string>('test-7', 10_000, 10);
    const plain = readCache<string>('test-8', 10_000, 10);
    const other = {} as TDb;
    await cache.get(db, 'k', async () => 'before');
    await cache.get(other, 'k', async () => 'other');
    await plain.get(db, 'k', async () => 'plain');
    forgetOnWrite(db);
    expect(await cache.get(db, 'k', async () => 'after')).toBe('after');
    expect(await cache.get(other, 'k', async () => 'x')).toBe('other');
    expect(await plain.get(db, 'k', async () => 'x')).toBe('plain');
  });
});
