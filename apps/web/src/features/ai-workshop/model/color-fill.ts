/**
 * Click-to-fill colouring over the region map of a line drawing (ai-draw-color, line mode):
 * the map is a PNG whose pixel colour is the region id (id = r + 256 * g; 0 = a line).
 * Pure functions over RGBA pixel arrays, so they run the same in tests and in the canvas.
 */

export interface TRgb {
  r: number;
  g: number;
  b: number;
}

/** The region id at (x, y) of an RGBA region map `width` pixels wide; 0 on a line or outside. */
export function regionIdAt(labels: Uint8ClampedArray, width: number, x: number, y: number): number {
  const height = labels.length / 4 / width;
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= width || py >= height) return 0;
  const i = (py * width + px) * 4;
  return (labels[i] ?? 0) + 256 * (labels[i + 1] ?? 0);
}

/** Paints every pixel of region `id` in `target` (RGBA, same size as the map); returns how many. */
export function fillRegion(
  target: Uint8ClampedArray,
  labels: Uint8ClampedArray,
  id: number,
  colour: TRgb,
): number {
  if (id === 0) return 0;
  let painted = 0;
  for (let i = 0; i < labels.length; i += 4) {
    if ((labels[i] ?? 0) + 256 * (labels[i + 1] ?? 0) !== id) continue;
    target[i] = colour.r;
    target[i + 1] = colour.g;
    target[i + 2] = colour.b;
    target[i + 3] = 255;
    painted += 1;
  }
  return painted;
}

/** '#RRGGBB' (or '#RGB') as numbers; black when it cannot be read. */
export function hexToRgb(hex: string): TRgb {
  let value = hex.trim().replace(/^#/, '');
  if (value.length === 3) value = [...value].map((c) => c + c).join('');
  const n = /^[0-9a-fA-F]{6}$/.test(value) ? Number.parseInt(value, 16) : 0;
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** Crayons offered next to the picture (bright, easy to tell apart). */
export const CRAYONS = [
  '#FF5A5F',
  '#FF9F1C',
  '#FFD23F',
  '#7BD389',
  '#2EC4B6',
  '#4AB1FF',
  '#6C63FF',
  '#C77DFF',
  '#FF8FAB',
  '#A0522D',
  '#8D99AE',
  '#FFFFFF',
] as const;
