import { vi } from 'vitest';

/** A fake server for component tests: answers envelopes by "METHOD /path". */

export interface TApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

export interface TApiAnswer {
  status?: number;
  data?: unknown;
  message?: string;
}

export type TApiHandler = (call: TApiCall) => TApiAnswer | undefined;

function envelope({ status = 200, data = null, message = 'success' }: TApiAnswer): Response {
  return new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function mockApi(handlers: Record<string, TApiHandler | TApiAnswer>) {
  const calls: TApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: TApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return envelope({ status: 404, message: '访问的接口不存在' });
    return envelope((typeof handler === 'function' ? handler(call) : handler) ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one path. */
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { calls, callsTo, fetchMock };
}

export const WORKS = '/api/v1/works-service';

export { demoStudentResult, demoTeacherResult } from './sign-in-results';
