import fs from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_FONT_FAMILY,
  engineFont,
  engineFontFile,
  registerEngineFonts,
} from './engine-fonts';

/** Black text on white, as RGBA bytes. */
function render(font: string, text: string): Buffer {
  const canvas = createCanvas(160, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 160, 100);
  ctx.fillStyle = '#000000';
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 10, 50);
  return Buffer.from(ctx.getImageData(0, 0, 160, 100).data);
}

const ink = (pixels: Buffer) => {
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
  return dark;
};

describe("the engines' font", () => {
  it('is shipped with its licence and kept small', () => {
    const file = engineFontFile();
    expect(fs.readFileSync(file).toString('latin1', 0, 4)).toBe('wOFF');
    expect(fs.statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    const licence = fs.readFileSync(file.replace(/[^/]+$/, 'OFL.txt'), 'utf8');
    expect(licence).toContain('SIL Open Font License');
  });

  it('draws Chinese glyphs in its own family, not boxes and not a system font', () => {
    // Text asked in a family nobody registered falls back to whatever the system has (boxes
    // on a machine without a Chinese font, another design where one is installed).
    const unknown = engineFont(72).replace(ENGINE_FONT_FAMILY, 'Haoduo Font Not Registered');
    const fallback = render(unknown, '你好');
    registerEngineFonts();
    expect(GlobalFonts.has(ENGINE_FONT_FAMILY)).toBe(true);
    const ni = render(engineFont(72), '你');
    const hao = render(engineFont(72), '好');
    // Real glyphs: both have ink and they differ (every missing glyph draws the same box).
    expect(ink(ni)).toBeGreaterThan(300);
    expect(ink(hao)).toBeGreaterThan(300);
    expect(ni.equals(hao)).toBe(false);
    // And they are the shipped font's, not the fallback the system would draw.
    expect(render(engineFont(72), '你好').equals(fallback)).toBe(false);
    // Each character of a caption is one of its glyphs, one em wide.
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = engineFont(100);
    expect(ctx.measureText('小猫看星星').width).toBeCloseTo(500, 0);
  });
});
