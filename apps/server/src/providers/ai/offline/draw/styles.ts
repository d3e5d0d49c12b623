import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TDrawStyle } from '@haoduo/contract';
import type { TRandom } from '../../shared/random';

/**
 * Post-processing that gives each style its surface: watercolour (soft edges, pigment
 * blooms, paper grain), crayon (waxy grain and diagonal strokes), pixel (downsampled and
 * quantised to a small palette). Cartoon and line are left as drawn.
 */
export function applyStyle(canvas: Canvas, style: TDrawStyle, rng: TRandom): Canvas {
  switch (style) {
    case 'watercolour':
      return watercolour(canvas, rng);
    case 'crayon':
      return crayon(canvas, rng);
    case 'pixel':
      return pixelate(canvas);
    default:
      return canvas;
  }
}

function watercolour(canvas: Canvas, rng: TRandom): Canvas {
  const ctx = canvas.getContext('2d');
  const { width: W, height: H } = canvas;
  const copy = createCanvas(W, H);
  copy.getContext('2d').drawImage(canvas, 0, 0);
  ctx.save();
  ctx.filter = 'blur(2.5px)';
  ctx.globalAlpha = 0.55;
  ctx.drawImage(copy, 0, 0);
  ctx.restore();
  // Pigment blooms: large soft darker and lighter patches.
  ctx.save();
  ctx.globalCompositeOperation = 'multiply';
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    const r = rng.range(60, 200);
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, 'rgba(200,190,210,0.22)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }
  ctx.restore();
  grain(
    canvas,
    rng,
    (noise, x, y) => 1 - 0.07 * noise - 0.03 * Math.sin((x * 0.05 + y * 0.03) * (1 + noise)),
    0,
  );
  return canvas;
}

function crayon(canvas: Canvas, rng: TRandom): Canvas {
  grain(canvas, rng, (noise, x, y) => ((x + y * 2) % 5 === 0 || noise > 0.82 ? 1 : 0), 1);
  return canvas;
}

/**
 * Per-pixel texture. In mode 0 the factor multiplies the colour (paper grain); in mode 1 a
 * factor of 1 lets the white paper show through (wax skipping over the paper's tooth).
 */
function grain(
  canvas: Canvas,
  rng: TRandom,
  factor: (noise: number, x: number, y: number) => number,
  mode: 0 | 1,
): void {
  const ctx = canvas.getContext('2d');
  const { width: W, height: H } = canvas;
  const image = ctx.getImageData(0, 0, W, H);
  const data = image.data;
  // A small tile of noise repeated: fast and deterministic.
  const tile = 128;
  const noise = new Float32Array(tile * tile);
  for (let i = 0; i < noise.length; i++) noise[i] = rng.next();
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const n = noise[(y % tile) * tile + (x % tile)]!;
      const i = (y * W + x) * 4;
      const f = factor(n, x, y);
      if (mode === 0) {
        data[i] = data[i]! * f;
        data[i + 1] = data[i + 1]! * f;
        data[i + 2] = data[i + 2]! * f;
      } else if (f === 1) {
        data[i] = data[i]! + (250 - data[i]!) * 0.55;
        data[i + 1] = data[i + 1]! + (247 - data[i + 1]!) * 0.55;
        data[i + 2] = data[i + 2]! + (240 - data[i + 2]!) * 0.55;
      }
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** The 216 "web-safe" colours: six levels per channel, like old game consoles' palettes. */
const LEVEL = 51;
const quantise = (v: number) => Math.round(v / LEVEL) * LEVEL;

const PIXEL = 8;

function pixelate(canvas: Canvas): Canvas {
  const { width: W, height: H } = canvas;
  const w = Math.ceil(W / PIXEL);
  const h = Math.ceil(H / PIXEL);
  const small = createCanvas(w, h);
  const sctx = small.getContext('2d');
  sctx.imageSmoothingEnabled = true;
  sctx.drawImage(canvas, 0, 0, w, h);
  const image = sctx.getImageData(0, 0, w, h);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = quantise(data[i]!);
    data[i + 1] = quantise(data[i + 1]!);
    data[i + 2] = quantise(data[i + 2]!);
    data[i + 3] = 255;
  }
  sctx.putImageData(image, 0, 0);
  const out = createCanvas(W, H);
  const octx = out.getContext('2d');
  octx.imageSmoothingEnabled = false;
  octx.drawImage(small, 0, 0, W, H);
  return out;
}
