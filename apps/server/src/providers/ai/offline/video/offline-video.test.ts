import { createHash } from 'node:crypto';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ENGINE_FONT_FAMILY } from '../fonts/engine-fonts';
import { CAPTION_FONT, createOfflineVideo, sentencesOf, VIDEO_FPS } from './offline-video';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads an EBML element header at `at`: id bytes as hex, size, where the body starts. */
function readElement(buf: Buffer, at: number) {
  const first = buf[at]!;
  const idLength = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : 4;
  const id = buf.subarray(at, at + idLength).toString('hex');
  const sizeFirst = buf[at + idLength]!;
  let sizeLength = 1;
  while (sizeLength <= 8 && !(sizeFirst & (0x80 >> (sizeLength - 1)))) sizeLength++;
  let size = sizeFirst & ((0x80 >> (sizeLength - 1)) - 1);
  for (let i = 1; i < sizeLength; i++) size = size * 256 + buf[at + idLength + i]!;
  return { id, size, body: at + idLength + sizeLength };
}

function children(buf: Buffer, start: number, end: number) {
  const out: { id: string; size: number; body: number }[] = [];
  for (let at = start; at < end;) {
    const el = readElement(buf, at);
    out.push(el);
    at = el.body + el.size;
  }
  return out;
}

describe('offline video', () => {
  const video = createOfflineVideo();

  it('writes a WebM with one VP8 track, its duration, key frames and cues', async () => {
    const result = await video.animate({
      prompt: '小猫在草地上玩。晚上，小猫看星星。',
      seed: 1,
      seconds: 4,
    });
    expect(result).toMatchObject({
      mimeType: 'video/webm',
      width: 640,
      height: 480,
      durationSeconds: 4,
      frameCount: 4 * VIDEO_FPS,
    });
    const buf = result.video;
    const [ebml, segment] = children(buf, 0, buf.length);
    expect(ebml!.id).toBe('1a45dfa3');
    expect(buf.subarray(ebml!.body, ebml!.body + ebml!.size).includes(Buffer.from('webm'))).toBe(
      true,
    );
    expect(segment!.id).toBe('18538067');
    expect(segment!.body + segment!.size).toBe(buf.length);
    const top = children(buf, segment!.body, segment!.body + segment!.size);
    expect(top.map((e) => e.id).slice(0, 3)).toEqual(['1549a966', '1654ae6b', '1c53bb6b']);
    const info = children(buf, top[0]!.body, top[0]!.body + top[0]!.size);
    const duration = info.find((e) => e.id === '4489')!;
    expect(buf.readDoubleBE(duration.body)).toBe(4000);
    expect(
      buf.subarray(top[1]!.body, top[1]!.body + top[1]!.size).includes(Buffer.from('V_VP8')),
    ).toBe(true);
    const clusters = top.filter((e) => e.id === '1f43b675');
    expect(clusters.length).toBe(4);
    let blocks = 0;
    for (const cluster of clusters) {
      for (const el of children(buf, cluster.body, cluster.body + cluster.size).filter(
        (e) => e.id === 'a3',
      )) {
        blocks++;
        expect(buf[el.body + 3]! & 0x80).toBe(0x80);
        // A VP8 key frame: start code 9d 01 2a, then 14-bit width and height.
        const frame = el.body + 4;
        expect(buf.subarray(frame + 3, frame + 6).toString('hex')).toBe('9d012a');
        expect(buf.readUInt16LE(frame + 6) & 0x3fff).toBe(640);
        expect(buf.readUInt16LE(frame + 8) & 0x3fff).toBe(480);
      }
    }
    expect(blocks).toBe(result.frameCount);
    expect(result.poster.subarray(1, 4).toString()).toBe('PNG');
  });

  it('is deterministic for the same prompt and seed', async () => {
    const a = await video.animate({ prompt: '一只小狗在海边', seed: 3, seconds: 3 });
    const b = await video.animate({ prompt: '一只小狗在海边', seed: 3, seconds: 3 });
    expect(sha(a.video)).toBe(sha(b.video));
  });

  it("animates a pupil's own pictures with captions", async () => {
    const picture = (colour: string) => {
      const canvas = createCanvas(400, 300);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 400, 300);
      return canvas.toBuffer('image/png');
    };
    const result = await video.animate({
      images: [picture('#e53935'), picture('#1e88e5')],
      captions: ['第一页', '第二页'],
      seed: 1,
      seconds: 3,
    });
    expect(result.frameCount).toBe(3 * VIDEO_FPS);
    await expect(
      video.animate({ images: [Buffer.from('not an image')], seed: 1 }),
    ).rejects.toMatchObject({ name: 'AiInputError' });
    await expect(video.animate({ prompt: '  ', seed: 1 })).rejects.toMatchObject({
      name: 'AiInputError',
    });
  });

  it('draws captions in the font shipped with the engines, never a system font', () => {
    // The engine registered it when it was created (engine-fonts.test.ts: it draws glyphs).
    expect(GlobalFonts.has(ENGINE_FONT_FAMILY)).toBe(true);
    expect(CAPTION_FONT).toBe(`bold 26px "${ENGINE_FONT_FAMILY}"`);
  });

  it('splits a story into scenes', () => {
    expect(sentencesOf('早上，小猫醒了。它去河边玩！晚上回家。')).toEqual([
      '早上，小猫醒了。',
      '它去河边玩！',
      '晚上回家。',
    ]);
  });
});
