import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader';

describe('batchLoader', () => {
  it('reads the keys asked for in one turn together, each caller given its own value', async () => {
    const reads: number[][] = [];
    const loader = batchLoader(async (keys: number[]) => {
      reads.push(keys);
      return keys.map((k) => k * 10);
    });
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(3)])).toEqual([
      10, 20, 30,
    ]);
    expect(await loader.load(4)).toBe(40);
    expect(reads).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a large turn into reads of at most maxBatch keys', async () => {
    const sizes: number[] = [];
    const loader = batchLoader(async (keys: number[]) => {
      sizes.push(keys.length);
      return keys;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => loader.load(k)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails every caller of a failed read, and reads again afterwards', async () => {
    let fail = true;
    const loader = batchLoader(async (keys: number[]) => {
      if (fail) throw new Error('down');
      return keys;
    });
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(3)).toBe(3);
  });
});
