import { describe, expect, it } from 'vitest';
import type { TDb } from '../../platform/db/database';
import { publicCache } from './works-gallery.cache';

const db = {} as TDb;
const later = <T>(value: T) => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, finish: () => resolve(value) };
};

describe('publicCache', () => {
  it('reads a key once for callers who ask while it is read, then keeps it', async () => {
    const cache = publicCache<string>(10_000, 10);
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
    const cache = publicCache<number>(0, 10);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get(db, 'k', read)).toBe(1);
    expect(await cache.get(db, 'k', read)).toBe(2);

    const kept = publicCache<number>(10_000, 10);
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
    const cache = publicCache<string>(10_000, 10);
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get(db, 'k', async () => 'up')).toBe('up');
  });
});
