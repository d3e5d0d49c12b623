import { Path2D } from '@napi-rs/canvas';

/** Path builders in a subject's local units. */

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotation = 0): Path2D {
  const path = new Path2D();
  path.ellipse(cx, cy, Math.abs(rx), Math.abs(ry), rotation, 0, Math.PI * 2);
  return path;
}

export const circle = (cx: number, cy: number, r: number): Path2D => ellipse(cx, cy, r, r);

export function rect(x: number, y: number, w: number, h: number): Path2D {
  const path = new Path2D();
  path.rect(x, y, w, h);
  return path;
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): Path2D {
  const path = new Path2D();
  path.roundRect(x, y, w, h, r);
  return path;
}

/** A closed polygon from x, y pairs. */
export function poly(...xy: number[]): Path2D {
  const path = new Path2D();
  path.moveTo(xy[0]!, xy[1]!);
  for (let i = 2; i < xy.length; i += 2) path.lineTo(xy[i]!, xy[i + 1]!);
  path.closePath();
  return path;
}

/** An open polyline from x, y pairs (for strokes). */
export function polyline(...xy: number[]): Path2D {
  const path = new Path2D();
  path.moveTo(xy[0]!, xy[1]!);
  for (let i = 2; i < xy.length; i += 2) path.lineTo(xy[i]!, xy[i + 1]!);
  return path;
}

/** An SVG path string. */
export const svg = (d: string): Path2D => new Path2D(d);

/** A pie slice or arc band. */
export function arcBand(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  from: number,
  to: number,
): Path2D {
  const path = new Path2D();
  path.arc(cx, cy, outer, from, to);
  path.arc(cx, cy, inner, to, from, true);
  path.closePath();
  return path;
}

/** A regular star with n points. */
export function starShape(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
): Path2D {
  const xy: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    xy.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return poly(...xy);
}
