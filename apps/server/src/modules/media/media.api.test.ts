import { WorksMessages } from '@haoduo/contract';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { mediaFiles } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local-storage';
import { makeClass, makeStaff, type TMadePerson } from '../../../test/factories/school';
import { as, picture, stored, upload } from './testing/media-fixtures';
import { sweepUnusedMedia } from './media-links';
import { deleteStoredFiles } from './media.service';
import { mp4, wav, withPngSize } from './testing/media-samples';

/** Uploads: type by content, size per kind, whole files only, no image bombs; serving. */
let t: TTestApp;
/** A pupil (the author), their class's teacher and a super administrator; nothing else. */
let cast: { author: TMadePerson; teacher: TMadePerson; staff: TMadePerson };
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mediaFiles))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const { teachers, pupils } = await makeClass(t);
  cast = { author: pupils[0]!, teacher: teachers[0]!, staff: await makeStaff(t) };
});
afterAll(async () => t?.close());

describe('upload refusals (nothing recorded, nothing stored)', () => {
  it('refuses the anonymous caller and the wrong audience', async () => {
    const png = await picture();
    expect((await upload(t, null, png)).status).toBe(401);
    expect((await upload(t, cast.staff, png)).status).toBe(403);
    const mng = await upload(t, cast.author, png, {
      path: '/api/v1/works-service/media/mng/upload',
    });
    expect(mng.status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('asks for a file when the request carries none', async () => {
    const json = await t.api.post('/api/v1/works-service/media/custom/upload', {}, as(cast.author));
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(WorksMessages.MEDIA_FILE_REQUIRED);
    const empty = await upload(t, cast.author, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(WorksMessages.MEDIA_EMPTY);
    const badKind = await upload(t, cast.author, await picture(), { kind: 'document' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.code).toBe(400);
  });

  it('decides the type by content, not by name', async () => {
    const fake = await upload(
      t,
      cast.author,
      Buffer.from('<html><script>alert(1)</script></html>'),
      {
        filename: 'cat.png',
      },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(WorksMessages.MEDIA_TYPE_UNSUPPORTED);
    const svg = await upload(
      t,
      cast.author,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      {
        filename: 'a.svg',
      },
    );
    expect(svg.body.message).toBe(WorksMessages.MEDIA_TYPE_UNSUPPORTED);
    const mismatch = await upload(t, cast.author, await picture(), { kind: 'video' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('文件类型不对，这里需要上传视频');
    const named = await upload(t, cast.author, await picture('gif'), { filename: 'notes.txt' });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ kind: 'image', mime: 'image/gif' });
  });

  it('refuses files over the size of their kind with a clear message', async () => {
    const before = await count();
    const bigPng = Buffer.concat([await picture(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const sniffed = await upload(t, cast.author, bigPng);
    expect(sniffed.status).toBe(413);
    expect(sniffed.body.message).toBe('文件太大了，图片不能超过10MB');
    const streamed = await upload(t, cast.author, bigPng, { kind: 'image' });
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe('文件太大了，图片不能超过10MB');
    const huge = await upload(t, cast.author, Buffer.alloc(50 * 1024 * 1024 + 1, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(WorksMessages.MEDIA_TOO_LARGE_ANY);
    expect(await count()).toBe(before);
  });

  it('refuses cut-off files', async () => {
    const before = await count();
    for (const [name, file] of [
      ['png', await picture('png')],
      ['jpeg', await picture('jpeg', 1200, 900)],
      ['webp', await picture('webp', 1200, 900)],
      ['mp4', mp4()],
      ['wav', wav(1)],
    ] as const) {
      const cut = file.subarray(0, Math.floor(file.length * 0.6));
      const res = await upload(t, cast.author, cut);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe(WorksMessages.MEDIA_BROKEN);
    }
    expect(await count()).toBe(before);
  });

  it('refuses image bombs from the header, before decoding', async () => {
    const small = await picture('png', 16, 16);
    const sizes: [number, number][] = [
      [20_000, 20_000],
      [8001, 10],
      [7000, 7000],
    ];
    for (const [w, h] of sizes) {
      const res = await upload(t, cast.author, withPngSize(small, w, h));
      expect(res.status, `${w}x${h}`).toBe(400);
      expect(res.body.message).toBe(WorksMessages.MEDIA_IMAGE_TOO_BIG);
    }
  });
});

describe('accepted files', () => {
  it('stores pictures of every format with their size and a card thumbnail', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const res = await upload(t, cast.author, await picture(format, 1600, 1200), {
        kind: 'image',
      });
      expect(res.status, format).toBe(200);
      expect(res.body.data).toMatchObject({ kind: 'image', width: 1600, height: 1200 });
      const thumb = await t.app.inject({ method: 'GET', url: res.body.data.thumbUrl! });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.width).toBe(480);
    }
  });

  it('removes camera metadata (such as GPS) from photos', async () => {
    const photo = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'Zhang' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t, cast.author, photo);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('accepts audio and video by their structure', async () => {
    const audio = await upload(t, cast.author, wav(1), { kind: 'audio' });
    expect(audio.body.data).toMatchObject({ kind: 'audio', mime: 'audio/wav', thumbUrl: null });
    const video = await upload(t, cast.author, mp4(), { kind: 'video' });
    expect(video.body.data).toMatchObject({ kind: 'video', mime: 'video/mp4' });
  });
});

describe('serving', () => {
  it('private files need a valid signed link; cached privately; ETag and ranges', async () => {
    const res = await upload(t, cast.author, wav(2));
    const { url, key } = res.body.data;
    const plain = await t.app.inject({ method: 'GET', url: `/api/media/${key}` });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().message).toBe(WorksMessages.MEDIA_LINK_EXPIRED);
    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(/sig=.{4}/, 'sig=AAAA'),
    });
    expect(tampered.statusCode).toBe(403);
    const expired = await t.app.inject({ method: 'GET', url: url.replace(/exp=\d+/, 'exp=1000') });
    expect(expired.statusCode).toBe(403);

    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('audio/wav');
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const etag = ok.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${ok.rawPayload.length}`);
    expect(range.rawPayload.length).toBe(100);
    const beyond = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=999999999-' },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('files of public works and site files are public and cacheable by anyone', async () => {
    const file = (await upload(t, cast.author, await picture())).body.data;
    const add = await t.api.post<{ id: number }>(
      '/api/v1/works-service/works/custom/single-picture/add',
      { worksName: '一张画', worksContentList: [{ type: 'image', url: file.url }] },
      as(cast.author),
    );
    const id = add.body.data.id;
    await t.api.post(
      '/api/v1/works-service/works/custom/update-status',
      { id, status: 1 },
      as(cast.author),
    );
    await t.api.post(
      '/api/v1/works-service/works/custom/audit',
      { id, auditStatus: 1 },
      as(cast.teacher),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${file.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');

    const site = await upload(t, cast.staff, await picture('webp'), {
      path: '/api/v1/works-service/media/mng/upload',
    });
    expect(site.body.data.url).not.toContain('sig=');
    expect((await t.app.inject({ method: 'GET', url: site.body.data.url })).statusCode).toBe(200);
  });

  it('answers unknown and malformed keys with 404', async () => {
    for (const url of [
      '/api/media/2026/01/00000000000000000000000000000000.png',
      '/api/media/../../etc/passwd',
      '/api/media/%2e%2e/secret',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('unused uploads', () => {
  it('are swept after a day with their files; files of works stay', async () => {
    const unused = (await upload(t, cast.author, await picture())).body.data;
    const used = (await upload(t, cast.author, await picture())).body.data;
    await t.api.post(
      '/api/v1/works-service/works/custom/add',
      { worksName: '留着的图', worksCoverPic: used.url },
      as(cast.author),
    );
    await t.database.db
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(inArray(mediaFiles.key, [unused.key, used.key]));
    const keys = await sweepUnusedMedia(t.database.db);
    expect(keys).toContain(unused.key);
    expect(keys).not.toContain(used.key);
    await deleteStoredFiles(createLocalStorage(path.join(t.config.dataDir, 'files')), keys);
    expect(stored(t, unused.key)).toBe(false);
    expect(stored(t, used.key)).toBe(true);
  });
});
