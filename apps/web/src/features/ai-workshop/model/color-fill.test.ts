import { describe, expect, it } from 'vitest';
import { fillRegion, hexToRgb, regionIdAt } from './color-fill';

/** A 3x2 map: regions 1 | line | 258 on the top row, 258 on the bottom row. */
function map(): Uint8ClampedArray {
  const ids = [1, 0, 258, 258, 258, 258];
  const labels = new Uint8ClampedArray(ids.length * 4);
  ids.forEach((id, i) => {
    labels[i * 4] = id % 256;
    labels[i * 4 + 1] = Math.floor(id / 256);
    labels[i * 4 + 3] = 255;
  });
  return labels;
}

describe('colouring fill', () => {
  it('reads the region id (r + 256 * g) at a point', () => {
    const labels = map();
    expect(regionIdAt(labels, 3, 0, 0)).toBe(1);
    expect(regionIdAt(labels, 3, 1.6, 0.2)).toBe(0);
    expect(regionIdAt(labels, 3, 2, 1)).toBe(258);
    expect(regionIdAt(labels, 3, 5, 0)).toBe(0);
    expect(regionIdAt(labels, 3, -1, 0)).toBe(0);
  });

  it('fills only the pixels of the region, never the lines', () => {
    const labels = map();
    const target = new Uint8ClampedArray(labels.length);
    expect(fillRegion(target, labels, 258, { r: 10, g: 20, b: 30 })).toBe(4);
    expect([...target.slice(8, 12)]).toEqual([10, 20, 30, 255]);
    expect([...target.slice(0, 8)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(fillRegion(target, labels, 0, { r: 1, g: 1, b: 1 })).toBe(0);
  });

  it('reads colours', () => {
    expect(hexToRgb('#4AB1FF')).toEqual({ r: 74, g: 177, b: 255 });
    expect(hexToRgb('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(hexToRgb('nope')).toEqual({ r: 0, g: 0, b: 0 });
  });
});
