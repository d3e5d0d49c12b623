import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { StorageMessages, WorksMessages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClass, type TMadePerson } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  postForm,
  startS3TestServer,
  type TS3TestServer,
} from '../../../test/helpers/s3-test-server';
import { as, picture, upload } from './testing/media-fixtures';
import { wav } from './testing/media-samples';

/**
 * STORAGE=s3 against a local S3-compatible server: browser uploads by presigned POST, checked
 * and recorded by upload-complete, served back; signed links; the sts policy; and what local
 * storage answers instead.
 */
let s3: TS3TestServer;
let t: TTestApp;
let local: TTestApp;
let client: S3Client;
let cast: { pupil: TMadePerson; other: TMadePerson };

const TICKET = '/api/v1/works-service/media/custom/upload-ticket';
const COMPLETE = '/api/v1/works-service/media/custom/upload-complete';
const GEN_URL = '/api/v1/base-service/oss/gen-url';
const STS = '/api/v1/base-service/sts/assume-role-for-fe';

type TTicket = { url: string; fields: Record<string, string>; key: string; maxBytes: number };
type TFile = { key: string; url: string; thumbUrl: string | null; kind: string };

const objectOf = async (key: string) => {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return null;
  }
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ demo: false, env: s3.env });
  local = await createTestApp({ demo: false });
  const { pupils } = await makeClass(t, { pupils: 2 });
  cast = { pupil: pupils[0]!, other: pupils[1]! };
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  await local?.close();
  await s3?.close();
});

describe('browser upload: presigned POST → S3 → upload-complete → served back', () => {
  it('refuses the anonymous caller', async () => {
    expect((await t.api.post(TICKET, { mime: 'image/png', size: 10 })).status).toBe(401);
    expect((await t.api.post(COMPLETE, { key: 'incoming/1/x' })).status).toBe(401);
    expect((await t.api.get(STS)).status).toBe(401);
  });

  it('refuses a type or size the kind does not allow, before any byte moves', async () => {
    const html = await t.api.post(TICKET, { mime: 'text/html', size: 100 }, as(cast.pupil));
    expect(html.status).toBe(400);
    expect(html.body.message).toBe(StorageMessages.UPLOAD_TYPE_UNSUPPORTED);
    const big = await t.api.post(
      TICKET,
      { mime: 'image/png', size: 11 * 1024 * 1024 },
      as(cast.pupil),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件太大了，图片不能超过10MB');
    const kind = await t.api.post(
      TICKET,
      { mime: 'video/mp4', size: 100, kind: 'image' },
      as(cast.pupil),
    );
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('文件类型不对，这里需要上传图片');
  });

  it('uploads a picture to the bucket, records it and serves it back', async () => {
    const png = await picture();
    const ticket = await t.api.post<TTicket>(
      TICKET,
      { mime: 'image/png', size: png.length },
      as(cast.pupil),
    );
    expect(ticket.status).toBe(200);
    const { key, maxBytes } = ticket.body.data;
    expect(key).toMatch(/^incoming\/\d+\/image-[0-9a-f]{32}$/);
    expect(maxBytes).toBe(10 * 1024 * 1024);
    expect(ticket.body.data.fields['Content-Type']).toBe('image/png');
    expect(ticket.body.data.fields.Policy).toBeTruthy();
    expect((await postForm(ticket.body.data, png)).status).toBe(204);
    expect(await objectOf(key)).toEqual(png);

    // Only the uploader may record it.
    const stolen = await t.api.post(COMPLETE, { key }, as(cast.other));
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(StorageMessages.UPLOAD_NOT_YOURS);

    const done = await t.api.post<TFile>(COMPLETE, { key }, as(cast.pupil));
    expect(done.status).toBe(200);
    expect(done.body.data.kind).toBe('image');
    expect(await objectOf(key)).toBeNull();
    const stored = await objectOf(`media/${done.body.data.key}`);
    expect(stored?.subarray(1, 4).toString()).toBe('PNG');
    expect(
      await objectOf(`media/${done.body.data.key.replace(/\.png$/, '.thumb.webp')}`),
    ).not.toBeNull();

    const served = await t.app.inject({ method: 'GET', url: done.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(stored);

    // Recorded once: the same key again is gone.
    const again = await t.api.post(COMPLETE, { key }, as(cast.pupil));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(StorageMessages.UPLOAD_NOT_FOUND);
  });

  it('checks the uploaded bytes, not what the browser declared', async () => {
    const ticket = await t.api.post<TTicket>(
      TICKET,
      { mime: 'image/png', size: 40 },
      as(cast.pupil),
    );
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await postForm(ticket.body.data, page)).status).toBe(204);
    const done = await t.api.post(COMPLETE, { key: ticket.body.data.key }, as(cast.pupil));
    expect(done.status).toBe(400);
    expect(done.body.message).toBe(WorksMessages.MEDIA_TYPE_UNSUPPORTED);
    expect(await objectOf(ticket.body.data.key)).toBeNull();

    // A sound sent on a picture's ticket (labelled image/png) is still not a picture.
    const label = await t.api.post<TTicket>(
      TICKET,
      { mime: 'image/png', size: 40 },
      as(cast.pupil),
    );
    expect((await postForm(label.body.data, wav(0.01))).status).toBe(204);
    const sound = await t.api.post(COMPLETE, { key: label.body.data.key }, as(cast.pupil));
    expect(sound.status).toBe(400);
    expect(sound.body.message).toBe('文件类型不对，这里需要上传图片');

    // The store itself refuses a form over the size or of another type than signed.
    const small = await t.api.post<TTicket>(
      TICKET,
      { mime: 'image/png', size: 40 },
      as(cast.pupil),
    );
    const huge = Buffer.concat([await picture(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const over = await postForm(small.body.data, huge);
    expect(over.status).toBe(400);
    expect(over.text).toContain('EntityTooLarge');
    const html = await postForm(small.body.data, page, { 'Content-Type': 'text/html' });
    expect(html.status).toBe(403);
    expect(html.text).toContain('Content-Type');
    expect(await objectOf(small.body.data.key)).toBeNull();

    // A store that ignored the policy's size: the picture is still refused at 10 MB.
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: small.body.data.key, Body: huge }),
    );
    const tooBig = await t.api.post(COMPLETE, { key: small.body.data.key }, as(cast.pupil));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('文件太大了，图片不能超过10MB');
    expect(await objectOf(small.body.data.key)).toBeNull();
  });

  it('stores server uploads in the bucket too, and serves them back', async () => {
    const png = await picture('png', 320, 200);
    const res = await upload(t, cast.pupil, png);
    expect(res.status).toBe(200);
    const stored = await objectOf(`media/${res.body.data.key}`);
    expect(stored).not.toBeNull();
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    // A byte range is read from the bucket as a range.
    const url = res.body.data.url;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${stored!.length}`);
    expect(part.rawPayload).toEqual(stored!.subarray(10, 30));
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999999-' } });
    expect(past.statusCode).toBe(416);
  });
});

describe('signed links and the sts policy', () => {
  it("answers a presigned link of the caller's own file, and no one else's", async () => {
    const res = await upload(t, cast.pupil, await picture('png', 200, 200));
    const key = res.body.data.key;
    const link = await t.api.get<string>(GEN_URL, { key, expireMinutes: 5 }, as(cast.pupil));
    expect(link.status).toBe(200);
    expect(link.body.data).toContain(`${s3.endpoint}/${s3.bucket}/media/${key}?`);
    expect(link.body.data).toContain('X-Amz-Expires=300');
    const fetched = await fetch(link.body.data);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(await objectOf(`media/${key}`));
    const forged = await fetch(
      link.body.data.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=g'),
    );
    expect(forged.status).toBe(403);

    const other = await t.api.get(GEN_URL, { key }, as(cast.other));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(StorageMessages.FILE_NOT_FOUND);
    const bucket = await t.api.get(GEN_URL, { key, bucketName: 'other' }, as(cast.pupil));
    expect(bucket.status).toBe(400);
    expect(bucket.body.message).toBe(StorageMessages.BUCKET_UNKNOWN);
    const week = await t.api.get(GEN_URL, { key, expireMinutes: 20_000 }, as(cast.pupil));
    expect(week.status).toBe(400);
    expect(week.body.message).toBe(StorageMessages.LINK_EXPIRY_INVALID);
  });

  it('gives the browser a policy for its own folder only, which upload-complete accepts', async () => {
    const sts = await t.api.get<TTicket & { keyPrefix: string; bucket: string }>(
      '/api/v1/base-service/sts/assume-role-for-fe-new',
      { timestamp: Date.now() },
      as(cast.pupil),
    );
    expect(sts.status).toBe(200);
    expect(sts.body.data.bucket).toBe(s3.bucket);
    expect(sts.body.data.keyPrefix).toMatch(/^incoming\/\d+\/$/);
    const key = `${sts.body.data.keyPrefix}drawing.png`;
    const png = await picture('png', 100, 100);
    expect((await postForm(sts.body.data, png, { key })).status).toBe(204);
    const done = await t.api.post<TFile>(COMPLETE, { key }, as(cast.pupil));
    expect(done.status).toBe(200);
    expect(await objectOf(`media/${done.body.data.key}`)).not.toBeNull();
  });
});

describe('with local storage', () => {
  it('says in Chinese that browsers cannot upload directly, never a fake success', async () => {
    const { pupils } = await makeClass(local);
    const pupil = pupils[0]!;
    const ticket = await local.api.post(TICKET, { mime: 'image/png', size: 10 }, as(pupil));
    expect(ticket.status).toBe(400);
    expect(ticket.body.message).toBe(StorageMessages.DIRECT_UPLOAD_LOCAL);
    for (const path of [STS, '/api/v1/base-service/sts/assume-role-for-fe-new']) {
      const sts = await local.api.get(path, {}, as(pupil));
      expect(sts.status).toBe(400);
      expect(sts.body.message).toBe(StorageMessages.DIRECT_UPLOAD_LOCAL);
    }
  });

  it("answers gen-url with the server's own signed link", async () => {
    const { pupils } = await makeClass(local);
    const res = await upload(local, pupils[0]!, await picture());
    const link = await local.api.get<string>(GEN_URL, { key: res.body.data.key }, as(pupils[0]!));
    expect(link.status).toBe(200);
    expect(link.body.data).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    const served = await local.app.inject({ method: 'GET', url: link.body.data });
    expect(served.statusCode).toBe(200);
  });
});
