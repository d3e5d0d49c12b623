import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseRange } from './media-range';
import { sniffMedia } from './media-sniff';
import { collectMediaKeys, createMediaUrls, mapMediaUrls, mediaKeyOf } from './media-url';
import { mp4, wav, withPngSize } from './testing/media-samples';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#4AB1FF' } })
    .toFormat(format)
    .toBuffer();

describe('sniffMedia', () => {
  it('reads the kind and the size of pictures from their header', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const sniffed = sniffMedia(await image(format, 321, 123));
      expect(sniffed, format).toMatchObject({
        kind: 'image',
        width: 321,
        height: 123,
        complete: true,
      });
    }
    const lossless = await sharp(await image('png', 77, 55))
      .webp({ lossless: true })
      .toBuffer();
    expect(sniffMedia(lossless)).toMatchObject({ mime: 'image/webp', width: 77, height: 55 });
    const extended = await sharp(await image('png', 90, 40))
      .webp({ alphaQuality: 50 })
      .ensureAlpha()
      .toBuffer();
    expect(sniffMedia(extended)).toMatchObject({ width: 90, height: 40 });
  });

  it('reads a claimed size without decoding (image bombs are refused on it)', async () => {
    expect(sniffMedia(withPngSize(await image('png'), 60_000, 60_000))).toMatchObject({
      width: 60_000,
      height: 60_000,
    });
  });

  it('knows audio and video by structure, and notices cut-off files', () => {
    expect(sniffMedia(wav(0.5))).toMatchObject({
      kind: 'audio',
      mime: 'audio/wav',
      complete: true,
    });
    expect(sniffMedia(wav(0.5).subarray(0, 2000))?.complete).toBe(false);
    expect(sniffMedia(mp4())).toMatchObject({ kind: 'video', mime: 'video/mp4', complete: true });
    expect(sniffMedia(mp4().subarray(0, 200))?.complete).toBe(false);
    const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(400)]);
    expect(sniffMedia(id3)).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
  });

  it('refuses what it does not know', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      'MZ\x90\x00',
      '',
    ]) {
      expect(sniffMedia(Buffer.from(text, 'latin1')), text).toBeNull();
    }
  });
});

describe('media links', () => {
  it('signs for an hour or two, and refuses tampered or expired links', () => {
    let now = Date.UTC(2026, 10, 21, 10, 30);
    const urls = createMediaUrls('secret', () => now);
    const link = urls.signedUrl('2026/11/abc.png');
    const [, exp, sig] = /exp=(\d+)&sig=(.+)$/.exec(link)!;
    expect(urls.verify('2026/11/abc.png', exp, sig)).toBe(true);
    expect(urls.verify('2026/11/abd.png', exp, sig)).toBe(false);
    expect(urls.verify('2026/11/abc.png', String(Number(exp) + 3600), sig)).toBe(false);
    expect(urls.signedUrl('2026/11/abc.png')).toBe(link);
    now += 2 * 3600_000;
    expect(urls.verify('2026/11/abc.png', exp, sig)).toBe(false);
    // Signed again for the new hour (links are kept per key and hour).
    const later = urls.signedUrl('2026/11/abc.png');
    const [, exp2, sig2] = /exp=(\d+)&sig=(.+)$/.exec(later)!;
    expect(Number(exp2)).toBe(Number(exp) + 2 * 3600);
    expect(urls.verify('2026/11/abc.png', exp2, sig2)).toBe(true);
    expect(createMediaUrls('other', () => now).verify('2026/11/abc.png', exp, sig)).toBe(false);
  });

  it('maps and collects links in link fields only, never in text', () => {
    const pages = [
      { picUrl: '/api/media/2026/11/a.png?exp=1&sig=x', text: '/api/media/2026/11/typed.png' },
      { blocks: [{ type: 'image', url: '/api/media/2026/11/b.png' }] },
    ];
    expect(collectMediaKeys(pages)).toEqual(['2026/11/a.png', '2026/11/b.png']);
    const mapped = mapMediaUrls(pages, (key) => `#${key}`);
    expect(mapped[0]).toEqual({ picUrl: '#2026/11/a.png', text: '/api/media/2026/11/typed.png' });
    expect(mediaKeyOf('https://example.com/api/media/x.png')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads one byte range', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=5-1', 100)).toBe('invalid');
    expect(parseRange('items=1-2', 100)).toBeNull();
  });
});
