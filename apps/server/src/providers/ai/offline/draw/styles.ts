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
  // Soft edges: a blurred copy (made at half size: the same look, a quarter of the work).
  const half = createCanvas(Math.ceil(W / 2), Math.ceil(H / 2));
  const hctx = half.getContext('2d');
  hctx.filter = 'blur(1.3px)';
  hctx.drawImage(canvas, 0, 0, half.width, half.height);
  ctx.save();
  ctx.globalAlpha = 0.55;
  ctx.drawImage(half, 0, 0, W, H);
  ctx.restore();
  // Pigment blooms: large soft darker patches.
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
  // Paper grain: fine noise (random, so the repeated tile shows no seams).
  const tile = grainTile(rng, (noise) => 1 - 0.09 * noise);
  applyTile(
    canvas,
    (data, i, f) => {
      data[i] = data[i]! * f;
      data[i + 1] = data[i + 1]! * f;
      data[i + 2] = data[i + 2]! * f;
    },
    tile,
  );
  return canvas;
}

function crayon(canvas: Canvas, rng: TRandom): Canvas {
  // Wax skips over the paper's tooth: along diagonal strokes and at random specks the paper
  // shows through.
  const tile = grainTile(rng, (noise, x, y) => ((x + y * 2) % 5 === 0 || noise > 0.82 ? 1 : 0));
  applyTile(
    canvas,
    (data, i, f) => {
      if (f !== 1) return;
      data[i] = data[i]! + (250 - data[i]!) * 0.55;
      data[i + 1] = data[i + 1]! + (247 - data[i + 1]!) * 0.55;
      data[i + 2] = data[i + 2]! + (240 - data[i + 2]!) * 0.55;
    },
    tile,
  );
  return canvas;
}

/** A texture tile (repeated over the picture): fast and deterministic. */
const TILE = 120;

function grainTile(
  rng: TRandom,
  factor: (noise: number, x: number, y: number) => number,
): Float32Array {
  const tile = new Float32Array(TILE * TILE);
  for (let y = 0; y < TILE; y++)
    for (let x = 0; x < TILE; x++) tile[y * TILE + x] = factor(rng.next(), x, y);
  return tile;
}

function applyTile(
  canvas: Canvas,
  apply: (data: Uint8ClampedArray, index: number, factor: number) => void,
  tile: Float32Array,
): void {
  const ctx = canvas.getContext('2d');
  const { width: W, height: H } = canvas;
  const image = ctx.getImageData(0, 0, W, H);
  const data = image.data;
  for (let y = 0; y < H; y++) {
    const row = (y % TILE) * TILE;
    for (let x = 0; x < W; x++) apply(data, (y * W + x) * 4, tile[row + (x % TILE)]!);
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
