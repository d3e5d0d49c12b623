import {
  ApiError,
  directUploadEndpoints,
  mediaEndpoints,
  StorageMessages,
  type TMediaFile,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload-file';

const FILE: TMediaFile = {
  id: 1,
  key: '2026/11/0123456789abcdef0123456789abcdef.png',
  kind: 'image',
  mime: 'image/png',
  size: 4,
  width: 1,
  height: 1,
  url: '/api/media/2026/11/0123456789abcdef0123456789abcdef.png?exp=1&sig=x',
  thumbUrl: null,
};
const TICKET = {
  method: 'POST' as const,
  url: 'https://bucket.example/haoduo',
  fields: { key: 'incoming/7/abc', Policy: 'p', 'Content-Type': 'image/png' },
  key: 'incoming/7/abc',
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-11-26T22:00:00.000Z',
};
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

/** The server answers the API; the bucket's form POST is answered here. */
function withBucket(server: ReturnType<typeof mockServer>, status: number) {
  const posts: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === TICKET.url) {
        posts.push(init?.body as FormData);
        return new Response(null, { status });
      }
      return server.fetch(input, init);
    }),
  );
  return posts;
}

afterEach(() => {
  globalThis.__HAODUO_CONFIG__ = undefined;
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('sends the file to the server when files are kept on its disk', async () => {
    const server = mockServer(answer(mediaEndpoints.upload, FILE));
    expect(await uploadFile(png(), 'image')).toEqual(FILE);
    const [call] = server.callsTo(mediaEndpoints.upload);
    expect(call?.query.get('kind')).toBe('image');
    expect(call?.form?.get('file')).toBeInstanceOf(Blob);
    expect(server.callsTo(directUploadEndpoints.ticket)).toHaveLength(0);
  });

  it('with object storage: ticket, the form straight to the bucket, then complete', async () => {
    globalThis.__HAODUO_CONFIG__ = { directUpload: true };
    const server = mockServer(
      answer(directUploadEndpoints.ticket, TICKET),
      answer(directUploadEndpoints.complete, FILE),
    );
    const posts = withBucket(server, 204);
    expect(await uploadFile(png(), 'image')).toEqual(FILE);
    expect(server.callsTo(directUploadEndpoints.ticket)[0]?.input).toEqual({
      mime: 'image/png',
      size: 4,
      kind: 'image',
    });
    const form = posts[0]!;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'Content-Type', 'file']);
    expect(server.callsTo(directUploadEndpoints.complete)[0]?.input).toEqual({
      key: 'incoming/7/abc',
    });
  });

  it("passes on the server's refusal of the type or size before anything is sent", async () => {
    globalThis.__HAODUO_CONFIG__ = { directUpload: true };
    const server = mockServer(
      answer(directUploadEndpoints.ticket, new MockFailure(413, '文件太大了，图片不能超过10MB')),
    );
    const posts = withBucket(server, 204);
    await expect(uploadFile(png())).rejects.toMatchObject({
      status: 413,
      message: '文件太大了，图片不能超过10MB',
    });
    expect(posts).toHaveLength(0);
  });

  it('says so in Chinese when the bucket refuses the form, and records nothing', async () => {
    globalThis.__HAODUO_CONFIG__ = { directUpload: true };
    const server = mockServer(
      answer(directUploadEndpoints.ticket, TICKET),
      answer(directUploadEndpoints.complete, FILE),
    );
    withBucket(server, 400);
    const error = await uploadFile(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(StorageMessages.UPLOAD_REFUSED_BY_STORE);
    expect(server.callsTo(directUploadEndpoints.complete)).toHaveLength(0);
  });
});
