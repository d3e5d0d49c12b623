import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDb } from './database';
import { keptCounts, keptCountsForgottenOnWrite } from './kept-counts';
import { forgetOnWrite } from './read-cache';

const db = {} as TDb;
const where = (schoolId: number) => sql`school_id = ${schoolId}`;

describe('keptCounts', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a query once for callers who ask together, apart from other queries', async () => {
    const counts = keptCounts(5000, 60_000, 10);
    let counted = 0;
    const count = async () => (counted++, 42);
    const asked = await Promise.all(
      Array.from({ length: 10 }, () => counts.get(db, 'works', where(1), count)),
    );
    expect(asked).toEqual(Array(10).fill(42));
    expect(await counts.get(db, 'works', where(1), count)).toBe(42);
    expect(counted).toBe(1);
    await counts.get(db, 'works', where(2), count);
    await counts.get(db, 'pupils', where(1), count);
    expect(counted).toBe(3);
  });

  it('answers a stale total at once and recounts behind it; waits once past staleMs', async () => {
    vi.useFakeTimers({ now: 0 });
    const counts = keptCounts(5000, 60_000, 10);
    let total = 1;
    const count = async () => total;
    expect(await counts.get(db, 'works', where(1), count)).toBe(1);
    total = 2;
    vi.setSystemTime(6000);
    expect(await counts.get(db, 'works', where(1), count)).toBe(1);
    await Promise.resolve();
    expect(await counts.get(db, 'works', where(1), count)).toBe(2);
    total = 3;
    vi.setSystemTime(120_000);
    expect(await counts.get(db, 'works', where(1), count)).toBe(3);
  });

  it('forgets every total when a write request is answered', async () => {
    const counts = keptCountsForgottenOnWrite(5000, 60_000, 10);
    let total = 5;
    const count = async () => total;
    expect(await counts.get(db, 'works', where(1), count)).toBe(5);
    total = 6;
    forgetOnWrite(db);
    expect(await counts.get(db, 'works', where(1), count)).toBe(6);
  });

  it('does not keep a failed count', async () => {
    const counts = keptCounts(5000, 60_000, 10);
    await expect(
      counts.get(db, 'works', undefined, async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await counts.get(db, 'works', undefined, async () => 7)).toBe(7);
  });
});
