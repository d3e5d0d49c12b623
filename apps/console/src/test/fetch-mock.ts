import { vi } from 'vitest';

export interface TRecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type THandler = (request: TRecordedRequest) => Response | Promise<Response>;

/** A JSON response in the wire contract's envelope. */
export function envelope(data: unknown, status = 200, message = 'ok'): Response {
  return new Response(
    JSON.stringify({ code: status, message, data: status === 200 ? data : null }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );
}

/**
 * Replace fetch with handlers keyed by "METHOD /path"; unknown calls answer 404.
 * Returns the list of requests made, in order.
 */
export function mockFetch(handlers: Record<string, THandler>): TRecordedRequest[] {
  const calls: TRecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const bodyText = typeof init?.body === 'string' ? init.body : undefined;
    const request: TRecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: bodyText === undefined ? undefined : (JSON.parse(bodyText) as unknown),
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : envelope(null, 404, '访问的接口不存在');
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
