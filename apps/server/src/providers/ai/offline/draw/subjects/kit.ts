import type { TRandom } from '../../../shared/random';
import { darken, lighten } from '../colour';
import type { Painter } from '../painter';
import { ellipse, polyline, roundRect, svg } from '../shapes';

/**
 * What a subject drawer gets. It draws in local units: the box is `width` wide (centred on
 * x = 0) and 100 tall, from y = -100 (top) to y = 0 (the ground line).
 */
export interface TSubjectPaint {
  colour: string;
  rng: TRandom;
  width: number;
}

export type TDrawSubject = (p: Painter, o: TSubjectPaint) => void;

export { darken, lighten };

/** Straight legs as rounded bars, far ones darker; hooves optional. */
export function legs(
  p: Painter,
  xs: number[],
  top: number,
  width: number,
  colour: string,
  options: { far?: boolean; hoof?: string } = {},
): void {
  const body = options.far ? darken(colour, 0.15) : colour;
  for (const x of xs) {
    p.fill(roundRect(x - width / 2, top, width, -top, width * 0.4), body);
    if (options.hoof)
      p.fill(roundRect(x - width / 2, -width * 0.5, width, width * 0.5, 1), options.hoof);
  }
}

/** A smiling mouth below (x, y). */
export function smile(p: Painter, x: number, y: number, w: number): void {
  p.line(svg(`M${x - w} ${y} Q${x} ${y + w * 0.9} ${x + w} ${y}`), undefined, 2.2);
}

/** Rosy cheeks. */
export function cheeks(p: Painter, x: number, y: number, r: number): void {
  p.flat(ellipse(-x, y, r, r * 0.6), '#ff9aa8');
  p.flat(ellipse(x, y, r, r * 0.6), '#ff9aa8');
}

/** Whiskers on both sides of (0, y). */
export function whiskers(p: Painter, x: number, y: number, length: number): void {
  for (const side of [-1, 1]) {
    for (const dy of [-3, 2]) {
      p.line(polyline(side * x, y, side * (x + length), y + dy * 1.4), undefined, 1.6);
    }
  }
}
