import type { Path2D, SKRSContext2D } from '@napi-rs/canvas';
import type { TDrawStyle } from '@haoduo/contract';
import type { TRandom } from '../../shared/random';
import { darken, lighten, luminance, OUTLINE } from './colour';
import { circle } from './shapes';

/**
 * Paints paths in the chosen style. Subjects describe shapes and colours; the painter
 * decides how a fill and its outline look: cartoon (flat fill, dark outline), line (white
 * fill, black outline: closed regions for colouring), watercolour (layered translucent
 * fills, soft edges), crayon (rough doubled outlines; grain is added afterwards), pixel
 * (drawn like cartoon, then pixelated).
 */
export class Painter {
  /** Pixels per local unit of the subject being drawn. */
  scale = 1;

  constructor(
    readonly ctx: SKRSContext2D,
    readonly style: TDrawStyle,
    readonly rng: TRandom,
  ) {}

  /** A width in pixels, in local units. */
  px(pixels: number): number {
    return pixels / this.scale;
  }

  private outlineWidth(): number {
    return this.px(this.style === 'line' ? 3 : this.style === 'watercolour' ? 1.6 : 2.6);
  }

  /** A body part: filled and outlined. */
  fill(path: Path2D, colour: string): void {
    const { ctx } = this;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    switch (this.style) {
      case 'line':
        ctx.fillStyle = '#ffffff';
        ctx.fill(path);
        ctx.strokeStyle = '#111111';
        ctx.lineWidth = this.outlineWidth();
        ctx.stroke(path);
        return;
      case 'watercolour': {
        ctx.save();
        ctx.fillStyle = lighten(colour, 0.12);
        ctx.fill(path);
        ctx.globalAlpha = 0.25;
        ctx.fillStyle = darken(colour, 0.15);
        ctx.translate(this.px(this.rng.range(-3, 3)), this.px(this.rng.range(-3, 3)));
        ctx.fill(path);
        ctx.restore();
        ctx.save();
        ctx.globalAlpha = 0.5;
        ctx.strokeStyle = darken(colour, 0.35);
        ctx.lineWidth = this.outlineWidth();
        ctx.stroke(path);
        ctx.restore();
        return;
      }
      case 'crayon': {
        ctx.fillStyle = colour;
        ctx.fill(path);
        ctx.save();
        ctx.strokeStyle = darken(colour, 0.5);
        ctx.lineWidth = this.px(2);
        for (let pass = 0; pass < 2; pass++) {
          ctx.save();
          ctx.translate(this.px(this.rng.range(-1.5, 1.5)), this.px(this.rng.range(-1.5, 1.5)));
          ctx.globalAlpha = 0.7;
          ctx.stroke(path);
          ctx.restore();
        }
        ctx.restore();
        return;
      }
      default:
        ctx.fillStyle = colour;
        ctx.fill(path);
        ctx.strokeStyle = OUTLINE;
        ctx.lineWidth = this.outlineWidth();
        ctx.stroke(path);
    }
  }

  /** A detail without outline (cheeks, spots, highlights). Line style keeps dark ones only. */
  flat(path: Path2D, colour: string): void {
    const { ctx } = this;
    if (this.style === 'line') {
      if (luminance(colour) < 0.25) {
        ctx.fillStyle = '#111111';
        ctx.fill(path);
      }
      return;
    }
    ctx.save();
    if (this.style === 'watercolour') ctx.globalAlpha = 0.75;
    ctx.fillStyle = colour;
    ctx.fill(path);
    ctx.restore();
  }

  /** A drawn line (mouths, whiskers, stems). */
  line(path: Path2D, colour: string = OUTLINE, widthPx = 2.6): void {
    const { ctx } = this;
    ctx.save();
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = this.style === 'line' ? '#111111' : colour;
    if (this.style === 'watercolour') ctx.globalAlpha = 0.8;
    ctx.lineWidth = this.px(this.style === 'line' ? Math.max(2.4, widthPx) : widthPx);
    ctx.stroke(path);
    ctx.restore();
  }

  /** An eye: dark pupil with a highlight. */
  eye(x: number, y: number, r: number): void {
    this.flat(circle(x, y, r), '#1d1b20');
    if (this.style !== 'line') this.flat(circle(x + r * 0.35, y - r * 0.35, r * 0.38), '#ffffff');
  }
}
