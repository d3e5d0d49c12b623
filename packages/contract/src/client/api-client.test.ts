import { describe, expect, it, vi } from 'vitest';
import { signedQueryString } from '../sign/sign';
import { createApiClient } from './api-client';

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

    await client.get('/api/v1/x');
    await client.get('/api/v1/x', {}, { session: { token: 'pending', accountType: 1 } });

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
    const response = await client(fetchMock).stream('POST', '/api/v1/chat', {
      body: { conversationId: 1, message: '嗨' },
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
      client(refused, onError).stream('POST', '/api/v1/chat', { body: {}, silent: true }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 403, message: '老师暂停了AI创作' });
    expect(onError).not.toHaveBeenCalled();

    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('network');
    });
    await expect(client(down, onError).stream('POST', '/api/v1/chat')).rejects.toMatchObject({
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
    const data = await client(fetchMock).upload<{ fileId: string }>('/api/v1/media/upload', form, {
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
    const file = await api.download('/api/v1/class/export', { query: { id: 1 } });
    expect(await file.text()).toBe('xlsx-bytes');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/v1\/class\/export\?.*sign=/);
    await expect(api.download('/api/v1/class/export', { query: { id: 2 } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: '无权访问该课班',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
