import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

/**
 * PNG encoding with a fast zlib level, run on the thread pool. Textured styles (paper grain,
 * crayon wax) compress poorly; Skia's encoder spends several times longer on them at its
 * fixed level. Writes RGB (every picture here is opaque), the "Sub" filter, and a Software
 * text chunk naming the engine.
 */

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export async function encodePng(canvas: Canvas, software: string): Promise<Buffer> {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 1; // Sub: each byte minus the one three bytes (one pixel) to its left
    let r = 0;
    let g = 0;
    let b = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const o = row + 1 + x * 3;
      raw[o] = (rgba[i]! - r) & 255;
      raw[o + 1] = (rgba[i + 1]! - g) & 255;
      raw[o + 2] = (rgba[i + 2]! - b) & 255;
      r = rgba[i]!;
      g = rgba[i + 1]!;
      b = rgba[i + 2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const text = Buffer.concat([
    Buffer.from('Software\0', 'latin1'),
    Buffer.from(software, 'latin1'),
  ]);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('tEXt', text),
    chunk('IDAT', await deflateAsync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
