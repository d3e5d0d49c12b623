/**
 * Closed regions of a line drawing: every pixel that is not ink gets the id of the region
 * it belongs to (4-connected flood fill), so that a click fills exactly one region.
 */

/** Darker than this (0-255 luminance) is ink. */
export const INK_THRESHOLD = 170;
/** Regions smaller than this many pixels count as ink (specks between lines). */
export const MIN_REGION_AREA = 24;

export interface TLabelled {
  width: number;
  height: number;
  /** Region id per pixel, 0 for ink. */
  labels: Uint32Array;
  regions: {
    id: number;
    area: number;
    box: [number, number, number, number];
    seedPoint: [number, number];
  }[];
}

export function labelRegions(rgba: Uint8ClampedArray, width: number, height: number): TLabelled {
  const size = width * height;
  const ink = new Uint8Array(size);
  for (let p = 0, i = 0; p < size; p++, i += 4) {
    const lum = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    ink[p] = lum < INK_THRESHOLD ? 1 : 0;
  }
  // Pass 1: flood-fill every component with a provisional id (typed arrays, no closures).
  const provisional = new Uint32Array(size);
  const stack = new Int32Array(size);
  const found: {
    id: number;
    area: number;
    box: [number, number, number, number];
    seedPoint: [number, number];
  }[] = [];
  let next = 1;
  for (let start = 0; start < size; start++) {
    if (ink[start] || provisional[start]) continue;
    const id = next++;
    let top = 0;
    stack[top++] = start;
    provisional[start] = id;
    let area = 0;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      const x = p % width;
      const y = (p - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      let q = p - 1;
      if (x > 0 && !ink[q] && !provisional[q]) {
        provisional[q] = id;
        stack[top++] = q;
      }
      q = p + 1;
      if (x < width - 1 && !ink[q] && !provisional[q]) {
        provisional[q] = id;
        stack[top++] = q;
      }
      q = p - width;
      if (y > 0 && !ink[q] && !provisional[q]) {
        provisional[q] = id;
        stack[top++] = q;
      }
      q = p + width;
      if (y < height - 1 && !ink[q] && !provisional[q]) {
        provisional[q] = id;
        stack[top++] = q;
      }
    }
    found.push({
      id,
      area,
      box: [minX, minY, maxX - minX + 1, maxY - minY + 1],
      seedPoint: [start % width, (start - (start % width)) / width],
    });
  }
  // Pass 2: specks become ink; the rest are numbered 1, 2, 3... in reading order.
  const final = new Uint32Array(next);
  const regions: TLabelled['regions'] = [];
  for (const region of found) {
    if (region.area < MIN_REGION_AREA) continue;
    final[region.id] = regions.length + 1;
    regions.push({ ...region, id: regions.length + 1 });
  }
  const labels = new Uint32Array(size);
  for (let p = 0; p < size; p++) labels[p] = final[provisional[p]!]!;
  return { width, height, labels, regions };
}
