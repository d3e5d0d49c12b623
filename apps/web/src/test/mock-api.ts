import { vi } from 'vitest';

/** A failure the mocked server answers with (status and Chinese message). */
export class MockFailure {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

type THandler = unknown | ((url: URL, body: unknown) => unknown);

function envelope(status: number, message: string, data: unknown): Response {
  return new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with a tiny server: `'GET /api/v1/...': data` or a function of the URL and
 * the JSON body. Unknown routes answer 404; a MockFailure answers its status. Returns the
 * mock, so tests can inspect the calls.
 */
export function mockApi(routes: Record<string, THandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (!(key in routes)) return envelope(404, '访问的接口不存在', null);
    const handler = routes[key];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const data =
      typeof handler === 'function'
        ? await (handler as (url: URL, body: unknown) => unknown)(url, body)
        : handler;
    if (data instanceof MockFailure) return envelope(data.status, data.message, null);
    return envelope(200, 'success', data);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route: their URLs and JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(({ url, init }) => ({
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
