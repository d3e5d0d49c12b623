import { createHash } from 'node:crypto';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createOfflineColouring } from './offline-colouring';
import { labelRegions } from './regions';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
}

describe('offline colouring', () => {
  const colouring = createOfflineColouring();

  it('offers at least eight line drawings', () => {
    expect(colouring.templates().length).toBeGreaterThanOrEqual(8);
  });

  it('labels closed regions of a simple drawing', () => {
    // A 20x10 white image with a vertical black line: two regions.
    const w = 20;
    const h = 10;
    const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
    for (let y = 0; y < h; y++)
      for (const x of [9, 10]) rgba.fill(0, (y * w + x) * 4, (y * w + x) * 4 + 3);
    const { regions, labels } = labelRegions(rgba, w, h);
    expect(regions.map((r) => r.area)).toEqual([90, 90]);
    expect(labels[0]).toBe(1);
    expect(labels[w - 1]).toBe(2);
    expect(labels[9]).toBe(0);
  });

  it('exports a region map whose pixels give each region id (r + 256 g)', async () => {
    const art = await colouring.lineArt({ templateId: 'kitten-garden', seed: 1 });
    const { regionMap } = art;
    expect(regionMap.regions.length).toBeGreaterThan(15);
    const data = await pixels(regionMap.labelsPng);
    for (const region of regionMap.regions.slice(0, 30)) {
      const [x, y] = region.seedPoint;
      const i = (y * regionMap.width + x) * 4;
      expect(data[i]! + 256 * data[i + 1]!).toBe(region.id);
      expect(region.suggestedColour).toMatch(/^#[0-9a-f]{6}$/);
    }
    // The drawing itself is black lines on white.
    const line = await pixels(art.png);
    const greys = [...Array(2000).keys()]
      .map((k) => k * 397 * 4)
      .filter((i) => line[i] !== line[i + 1] || line[i] !== line[i + 2]);
    expect(greys.length).toBe(0);
  });

  it('fills every closed region automatically and stays deterministic', async () => {
    const a = await colouring.autoColour({ templateId: 'under-the-sea', seed: 1 });
    const b = await colouring.autoColour({ templateId: 'under-the-sea', seed: 1 });
    expect(sha(a.png)).toBe(sha(b.png));
    expect(a.palette.length).toBeGreaterThan(3);
    const data = await pixels(a.png);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4 * 97)
      if (
        Math.max(data[i]!, data[i + 1]!, data[i + 2]!) -
          Math.min(data[i]!, data[i + 1]!, data[i + 2]!) >
        30
      )
        coloured++;
    expect(coloured).toBeGreaterThan(data.length / 4 / 97 / 2);
  });

  it('takes its palette from the mood or the colours named', async () => {
    const plain = await colouring.autoColour({ templateId: 'sweet-home', seed: 1 });
    const sad = await colouring.autoColour({
      templateId: 'sweet-home',
      seed: 1,
      palettePrompt: '忧伤的',
    });
    const named = await colouring.autoColour({
      templateId: 'sweet-home',
      seed: 1,
      palettePrompt: '只用蓝色和紫色',
    });
    expect(sha(sad.png)).not.toBe(sha(plain.png));
    const hues = named.palette.filter((c) => c !== '#ffffff');
    expect(hues.some((c) => c === plain.palette[0])).toBe(false);
  });

  it('draws a new colouring page from a prompt', async () => {
    const art = await colouring.lineArt({ prompt: '一辆消防车和一座房子', seed: 5 });
    expect(art.png.subarray(1, 4).toString()).toBe('PNG');
    expect(art.regionMap.regions.length).toBeGreaterThan(5);
    await expect(colouring.lineArt({ templateId: 'nope', seed: 1 })).rejects.toMatchObject({
      name: 'AiInputError',
    });
  });
});
