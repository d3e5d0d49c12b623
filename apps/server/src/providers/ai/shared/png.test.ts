import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png';

describe('encodePng', () => {
  it('writes a lossless RGB PNG that decoders read back exactly, with the engine named', async () => {
    const canvas = createCanvas(37, 21);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 37, 21);
    gradient.addColorStop(0, '#e53935');
    gradient.addColorStop(1, '#1e88e5');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 37, 21);
    const png = await encodePng(canvas, 'haoduo-ai test@1');
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([37, 21, 8, 2]);
    expect(png.includes(Buffer.from('Software\0haoduo-ai test@1', 'latin1'))).toBe(true);
    const decoded = await loadImage(png);
    const back = createCanvas(37, 21);
    back.getContext('2d').drawImage(decoded, 0, 0);
    expect(Buffer.from(back.getContext('2d').getImageData(0, 0, 37, 21).data)).toEqual(
      Buffer.from(ctx.getImageData(0, 0, 37, 21).data),
    );
  });
});
