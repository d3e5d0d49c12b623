import { describe, expect, it } from 'vitest';
import { dataUrlBytes, samplePicture } from './frame';

const urlOf = (bytes: number) =>
  `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('samplePicture', () => {
  it('counts the bytes a data URL holds', () => {
    expect(dataUrlBytes(urlOf(0))).toBe(0);
    expect(dataUrlBytes(urlOf(1))).toBe(1);
    expect(dataUrlBytes(urlOf(2))).toBe(2);
    expect(dataUrlBytes(urlOf(65_536))).toBe(65_536);
  });

  it('keeps quality 0.8 when it fits, and lowers it only until the picture fits', () => {
    const asked: number[] = [];
    // A busy picture: 30 KB per 0.1 of quality.
    const canvas = {
      toDataURL: (_type: string, quality: number) => {
        asked.push(quality);
        return urlOf(Math.round(quality * 300_000));
      },
    } as unknown as HTMLCanvasElement;
    expect(dataUrlBytes(samplePicture(canvas, 300_000))).toBe(240_000);
    expect(asked).toEqual([0.8]);
    asked.length = 0;
    expect(dataUrlBytes(samplePicture(canvas, 160_000))).toBe(150_000);
    expect(asked).toEqual([0.8, 0.65, 0.5]);
  });
});
