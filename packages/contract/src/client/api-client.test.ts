import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { signedQueryString } from '../sign/sign';
import { createApiClient } from './api-client';

/** Endpoints of the shapes the client handles: a read, a stream, an upload and a file. */
const testEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/v1/x',
    tag: 'test',
    access: 'signed-in',
    summary: 'A read',
    query: z.object({ name: z.string().optional() }),
    response: z.object({ exist: z.boolean() }),
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rename',
    tag: 'test',
    access: 'signed-in',
    summary: 'A write with a required field',
    body: z.object({ id: z.number(), name: z.string() }),
  }),
  chat: defineEndpoint({
    method: 'POST',
    path: '/api/v1/chat',
    tag: 'test',
    access: 'student',
    summary: 'A stream',
    body: z.object({ conversationId: z.number().optional(), message: z.string().optional() }),
    answer: 'stream',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/media/upload',
    tag: 'test',
    access: 'signed-in',
    summary: 'An upload',
    upload: true,
    query: z.object({ kind: z.string().optional() }),
    response: z.object({ fileId: z.string() }),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/v1/class/export',
    tag: 'test',
    access: 'teacher',
    summary: 'A file',
    query: z.object({ id: z.number() }),
    answer: 'file',
  }),
};

function okResponse(): Response {
  return new Response(JSON.stringify({ code: 200, message: 'success', data: { exist: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client session', () => {
  it("sends the store's session, or the session given to one call", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => okResponse());
    const client = createApiClient({
      baseUrl: '',
      signSalt: 'salt',
      tenantCode: '53',
      getSession: () => ({ token: 'stored', accountType: 2, schoolId: 1 }),
      fetch: fetchMock,
    });

    await client.call(testEndpoints.check);
    await client.call(testEndpoints.check, {}, { session: { token: 'pending', accountType: 1 } });

    const headers = (call: number) =>
      fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;
    expect(headers(0).authorization).toBe('Bearer stored');
    expect(headers(0)['tenant-info']).toBe('1');
    expect(headers(1).authorization).toBe('Bearer pending');
    expect(headers(1)['accounts-info']).toBe('1');
    expect(headers(1)['tenant-info']).toBeUndefined();
  });
});

/** A signed-in teacher's client over a mocked fetch, at a fixed time. */
const client = (fetchMock: typeof fetch, onError = vi.fn()) =>
  createApiClient({
    baseUrl: '',
    signSalt: 'salt',
    tenantCode: '53',
    getSession: () => ({ token: 'tok', accountType: 2, schoolId: 1 }),
    fetch: fetchMock,
    now: () => 1_700_000_000_000,
    onError,
  });

describe('api client streams', () => {
  it('signs a streaming call like any other and hands back the open response', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('event: delta\ndata: {"text":"你好"}\n\n', {
          status: 200,
          headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        }),
    );
    const response = await client(fetchMock).stream(testEndpoints.chat, {
      conversationId: 1,
      message: '嗨',
    });
    expect(await response.text()).toContain('你好');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/v1\/chat\?.*sign=/);
    const headers = init!.headers as Record<string, string>;
    expect(headers.accept).toBe('text/event-stream');
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['content-type']).toBe('application/json');
    expect(init!.body).toBe(JSON.stringify({ conversationId: 1, message: '嗨' }));
  });

  it('rejects with the envelope of a refusal before the stream, and on a network failure', async () => {
    const onError = vi.fn();
    const refused = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ code: 403, message: '老师暂停了AI创作', data: null }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(
      client(refused, onError).stream(testEndpoints.chat, {}, { silent: true }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 403, message: '老师暂停了AI创作' });
    expect(onError).not.toHaveBeenCalled();

    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('network');
    });
    await expect(client(down, onError).stream(testEndpoints.chat)).rejects.toMatchObject({
      status: 0,
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('api client files', () => {
  it('uploads a multipart form signed over the empty payload, without a JSON content type', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ code: 200, message: 'success', data: { fileId: 'f1' } }),
    );
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    const data = await client(fetchMock).upload(testEndpoints.upload, form, {
      query: { kind: 'image' },
    });
    expect(data).toEqual({ fileId: 'f1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(init!.body).toBe(form);
    const headers = init!.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe('Bearer tok');
    const expected = signedQueryString({
      method: 'POST',
      query: { kind: 'image' },
      token: 'tok',
      salt: 'salt',
      now: 1_700_000_000_000,
    });
    expect(String(url)).toBe(`/api/v1/media/upload?${expected}`);
  });

  it('hands back a file answer, and rejects a refusal with its envelope', async () => {
    const onError = vi.fn();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="a.xlsx"' },
        }),
      )
      .mockResolvedValueOnce(
        Response.json({ code: 403, message: '无权访问该课班', data: null }, { status: 403 }),
      );
    const api = client(fetchMock, onError);
    const file = await api.download(testEndpoints.export, { id: 1 });
    expect(await file.text()).toBe('xlsx-bytes');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/v1\/class\/export\?.*sign=/);
    await expect(api.download(testEndpoints.export, { id: 2 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: '无权访问该课班',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('api client calls', () => {
  it('sends a GET input as the signed query and a POST input as the body, and types the answer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => okResponse());
    const api = client(fetchMock);
    const answer = await api.call(testEndpoints.check, { name: '好多' });
    expectTypeOf(answer).toEqualTypeOf<{ exist: boolean }>();
    expect(answer).toEqual({ exist: true });
    const expected = signedQueryString({
      method: 'GET',
      query: { name: '好多' },
      token: 'tok',
      salt: 'salt',
      now: 1_700_000_000_000,
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/v1/x?${expected}`);

    await api.call(testEndpoints.rename, { id: 1, name: '新' });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe(JSON.stringify({ id: 1, name: '新' }));
    expect(String(url)).toMatch(/^\/api\/v1\/rename\?ts=\d+&sign=[0-9a-f]{64}$/);

    // @ts-expect-error a required field is missing
    void api.call(testEndpoints.rename, { id: 1 }).catch(() => undefined);
    // @ts-expect-error the input is required
    void api.call(testEndpoints.rename).catch(() => undefined);
  });
});

describe('api client queries', () => {
  it('gives TanStack Query a key of the prefix, the path and the input, and a signed query function', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => okResponse());
    const options = client(fetchMock).query(testEndpoints.check, { name: 'a' }, ['test']);
    expect(options.queryKey).toEqual(['test', '/api/v1/x', { name: 'a' }]);
    const controller = new AbortController();
    await expect(options.queryFn({ signal: controller.signal })).resolves.toEqual({ exist: true });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });
});
